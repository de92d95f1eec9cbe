'use strict';

/**
 * Issue 40 without Strapi: what the store accepts for a lead's consent and a rights request, the
 * schemas (private token fields, Spanish labels, admin lists), the seeded policy (every section
 * the law asks for, its placeholders, the cookies the site's server really sets), the token
 * permissions, and the staff tool's pieces (arguments, outbox folders, months).
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { parseLeadInput } = require('../src/utils/lead-input');
const { parsePrivacyRequestInput, parseConfirmInput } = require('../src/utils/privacy-request-input');
const { SITE_PERMISSIONS, LEADS_PERMISSIONS, TEST_READ_LEADS_PERMISSIONS } = require('../src/bootstrap/api-token');
const { privacyPolicy, PLACEHOLDERS } = require('../src/seed/data/privacy-policy');
const { addMonths } = require('../src/privacy/policy-settings');
const { outboxDirs, jobEmails, findOutboxJobs } = require('../src/privacy/subject-data');
const { parseArgs } = require('../scripts/privacy');
const cronTasks = require('../config/cron-tasks');

const SRC = path.resolve(__dirname, '..', 'src');
const REPO = path.resolve(__dirname, '..', '..');
const schemaOf = (name) => JSON.parse(fs.readFileSync(path.join(SRC, 'api', name, 'content-types', name, 'schema.json'), 'utf8'));

function lead(overrides = {}) {
  return {
    leadId: crypto.randomUUID(),
    name: 'Ana',
    email: 'ana@empresa.cl',
    company: 'Empresa',
    service: 'Cloud Services',
    message: 'Hola',
    receivedAt: '2026-12-02T12:00:00.000Z',
    policyVersion: '1.0',
    marketingConsent: false,
    consentAt: '2026-12-02T12:00:00.000Z',
    ...overrides,
  };
}

const errorPaths = (result) => result.errors.map((e) => e.path.join('.'));

test('a lead carries the policy version, the marketing consent (given or not) and when', () => {
  const withConsent = parseLeadInput(lead({ marketingConsent: true, policyVersion: ' 1.1 ', consentAt: '2026-12-02T09:00:00-03:00' }));
  assert.deepEqual(withConsent.errors, []);
  assert.equal(withConsent.value.marketingConsent, true);
  assert.equal(withConsent.value.policyVersion, '1.1');
  assert.equal(withConsent.value.consentAt, '2026-12-02T12:00:00.000Z');

  const without = parseLeadInput(lead({ marketingConsent: false }));
  assert.deepEqual(without.errors, []);
  assert.equal(without.value.marketingConsent, false, 'an unticked box is stored as false, not left out');

  for (const [field, bad] of [
    ['policyVersion', undefined],
    ['policyVersion', ''],
    ['policyVersion', 'a'.repeat(21)],
    ['policyVersion', '1.0; DROP'],
    ['marketingConsent', undefined],
    ['marketingConsent', 'true'],
    ['marketingConsent', 1],
    ['consentAt', undefined],
    ['consentAt', '2026-12-02'],
    ['consentAt', 'ayer'],
  ]) {
    const result = parseLeadInput(lead({ [field]: bad }));
    assert.deepEqual(errorPaths(result), [field], `${field} = ${JSON.stringify(bad)}`);
    assert.equal(result.value, undefined);
  }
});

function request(overrides = {}) {
  return {
    requestId: crypto.randomUUID(),
    receivedAt: '2026-12-02T12:00:00.000Z',
    name: 'Ana Pérez',
    email: 'Ana@Correo.com',
    right: 'Supresión',
    details: 'Quiero que borren mis datos.',
    tokenHash: crypto.createHash('sha256').update('token').digest('hex'),
    tokenExpiresAt: '2026-12-04T12:00:00.000Z',
    ...overrides,
  };
}

test('a rights request: the six rights, the form limits, a SHA-256 and an expiry; nothing else', () => {
  assert.deepEqual(parsePrivacyRequestInput(request()).errors, []);
  assert.equal(parsePrivacyRequestInput(request({ details: undefined })).value.details, undefined, 'details are optional');
  for (const right of ['Acceso', 'Rectificación', 'Supresión', 'Oposición', 'Portabilidad', 'Bloqueo']) {
    assert.deepEqual(parsePrivacyRequestInput(request({ right })).errors, [], right);
  }
  for (const [field, bad] of [
    ['requestId', 'solicitud-1'],
    ['name', ' '],
    ['name', 'a'.repeat(201)],
    ['email', 'sin-arroba'],
    ['email', `${'a'.repeat(250)}@x.cl`],
    ['right', 'Olvido'],
    ['details', 'a'.repeat(2001)],
    ['tokenHash', 'token-en-claro'],
    ['tokenHash', undefined],
    ['tokenExpiresAt', undefined],
    ['receivedAt', 'hoy'],
    ['status', 'Confirmada'],
    ['confirmedAt', '2026-12-02T12:00:00.000Z'],
  ]) {
    assert.deepEqual(errorPaths(parsePrivacyRequestInput(request({ [field]: bad }))), [field], `${field} = ${JSON.stringify(bad)}`);
  }
  assert.deepEqual(parseConfirmInput({ tokenHash: 'a'.repeat(64) }).errors, []);
  assert.deepEqual(errorPaths(parseConfirmInput({ tokenHash: 'A'.repeat(64) })), ['tokenHash']);
  assert.deepEqual(errorPaths(parseConfirmInput({ tokenHash: 'a'.repeat(64), requestId: 'x' })), ['requestId']);
});

test('schemas: consent on leads, private token fields on requests, Spanish labels and admin lists', () => {
  const leadSchema = schemaOf('lead');
  assert.deepEqual(leadSchema.attributes.policyVersion, { type: 'string', maxLength: 20 });
  assert.deepEqual(leadSchema.attributes.marketingConsent, { type: 'boolean', default: false });
  assert.deepEqual(leadSchema.attributes.consentAt, { type: 'datetime' });
  assert.ok(leadSchema.config.layouts.list.includes('marketingConsent'), 'the admin list shows the consent');

  const requestSchema = schemaOf('privacy-request');
  assert.equal(requestSchema.info.displayName, 'Solicitud de privacidad');
  assert.equal(requestSchema.attributes.tokenHash.private, true);
  assert.equal(requestSchema.attributes.tokenExpiresAt.private, true);
  assert.equal(requestSchema.attributes.requestId.unique, true);
  assert.deepEqual(requestSchema.attributes.status.enum, ['Por confirmar', 'Confirmada', 'En curso', 'Respondida']);
  assert.deepEqual(requestSchema.config.layouts.list, ['receivedAt', 'status', 'right', 'dueAt', 'email']);
  assert.equal(requestSchema.config.settings.defaultSortBy, 'dueAt');

  const policySchema = schemaOf('privacy-policy');
  assert.equal(policySchema.kind, 'singleType');
  assert.equal(policySchema.options.draftAndPublish, true);
  assert.equal(policySchema.attributes.sections.component, 'privacy.section');
  assert.equal(policySchema.attributes.retentionMonths.default, 24);
  assert.equal(policySchema.attributes.requestDeadlineDays.default, 30);

  for (const schema of [leadSchema, requestSchema, policySchema]) {
    for (const attribute of Object.keys(schema.attributes)) {
      const meta = schema.config.metadatas[attribute];
      assert.ok(meta?.edit?.label && meta.edit.description && meta.list?.label, `${schema.info.singularName}.${attribute} has a Spanish label and description`);
    }
  }
});

test('tokens: the site reads the policy; the leads token records and confirms requests, reads nothing', () => {
  assert.ok(SITE_PERMISSIONS.includes('api::privacy-policy.privacy-policy.find'));
  assert.ok(!SITE_PERMISSIONS.some((action) => action.includes('privacy-request') || action.includes('lead')));
  assert.deepEqual([...LEADS_PERMISSIONS].sort(), [
    'api::lead.lead.create',
    'api::privacy-request.privacy-request.confirm',
    'api::privacy-request.privacy-request.create',
  ]);
  assert.deepEqual([...TEST_READ_LEADS_PERMISSIONS].sort(), ['api::lead.lead.find', 'api::privacy-request.privacy-request.find']);
});

test('the seeded policy: every section the law asks for, plain Spanish, placeholders, the real cookies', () => {
  const policy = privacyPolicy({ SITE_CONTACT_EMAIL: 'hola@nexodigital.cl', SITE_BRAND_NAME: 'Nexo Digital' });
  assert.equal(policy.privacyEmail, 'privacidad@nexodigital.cl', "the contact e-mail's domain");
  assert.equal(policy.controllerName, 'Nexo Digital SpA');
  assert.match(policy.version, /^[0-9A-Za-z.-]+$/);
  const text = [policy.intro, ...policy.sections.map((s) => `${s.heading}\n${s.body}`)].join('\n');
  for (const needle of [
    /responsable/i, /finalidad|para qué/i, /medidas precontractuales/, /consentimiento/, /Ley N\.° 21\.719/,
    /alojamiento/, /correo electrónico/, /gestión de contenidos/, /\{plazo_conservacion\}/, /\{plazo_respuesta\}/,
    /Acceso/, /Rectificación/, /Supresión/, /Oposición/, /Portabilidad/, /Bloqueo/, /\/privacidad\/solicitud/,
    /Agencia de Protección de Datos Personales/, /Cookies/, /HTTPS/, /versión/i,
  ]) {
    assert.match(text, needle);
  }
  for (const placeholder of PLACEHOLDERS) assert.ok(text.includes(placeholder), placeholder);
  assert.ok(!/\{[a-z_]+\}/.test(text.replace(/\{(plazo_conservacion|plazo_respuesta|correo_privacidad|responsable)\}/g, '')), 'no unknown placeholder');

  // The cookie names as the site's code defines them.
  const bucket = fs.readFileSync(path.join(REPO, 'shared/src/releases/releases.mjs'), 'utf8').match(/RELEASE_BUCKET_COOKIE = '([^']+)'/)[1];
  const preview = fs.readFileSync(path.join(REPO, 'shell/server/preview/preview-session.ts'), 'utf8').match(/PREVIEW_COOKIE = '([^']+)'/)[1];
  const cookies = policy.sections.find((s) => s.heading === 'Cookies').body;
  assert.ok(cookies.includes(`\`${bucket}\``), bucket);
  assert.ok(cookies.includes(`\`${preview}\``), preview);
  assert.match(cookies, /no usa cookies de analítica ni de publicidad/);
});

test('retention runs daily from cron, in Chile', () => {
  assert.equal(cronTasks.privacyRetention.options.tz, 'America/Santiago');
  assert.match(cronTasks.privacyRetention.options.rule, /^\d+ \d+ \d+ \* \* \*$/);
});

test('months are calendar months; 25 months ago is past a 24-month period', () => {
  assert.equal(addMonths(new Date('2026-12-03T10:00:00Z'), -24).toISOString(), '2024-12-03T10:00:00.000Z');
  assert.equal(addMonths(new Date('2026-03-31T00:00:00Z'), -1).toISOString(), '2026-02-28T00:00:00.000Z');
  assert.equal(addMonths(new Date('2028-03-31T00:00:00Z'), -1).toISOString(), '2028-02-29T00:00:00.000Z');
});

test('npm run privacy: its commands and arguments', () => {
  assert.deepEqual(parseArgs(['exportar', 'abc']), { command: 'exportar', requestId: 'abc', file: null });
  assert.deepEqual(parseArgs(['exportar', 'abc', 'x.json']), { command: 'exportar', requestId: 'abc', file: 'x.json' });
  assert.deepEqual(parseArgs(['borrar', 'abc']), { command: 'borrar', requestId: 'abc' });
  assert.deepEqual(parseArgs(['conservar']), { command: 'conservar' });
  assert.deepEqual(parseArgs([]), { command: 'ayuda' });
  assert.throws(() => parseArgs(['borrar']));
  assert.throws(() => parseArgs(['exportar']));
  assert.throws(() => parseArgs(['conservar', 'x']));
  assert.throws(() => parseArgs(['delete', 'abc']));
});

test("outbox folders: LEADS_OUTBOX_DIRS, else the shell's default; jobs found by the person's address", (t) => {
  assert.deepEqual(outboxDirs({}), [path.join(REPO, 'shell', '.data', 'leads-outbox')]);
  assert.deepEqual(outboxDirs({ LEADS_OUTBOX_DIRS: '/a, b ,' }, { baseDir: '/srv' }), ['/a', '/srv/b']);
  assert.deepEqual(jobEmails({ payload: { email: ' Ana@X.cl ' } }), ['ana@x.cl']);
  assert.deepEqual(jobEmails({ payload: 'x' }), []);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-outbox-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.writeFileSync(path.join(dir, 'l1-lead.json'), JSON.stringify({ id: 'l1-lead', kind: 'lead', payload: { email: 'ANA@x.cl' } }));
  fs.writeFileSync(path.join(dir, 'l1-mail.json.123.tmp'), JSON.stringify({ id: 'l1-mail', kind: 'mail', payload: { email: 'ana@x.cl' } }));
  fs.writeFileSync(path.join(dir, 'l2-lead.json'), JSON.stringify({ id: 'l2-lead', kind: 'lead', payload: { email: 'otro@x.cl', message: 'ana@x.cl' } }));
  fs.writeFileSync(path.join(dir, 'roto.json'), '{');
  const found = findOutboxJobs([dir, path.join(dir, 'no-existe')], 'ana@x.cl');
  assert.deepEqual(found.jobs.map((j) => j.job.id).sort(), ['l1-lead', 'l1-mail'], 'an address inside another person\'s message is not theirs');
  assert.equal(found.unreadable, 1);
  assert.deepEqual(found.missing, [path.join(dir, 'no-existe')]);
});
