'use strict';

/**
 * What the site's server may send to record a rights request (issue 40) and to confirm one. The
 * site validates the form first (same limits as the contact form); this is the store's own guard,
 * in Strapi's ValidationError shape like the lead's (src/utils/lead-input.js): every bad field
 * listed, unknown keys refused, text trimmed.
 */
const schema = require('../api/privacy-request/content-types/privacy-request/schema.json');
const { isoDateTime, UUID_PATTERN, EMAIL_SHAPE } = require('./lead-input');

const RIGHTS = Object.freeze([...schema.attributes.right.enum]);
const STATUSES = Object.freeze([...schema.attributes.status.enum]);
/** SHA-256 in hex: what the site's server sends in place of the confirmation token. */
const TOKEN_HASH = /^[0-9a-f]{64}$/;

const TEXT_FIELDS = {
  name: [true, 200],
  email: [true, 254],
  details: [false, 2000],
};
const FIELDS = ['requestId', 'receivedAt', ...Object.keys(TEXT_FIELDS), 'right', 'tokenHash', 'tokenExpiresAt'];

function collector() {
  const errors = [];
  return { errors, fail: (field, message) => errors.push({ path: [field], message, name: 'ValidationError' }) };
}

function isObject(data) {
  return data !== null && typeof data === 'object' && !Array.isArray(data);
}

/**
 * @param {unknown} data the request body's `data`
 * @param {Date} now used when `receivedAt` is not sent
 */
function parsePrivacyRequestInput(data, now = new Date()) {
  const { errors, fail } = collector();
  if (!isObject(data)) {
    fail('data', 'data must be an object');
    return { errors };
  }
  for (const key of Object.keys(data)) {
    if (!FIELDS.includes(key)) fail(key, `Invalid key ${key}`);
  }
  const value = {};
  if (typeof data.requestId !== 'string' || !UUID_PATTERN.test(data.requestId)) fail('requestId', 'requestId must be a UUID');
  else value.requestId = data.requestId.toLowerCase();

  for (const [field, [required, maxLength]] of Object.entries(TEXT_FIELDS)) {
    const raw = data[field];
    if (raw === undefined || raw === null) {
      if (required) fail(field, `${field} is required`);
      continue;
    }
    if (typeof raw !== 'string') {
      fail(field, `${field} must be a string`);
      continue;
    }
    const text = raw.trim();
    if (required && text === '') fail(field, `${field} is required`);
    else if (text.length > maxLength) fail(field, `${field} must be at most ${maxLength} characters`);
    else if (text !== '') value[field] = text;
  }
  if (value.email !== undefined && !EMAIL_SHAPE.test(value.email)) fail('email', 'email must be an e-mail address');

  if (typeof data.right !== 'string' || !RIGHTS.includes(data.right)) fail('right', `right must be one of: ${RIGHTS.join(', ')}`);
  else value.right = data.right;

  if (data.receivedAt === undefined || data.receivedAt === null) value.receivedAt = now.toISOString();
  else if (isoDateTime(data.receivedAt) === null) fail('receivedAt', 'receivedAt must be an ISO 8601 date and time');
  else value.receivedAt = isoDateTime(data.receivedAt);

  if (typeof data.tokenHash !== 'string' || !TOKEN_HASH.test(data.tokenHash)) fail('tokenHash', 'tokenHash must be a SHA-256 in lowercase hex');
  else value.tokenHash = data.tokenHash;
  if (isoDateTime(data.tokenExpiresAt) === null) fail('tokenExpiresAt', 'tokenExpiresAt is required: an ISO 8601 date and time');
  else value.tokenExpiresAt = isoDateTime(data.tokenExpiresAt);

  return errors.length > 0 ? { errors } : { value, errors };
}

/** `{ tokenHash }` of the confirm route. */
function parseConfirmInput(data) {
  const { errors, fail } = collector();
  if (!isObject(data)) {
    fail('data', 'data must be an object');
    return { errors };
  }
  for (const key of Object.keys(data)) if (key !== 'tokenHash') fail(key, `Invalid key ${key}`);
  if (typeof data.tokenHash !== 'string' || !TOKEN_HASH.test(data.tokenHash)) fail('tokenHash', 'tokenHash must be a SHA-256 in lowercase hex');
  return errors.length > 0 ? { errors } : { value: { tokenHash: data.tokenHash }, errors };
}

module.exports = { parsePrivacyRequestInput, parseConfirmInput, RIGHTS, STATUSES, FIELDS, TOKEN_HASH };
