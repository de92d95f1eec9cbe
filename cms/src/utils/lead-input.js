'use strict';

/**
 * What the site's server may send to create a lead (issue 12). The site validates the form with
 * the rules the form itself uses (shared/src/contact: SPEC §5 e-mail rule, free-mail
 * domains, ...) before anything reaches here; this is the store's own guard: the fields it
 * knows, of the right type and length, nothing else. Every error is collected, in Strapi's
 * ValidationError shape (`details.errors[]` with a `path`), so a 400 says every field at once.
 */
const schema = require('../api/lead/content-types/lead/schema.json');

const SERVICES = Object.freeze([...schema.attributes.service.enum]);

// Any UUID in its canonical 8-4-4-4-12 form (the site's server uses crypto.randomUUID()).
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Loose on purpose: the site applies the real e-mail rule; a stricter one here could refuse a
// lead the site accepted, and the site's outbox would retry it for nothing.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;
// ISO 8601 date and time with a zone (what Date.prototype.toISOString() writes).
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Text fields: name → [required, max length]. Lengths are counted after trimming. */
const TEXT_FIELDS = {
  name: [true, 200],
  email: [true, 254],
  company: [true, 200],
  message: [true, 5000],
  page: [false, 500],
};
const FIELDS = ['leadId', ...Object.keys(TEXT_FIELDS), 'service', 'receivedAt', 'policyVersion', 'marketingConsent', 'consentAt'];
// The privacy policy's version as the policy writes it (its schema: «1.0», «2026-12»…).
const POLICY_VERSION = /^[0-9A-Za-z.\-]{1,20}$/;

/** An ISO 8601 date and time with a zone, normalised, or null when it is not one. */
function isoDateTime(raw) {
  if (typeof raw !== 'string' || !ISO_DATETIME.test(raw) || Number.isNaN(Date.parse(raw))) return null;
  return new Date(raw).toISOString();
}

/**
 * @param {unknown} data the request body's `data`
 * @param {Date} now used when `receivedAt` is not sent
 * @returns {{ value?: Record<string, string | boolean>, errors: { path: string[], message: string, name: string }[] }}
 */
function parseLeadInput(data, now = new Date()) {
  const errors = [];
  const fail = (field, message) => errors.push({ path: [field], message, name: 'ValidationError' });

  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    fail('data', 'data must be an object');
    return { errors };
  }
  for (const key of Object.keys(data)) {
    if (!FIELDS.includes(key)) fail(key, `Invalid key ${key}`);
  }

  const value = {};
  const { leadId } = data;
  if (typeof leadId !== 'string' || !UUID_PATTERN.test(leadId)) {
    fail('leadId', 'leadId must be a UUID');
  } else {
    value.leadId = leadId.toLowerCase();
  }

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

  if (typeof data.service !== 'string' || !SERVICES.includes(data.service)) {
    fail('service', `service must be one of: ${SERVICES.join(', ')}`);
  } else {
    value.service = data.service;
  }

  if (data.receivedAt === undefined || data.receivedAt === null) {
    value.receivedAt = now.toISOString();
  } else if (isoDateTime(data.receivedAt) === null) {
    fail('receivedAt', 'receivedAt must be an ISO 8601 date and time');
  } else {
    value.receivedAt = isoDateTime(data.receivedAt);
  }

  // What the person was told and agreed to (Ley 21.719): the policy version the form showed,
  // the optional marketing consent (true only when the box was ticked) and when the form was
  // sent. All three are required: a lead without them could not show what was agreed.
  if (typeof data.policyVersion !== 'string' || !POLICY_VERSION.test(data.policyVersion.trim())) {
    fail('policyVersion', 'policyVersion is required: the privacy policy version (letters, digits, dots and dashes, at most 20)');
  } else {
    value.policyVersion = data.policyVersion.trim();
  }
  if (typeof data.marketingConsent !== 'boolean') {
    fail('marketingConsent', 'marketingConsent is required and must be true or false');
  } else {
    value.marketingConsent = data.marketingConsent;
  }
  if (isoDateTime(data.consentAt) === null) {
    fail('consentAt', 'consentAt is required: an ISO 8601 date and time');
  } else {
    value.consentAt = isoDateTime(data.consentAt);
  }

  return errors.length > 0 ? { errors } : { value, errors };
}

module.exports = { parseLeadInput, isoDateTime, SERVICES, FIELDS, UUID_PATTERN, EMAIL_SHAPE, POLICY_VERSION };
