'use strict';

/**
 * Secrets (app keys, salts, JWT secret, encryption key) come from the environment.
 * For local use only, a missing one is generated at start-up and kept in process.env, so
 * every config reload in the same process sees the same value. Nothing secret is committed.
 * With NODE_ENV=production a missing secret is an error: production must set them all.
 */
const crypto = require('node:crypto');

const warned = new Set();

function randomSecret(bytes = 32) {
  return crypto.randomBytes(bytes).toString('base64');
}

function secretFromEnv(name, { count } = {}) {
  const existing = process.env[name];
  if (existing && existing.trim() !== '') return existing;

  if (process.env.NODE_ENV === 'production') {
    throw new Error(`[cms] ${name} must be set when NODE_ENV=production (see cms/README.md).`);
  }

  const generated = count
    ? Array.from({ length: count }, () => randomSecret()).join(',')
    : randomSecret();
  process.env[name] = generated;
  if (!warned.has(name)) {
    warned.add(name);
    // eslint-disable-next-line no-console
    console.warn(`[cms] ${name} is not set: using a value generated for this process (local use only).`);
  }
  return generated;
}

module.exports = { secretFromEnv };
