'use strict';

// The CMS's variables: one schema, every bad value named in one Spanish line (config/env-schema.js).
const test = require('node:test');
const assert = require('node:assert/strict');
const { readCmsEnv, CmsConfigError, describeCmsEnv } = require('../config/env-schema');

const TOKEN_A = 'a'.repeat(40);

/** The message readCmsEnv throws for `env`. */
function messageOf(env) {
  try {
    readCmsEnv(env);
  } catch (error) {
    assert.ok(error instanceof CmsConfigError);
    return error.message;
  }
  assert.fail('the environment was accepted');
}

test('gives every variable its default when nothing is set, an empty one counting as unset', () => {
  const env = readCmsEnv({ PORT: '' });
  assert.equal(env.PORT, 1337);
  assert.equal(env.HOST, '127.0.0.1');
  assert.equal(env.DATABASE_CLIENT, 'sqlite');
  assert.equal(env.CMS_ADMIN, false);
  assert.equal(env.CMS_SEED, true);
  assert.equal(env.CMS_SEED_UPLOAD_CONCURRENCY, 2);
  assert.equal(env.CMS_LOG_LEVEL, 'info');
  assert.equal(env.LEADS_TIME_ZONE, 'America/Santiago');
});

test('reads the values set', () => {
  const env = readCmsEnv({ PORT: '1400', CMS_ADMIN: 'true', CMS_SEED: 'false', DATABASE_CLIENT: 'postgres', CMS_API_TOKEN: TOKEN_A });
  assert.deepEqual([env.PORT, env.CMS_ADMIN, env.CMS_SEED, env.DATABASE_CLIENT, env.CMS_API_TOKEN], [1400, true, false, 'postgres', TOKEN_A]);
});

test('names every bad variable in one Spanish line, a secret one without its value', () => {
  assert.equal(
    messageOf({ PORT: 'mil', DATABASE_CLIENT: 'mysql', CMS_API_TOKEN: 'corto', CMS_SEED_UPLOAD_CONCURRENCY: '0', LEADS_TIME_ZONE: 'Marte/Olimpo' }),
    'Configuración no válida del CMS: PORT debe ser un número de puerto de 1 a 65535 (es "mil"); ' +
      'DATABASE_CLIENT debe ser uno de sqlite, postgres (es "mysql"); ' +
      'CMS_API_TOKEN debe ser un texto de al menos 32 caracteres (su valor no se muestra); ' +
      'CMS_SEED_UPLOAD_CONCURRENCY debe ser un entero positivo (es "0"); ' +
      'LEADS_TIME_ZONE debe ser una zona horaria IANA (es "Marte/Olimpo")',
  );
});

test('refuses a production start without its secrets, and two tokens with one value', () => {
  assert.equal(
    messageOf({ NODE_ENV: 'production', APP_KEYS: 'a,b,c,d', ADMIN_JWT_SECRET: 'x', API_TOKEN_SALT: 'y', CMS_API_TOKEN: TOKEN_A, CMS_LEADS_TOKEN: TOKEN_A }),
    'Configuración no válida del CMS: TRANSFER_TOKEN_SALT, ENCRYPTION_KEY deben definirse con NODE_ENV=production; ' +
      'CMS_LEADS_TOKEN debe ser distinto de CMS_API_TOKEN: cada token tiene su propio valor',
  );
});

test('describes every variable for the docs, with a rule and a Spanish description', () => {
  for (const variable of describeCmsEnv()) {
    assert.ok(variable.rule, variable.name);
    assert.ok(variable.description, variable.name);
  }
});
