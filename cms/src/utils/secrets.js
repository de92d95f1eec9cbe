'use strict';

/**
 * Secrets (app keys, salts, JWT secret, encryption key) come from the environment
 * (config/env-schema.js). For local use only, a missing one is generated at start-up, kept for
 * every config reload in the same process, and written to process.env for the processes it starts.
 * Nothing secret is committed. With NODE_ENV=production a missing secret stops the start: the
 * schema names it with the other bad variables.
 */
const crypto = require('node:crypto');
const { cmsEnv } = require('../../config/env-schema');

/** @type {Map<string, string>} */
const generated = new Map();

function randomSecret(bytes = 32) {
  return crypto.randomBytes(bytes).toString('base64');
}

function secretFromEnv(name, { count } = {}) {
  const existing = cmsEnv()[name];
  if (existing && existing.trim() !== '') return existing;
  const known = generated.get(name);
  if (known) return known;

  const value = count ? Array.from({ length: count }, () => randomSecret()).join(',') : randomSecret();
  generated.set(name, value);
  process.env[name] = value;
  // eslint-disable-next-line no-console
  console.warn(`[cms] ${name} is not set: using a value generated for this process (local use only).`);
  return value;
}

module.exports = { secretFromEnv };
