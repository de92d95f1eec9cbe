'use strict';

/**
 * Issue 40 against the real Strapi app (HTTP, as the site's server calls it) and the staff tool
 * run as staff run it (`node scripts/privacy.js`, while the CMS runs):
 * - the site's token reads the seeded policy, published, with its sections;
 * - the leads token records a rights request (201, then 200 for the same requestId), refuses a bad
 *   one (400), and confirms it once with the token's hash (200); used, expired and unknown: 404;
 *   it can read nothing; the private token fields never leave the CMS;
 * - `exportar` and `borrar` cover the CMS and an outbox folder with a real job file, refuse an
 *   unconfirmed request, and record their steps without the person's data;
 * - `conservar` deletes a lead received 25 months ago and keeps a recent one.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');

const { freePort, startCms, stopCms, get, TOKEN } = require('./helpers');

const LEADS_TOKEN = crypto.randomBytes(32).toString('hex');
const READ_TOKEN = crypto.randomBytes(32).toString('hex');
const PRIVACY_SCRIPT = path.resolve(__dirname, '..', 'scripts', 'privacy.js');
const DAY = 24 * 60 * 60 * 1000;

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex');

async function post(base, route, body, token = LEADS_TOKEN) {
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

function request(overrides = {}) {
  const token = crypto.randomBytes(32).toString('base64url');
  return {
    token,
    data: {
      requestId: crypto.randomUUID(),
      receivedAt: new Date().toISOString(),
      name: 'Ana Pérez',
      email: 'ana.perez@correo.cl',
      right: 'Supresión',
      details: 'Borren todo lo mío, por favor.',
      tokenHash: sha256(token),
      tokenExpiresAt: new Date(Date.now() + 48 * 60 * 60 * 1000).toISOString(),
      ...overrides,
    },
  };
}

function lead(overrides = {}) {
  return {
    leadId: crypto.randomUUID(),
    name: 'Ana Pérez',
    email: 'ana.perez@correo.cl',
    company: 'Retail Andino',
    service: 'Cartelería Digital',
    message: 'Queremos pantallas en 12 tiendas.',
    page: '/contacto',
    receivedAt: new Date().toISOString(),
    policyVersion: '1.0',
    marketingConsent: true,
    consentAt: new Date().toISOString(),
    ...overrides,
  };
}

async function listed(base, route) {
  const { status, body } = await get(base, `${route}?pagination[pageSize]=500`, { token: READ_TOKEN });
  assert.equal(status, 200, JSON.stringify(body));
  return body.data;
}

test('privacy: policy, rights requests, export, erase and retention against the real CMS', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-privacy-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const database = path.join(dir, 'data.db');
  const outbox = path.join(dir, 'leads-outbox');
  fs.mkdirSync(outbox);
  const cms = await startCms({
    PORT: String(await freePort()),
    DATABASE_FILENAME: database,
    CMS_API_TOKEN: TOKEN,
    CMS_LEADS_TOKEN: LEADS_TOKEN,
    CMS_TEST_READ_LEADS_TOKEN: READ_TOKEN,
    SITE_CONTACT_EMAIL: 'hola@nexodigital.cl',
  });
  t.after(() => stopCms(cms));
  const privacy = (args, env = {}) =>
    promisify(execFile)(process.execPath, [PRIVACY_SCRIPT, ...args], {
      cwd: dir,
      env: { ...process.env, DATABASE_FILENAME: database, LEADS_OUTBOX_DIRS: outbox, INIT_CWD: '', ...env },
    });

  await t.test("the site's token reads the seeded, published policy with its sections", async () => {
    const { status, body } = await get(cms.base, '/api/privacy-policy?populate=sections');
    assert.equal(status, 200, JSON.stringify(body));
    const policy = body.data;
    assert.equal(policy.title, 'Política de privacidad');
    assert.equal(policy.version, '1.0');
    assert.equal(policy.effectiveDate, '2026-12-01');
    assert.equal(policy.privacyEmail, 'privacidad@nexodigital.cl');
    assert.equal(policy.retentionMonths, 24);
    assert.equal(policy.requestDeadlineDays, 30);
    assert.ok(policy.publishedAt);
    assert.ok(policy.sections.length >= 8);
    assert.ok(policy.sections.every((s) => s.heading && s.body));
    assert.ok(policy.sections.some((s) => s.body.includes('Agencia de Protección de Datos Personales')));
    assert.equal((await get(cms.base, '/api/privacy-policy', { token: LEADS_TOKEN })).status, 403, 'the leads token reads nothing');
  });

  const first = request();
  await t.test('a request: 201 and a receipt, the same requestId again 200, nothing echoed back', async () => {
    const created = await post(cms.base, '/api/privacy-requests', { data: first.data });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body, { data: { requestId: first.data.requestId, receivedAt: first.data.receivedAt } });
    const again = await post(cms.base, '/api/privacy-requests', { data: { ...first.data, name: 'Otra' } });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual(again.body, created.body);
    const stored = (await listed(cms.base, '/api/privacy-requests')).filter((r) => r.requestId === first.data.requestId);
    assert.equal(stored.length, 1);
    assert.equal(stored[0].name, 'Ana Pérez');
    assert.equal(stored[0].status, 'Por confirmar');
    assert.equal(stored[0].tokenHash, undefined, 'private');
    assert.equal(stored[0].tokenExpiresAt, undefined, 'private');
  });

  await t.test('a bad request is refused with a ValidationError; other tokens may not create', async () => {
    for (const [what, body, field] of [
      ['an unknown right', { data: request({ right: 'Olvido' }).data }, 'right'],
      ['details of 2,001 characters', { data: request({ details: 'a'.repeat(2001) }).data }, 'details'],
      ['a token in clear', { data: request({ tokenHash: 'abc' }).data }, 'tokenHash'],
      ['a status', { data: { ...request().data, status: 'Confirmada' } }, 'status'],
      ['a key beside data', { data: request().data, extra: 1 }, 'extra'],
    ]) {
      const answer = await post(cms.base, '/api/privacy-requests', body);
      assert.equal(answer.status, 400, what);
      assert.equal(answer.body.error.name, 'ValidationError', what);
      assert.ok(answer.body.error.details.errors.some((e) => e.path.join('.') === field), what);
    }
    assert.equal((await post(cms.base, '/api/privacy-requests', { data: request().data }, TOKEN)).status, 403);
    assert.equal((await post(cms.base, '/api/privacy-requests/confirm', { data: { tokenHash: sha256('x') } }, TOKEN)).status, 403);
    assert.equal((await post(cms.base, '/api/privacy-requests', { data: request().data }, null)).status, 401);
    assert.equal((await get(cms.base, '/api/privacy-requests', { token: LEADS_TOKEN })).status, 403);
    assert.equal((await get(cms.base, '/api/privacy-requests')).status, 403);
  });

  await t.test('confirm: valid once (200, due in 30 days), then used, expired or unknown (404)', async () => {
    const before = Date.now();
    const confirmed = await post(cms.base, '/api/privacy-requests/confirm', { data: { tokenHash: sha256(first.token) } });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(confirmed.body.data.status, 'Confirmada');
    const due = Date.parse(confirmed.body.data.dueAt);
    assert.ok(due >= before + 30 * DAY - 1000 && due <= Date.now() + 30 * DAY + 1000, confirmed.body.data.dueAt);
    const [stored] = (await listed(cms.base, '/api/privacy-requests')).filter((r) => r.requestId === first.data.requestId);
    assert.equal(stored.status, 'Confirmada');
    assert.equal(stored.dueAt, confirmed.body.data.dueAt);
    assert.ok(stored.confirmedAt);

    const used = await post(cms.base, '/api/privacy-requests/confirm', { data: { tokenHash: sha256(first.token) } });
    assert.equal(used.status, 404, 'single use');
    assert.ok(used.body.error);

    const expired = request({ tokenExpiresAt: new Date(Date.now() - 1000).toISOString() });
    assert.equal((await post(cms.base, '/api/privacy-requests', { data: expired.data })).status, 201);
    assert.equal((await post(cms.base, '/api/privacy-requests/confirm', { data: { tokenHash: sha256(expired.token) } })).status, 404, 'expired');
    assert.equal((await post(cms.base, '/api/privacy-requests/confirm', { data: { tokenHash: sha256('nunca-enviado') } })).status, 404, 'unknown');
    assert.equal((await post(cms.base, '/api/privacy-requests/confirm', { data: { tokenHash: 'x' } })).status, 400, 'not a hash');

    // Two confirmations of one link at once: one wins.
    const raced = request();
    assert.equal((await post(cms.base, '/api/privacy-requests', { data: raced.data })).status, 201);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(cms.base, '/api/privacy-requests/confirm', { data: { tokenHash: sha256(raced.token) } })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 404, 404, 404]);
  });

  const unconfirmed = request({ email: 'bruno@correo.cl' });
  await t.test('export and erase refuse a request the person has not confirmed', async () => {
    assert.equal((await post(cms.base, '/api/privacy-requests', { data: unconfirmed.data })).status, 201);
    await assert.rejects(privacy(['exportar', unconfirmed.data.requestId]), (error) => {
      assert.match(error.stderr, /Por confirmar/);
      return true;
    });
    await assert.rejects(privacy(['borrar', unconfirmed.data.requestId]));
    await assert.rejects(privacy(['borrar', crypto.randomUUID()]), (error) => /No hay ninguna solicitud/.test(error.stderr));
  });

  // Ana's data: two leads (one with another capitalisation), a job in the outbox, and a second request.
  const anaLeads = [lead(), lead({ email: 'Ana.Perez@Correo.CL', marketingConsent: false })];
  const otherLead = lead({ email: 'carla@otra.cl', name: 'Carla', message: 'Escríbanle a ana.perez@correo.cl' });
  const anaJob = { id: `${crypto.randomUUID()}-lead`, kind: 'lead', payload: lead({ message: 'En la cola' }), queuedAt: new Date().toISOString() };
  const otherJob = { id: `${crypto.randomUUID()}-lead`, kind: 'lead', payload: otherLead, queuedAt: new Date().toISOString() };
  const second = request({ right: 'Acceso', email: 'ANA.PEREZ@correo.cl' });

  await t.test('exportar: one JSON file with leads, consents, requests and outbox jobs; a step without data', async () => {
    for (const data of [...anaLeads, otherLead]) assert.equal((await post(cms.base, '/api/leads', { data })).status, 201);
    assert.equal((await post(cms.base, '/api/privacy-requests', { data: second.data })).status, 201);
    fs.writeFileSync(path.join(outbox, `${anaJob.id}.json`), JSON.stringify(anaJob));
    fs.writeFileSync(path.join(outbox, `${otherJob.id}.json`), JSON.stringify(otherJob));

    const out = path.join(dir, 'ana.json');
    const { stdout } = await privacy(['exportar', first.data.requestId, out]);
    assert.match(stdout, /2 contactos, 4 solicitudes, 1 trabajo pendiente/);
    assert.ok(!stdout.includes('ana.perez') && !stdout.includes('Ana'), 'the output names nobody');
    const exported = JSON.parse(fs.readFileSync(out, 'utf8'));
    assert.equal(exported.solicitud, first.data.requestId);
    assert.deepEqual(exported.contactos.map((l) => l.id).sort(), anaLeads.map((l) => l.leadId).sort());
    const noConsent = exported.contactos.find((l) => l.id === anaLeads[1].leadId);
    assert.deepEqual(noConsent.consentimiento, { versionPolitica: '1.0', comunicacionesComerciales: false, fecha: anaLeads[1].consentAt });
    assert.equal(exported.contactos.find((l) => l.id === anaLeads[0].leadId).consentimiento.comunicacionesComerciales, true);
    // Every request of that e-mail: this one, the expired and the raced ones of the tests above, the second.
    assert.equal(exported.solicitudes.length, 4);
    assert.ok(exported.solicitudes.some((r) => r.id === second.data.requestId && r.derecho === 'Acceso'));
    assert.ok(!exported.solicitudes.some((r) => r.id === unconfirmed.data.requestId), "another person's request stays out");
    assert.deepEqual(exported.trabajosPendientes.map((j) => j.id), [anaJob.id]);
    assert.ok(!JSON.stringify(exported).includes('Carla'), "another person's data stays out");
    assert.ok(!JSON.stringify(exported).includes(first.data.tokenHash), 'no token hash');

    const [stored] = (await listed(cms.base, '/api/privacy-requests')).filter((r) => r.requestId === first.data.requestId);
    assert.equal(stored.status, 'En curso');
    const step = stored.steps.at(-1);
    assert.equal(step.paso, 'exportación');
    assert.deepEqual({ contactos: step.contactos, solicitudes: step.solicitudes, trabajosPendientes: step.trabajosPendientes }, { contactos: 2, solicitudes: 4, trabajosPendientes: 1 });
    assert.ok(!JSON.stringify(stored.steps).includes('ana'), 'steps hold no personal data');
  });

  await t.test('borrar: leads, other requests and outbox jobs gone; the request anonymised and answered', async () => {
    const { stdout } = await privacy(['borrar', first.data.requestId]);
    assert.match(stdout, /Borrado: 2 contactos, 3 solicitudes, 1 trabajo pendiente/);
    const leads = await listed(cms.base, '/api/leads');
    assert.ok(!leads.some((l) => l.email.toLowerCase() === 'ana.perez@correo.cl'), 'no lead of that e-mail');
    assert.ok(leads.some((l) => l.leadId === otherLead.leadId), "another person's lead stays");
    assert.ok(!fs.existsSync(path.join(outbox, `${anaJob.id}.json`)), 'the outbox job is gone');
    assert.ok(fs.existsSync(path.join(outbox, `${otherJob.id}.json`)), "another person's job stays");

    const requests = await listed(cms.base, '/api/privacy-requests');
    assert.ok(!requests.some((r) => r.requestId === second.data.requestId), 'the other request of that e-mail is gone');
    assert.ok(!requests.some((r) => (r.email ?? '').toLowerCase() === 'ana.perez@correo.cl'));
    const [answered] = requests.filter((r) => r.requestId === first.data.requestId);
    assert.deepEqual({ name: answered.name, email: answered.email, details: answered.details, status: answered.status }, { name: '[borrado]', email: '[borrado]', details: '[borrado]', status: 'Respondida' });
    assert.deepEqual(answered.steps.map((s) => s.paso), ['confirmación', 'exportación', 'borrado']);
    assert.deepEqual(answered.steps.at(-1), { at: answered.steps.at(-1).at, paso: 'borrado', contactos: 2, solicitudes: 3, trabajosPendientes: 1 });
    assert.ok(requests.some((r) => r.requestId === unconfirmed.data.requestId), "another person's request stays");
    await assert.rejects(privacy(['borrar', first.data.requestId]), /Respondida/, 'an answered request is not acted on again');
  });

  await t.test('conservar: a lead received 25 months ago is deleted, a recent one kept; counts only', async () => {
    const old = new Date();
    old.setUTCMonth(old.getUTCMonth() - 25);
    const oldLead = lead({ email: 'vieja@correo.cl', receivedAt: old.toISOString(), consentAt: old.toISOString() });
    const recent = lead({ email: 'reciente@correo.cl', receivedAt: new Date(Date.now() - 30 * DAY).toISOString() });
    for (const data of [oldLead, recent]) assert.equal((await post(cms.base, '/api/leads', { data })).status, 201);
    const { stdout } = await privacy(['conservar']);
    assert.match(stdout, /1 contacto borrado \(recibidos hace más de 24 meses\)/);
    assert.ok(!stdout.includes('vieja'));
    const ids = (await listed(cms.base, '/api/leads')).map((l) => l.leadId);
    assert.ok(!ids.includes(oldLead.leadId), 'the old lead is gone');
    assert.ok(ids.includes(recent.leadId), 'the recent lead stays');
  });
});
