'use strict';

/**
 * Leads of the contact form (issue 12), against the real Strapi app: the write-only token
 * stores a lead and can read nothing; the site's read token cannot touch leads; a lead sent
 * again (same leadId, even at the same instant) is stored once; a body the store does not
 * expect is refused with 400; the test-only token reads leads only while it is configured;
 * `leads:export` writes the CSV the sales staff open, while the CMS runs.
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
const READ_LEADS_TOKEN = crypto.randomBytes(32).toString('hex');
const EXPORT_SCRIPT = path.resolve(__dirname, '..', 'scripts', 'export-leads.js');

function lead(overrides = {}) {
  return {
    leadId: crypto.randomUUID(),
    name: 'Ana Pérez',
    email: 'ana.perez@retail-andino.cl',
    company: 'Retail Andino',
    service: 'Cartelería Digital',
    message: 'Queremos pantallas en 12 tiendas.',
    page: '/contacto',
    receivedAt: '2026-05-12T14:03:00.000Z',
    policyVersion: '1.0',
    marketingConsent: false,
    consentAt: '2026-05-12T14:02:59.000Z',
    ...overrides,
  };
}

async function postLead(base, body, token = LEADS_TOKEN) {
  const res = await fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function storedLeads(base) {
  const { status, body } = await get(base, '/api/leads', { token: READ_LEADS_TOKEN });
  assert.equal(status, 200, JSON.stringify(body));
  return body.data;
}

test('leads: stored once with the write-only token, read by nobody else', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-leads-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const database = path.join(dir, 'data.db');
  const env = {
    DATABASE_FILENAME: database,
    CMS_API_TOKEN: TOKEN,
    CMS_LEADS_TOKEN: LEADS_TOKEN,
    CMS_TEST_READ_LEADS_TOKEN: READ_LEADS_TOKEN,
  };

  let cms = await startCms({ ...env, PORT: String(await freePort()) });
  try {
    const first = lead({ name: '  Ana Pérez  ' });

    await t.test('the leads token creates a lead: 201 and a receipt, every field stored (trimmed)', async () => {
      const { status, body } = await postLead(cms.base, { data: first });
      assert.equal(status, 201, JSON.stringify(body));
      assert.equal(body.data.leadId, first.leadId);
      assert.equal(body.meta.created, true);
      assert.ok(body.data.documentId);
      assert.equal(body.data.email, undefined, 'the receipt does not echo the lead back');

      const [stored] = (await storedLeads(cms.base)).filter((l) => l.leadId === first.leadId);
      assert.deepEqual(
        { ...stored, id: undefined, documentId: undefined, createdAt: undefined, updatedAt: undefined, publishedAt: undefined },
        { ...first, name: 'Ana Pérez', id: undefined, documentId: undefined, createdAt: undefined, updatedAt: undefined, publishedAt: undefined },
      );
    });

    await t.test('a lead with and without marketing consent keeps the policy version, the consent and its date', async () => {
      const withConsent = lead({ marketingConsent: true, policyVersion: '2.1-b', consentAt: '2026-12-02T10:00:00-03:00' });
      const without = lead({ marketingConsent: false });
      assert.equal((await postLead(cms.base, { data: withConsent })).status, 201);
      assert.equal((await postLead(cms.base, { data: without })).status, 201);
      const stored = await storedLeads(cms.base);
      const yes = stored.find((l) => l.leadId === withConsent.leadId);
      const no = stored.find((l) => l.leadId === without.leadId);
      assert.deepEqual(
        { policyVersion: yes.policyVersion, marketingConsent: yes.marketingConsent, consentAt: yes.consentAt },
        { policyVersion: '2.1-b', marketingConsent: true, consentAt: '2026-12-02T13:00:00.000Z' },
      );
      assert.deepEqual(
        { policyVersion: no.policyVersion, marketingConsent: no.marketingConsent, consentAt: no.consentAt },
        { policyVersion: '1.0', marketingConsent: false, consentAt: without.consentAt },
      );
    });

    await t.test('the same leadId again creates nothing and answers 200 with the same entry', async () => {
      const { status, body } = await postLead(cms.base, { data: first });
      assert.equal(status, 200, JSON.stringify(body));
      assert.equal(body.meta.created, false);
      assert.equal(body.data.leadId, first.leadId);
      assert.equal((await storedLeads(cms.base)).filter((l) => l.leadId === first.leadId).length, 1);
    });

    await t.test('six deliveries of one new lead at the same instant store it once', async () => {
      const again = lead();
      const answers = await Promise.all(Array.from({ length: 6 }, () => postLead(cms.base, { data: again })));
      assert.deepEqual(answers.map((a) => a.status).sort(), [200, 200, 200, 200, 200, 201]);
      assert.equal(new Set(answers.map((a) => a.body.data.documentId)).size, 1);
      assert.equal((await storedLeads(cms.base)).filter((l) => l.leadId === again.leadId).length, 1);
    });

    await t.test('without receivedAt the CMS dates the lead itself', async () => {
      const before = Date.now();
      const undated = lead({ receivedAt: undefined });
      assert.equal((await postLead(cms.base, { data: undated })).status, 201);
      const [stored] = (await storedLeads(cms.base)).filter((l) => l.leadId === undated.leadId);
      assert.ok(Date.parse(stored.receivedAt) >= before - 1000 && Date.parse(stored.receivedAt) <= Date.now() + 1000);
    });

    await t.test('a body the store does not expect is refused with 400 and stores nothing', async () => {
      const count = (await storedLeads(cms.base)).length;
      const refused = {
        'an unknown field': [{ data: { ...lead(), phone: '+56 9 1234 5678' } }, 'phone'],
        'an unknown top-level key': [{ data: lead(), extra: true }, 'extra'],
        'a name of 201 characters': [{ data: lead({ name: 'a'.repeat(201) }) }, 'name'],
        'a company of 201 characters': [{ data: lead({ company: 'a'.repeat(201) }) }, 'company'],
        'an e-mail of 255 characters': [{ data: lead({ email: `${'a'.repeat(244)}@empresa.cl` }) }, 'email'],
        'a message of 5,001 characters': [{ data: lead({ message: 'a'.repeat(5001) }) }, 'message'],
        'a page of 501 characters': [{ data: lead({ page: `/${'a'.repeat(500)}` }) }, 'page'],
        'a service not offered': [{ data: lead({ service: 'Hosting' }) }, 'service'],
        'a blank required field': [{ data: lead({ company: '   ' }) }, 'company'],
        'a missing required field': [{ data: lead({ message: undefined }) }, 'message'],
        'a number for a text': [{ data: lead({ name: 42 }) }, 'name'],
        'a leadId that is not a UUID': [{ data: lead({ leadId: 'lead-1' }) }, 'leadId'],
        'an invalid date': [{ data: lead({ receivedAt: 'ayer' }) }, 'receivedAt'],
        'no policy version': [{ data: lead({ policyVersion: undefined }) }, 'policyVersion'],
        'a policy version of 21 characters': [{ data: lead({ policyVersion: '1'.repeat(21) }) }, 'policyVersion'],
        'a policy version with spaces': [{ data: lead({ policyVersion: 'versión 1' }) }, 'policyVersion'],
        'no marketing consent': [{ data: lead({ marketingConsent: undefined }) }, 'marketingConsent'],
        'a marketing consent as text': [{ data: lead({ marketingConsent: 'on' }) }, 'marketingConsent'],
        'no consent date': [{ data: lead({ consentAt: undefined }) }, 'consentAt'],
        'an invalid consent date': [{ data: lead({ consentAt: '12/05/2026' }) }, 'consentAt'],
        'no data': [{ name: 'Ana' }, null],
      };
      for (const [what, [body, field]] of Object.entries(refused)) {
        const answer = await postLead(cms.base, body);
        assert.equal(answer.status, 400, `${what}: ${JSON.stringify(answer.body)}`);
        assert.equal(answer.body.error.name, 'ValidationError', what);
        if (field) {
          const paths = answer.body.error.details.errors.map((e) => e.path.join('.'));
          assert.ok(paths.includes(field), `${what}: errors on ${paths.join(', ')}`);
        }
      }
      // The limits themselves are allowed.
      const longest = lead({ name: 'a'.repeat(200), company: 'b'.repeat(200), message: 'c'.repeat(5000), page: `/${'d'.repeat(499)}`, email: `${'e'.repeat(243)}@empresa.cl` });
      assert.equal((await postLead(cms.base, { data: longest })).status, 201);
      assert.equal((await storedLeads(cms.base)).length, count + 1);
    });

    await t.test('the leads token can read nothing: not leads, not the site collections, not the media library', async () => {
      for (const route of ['/api/leads', '/api/articles', '/api/products', '/api/categories', '/api/upload/files']) {
        const { status } = await get(cms.base, route, { token: LEADS_TOKEN });
        assert.equal(status, 403, route);
      }
      const stored = await storedLeads(cms.base);
      const { status } = await get(cms.base, `/api/leads/${stored[0].documentId}`, { token: LEADS_TOKEN });
      assert.ok(status === 403 || status === 404 || status === 405, `findOne answered ${status}`);
    });

    await t.test("the site's read token can neither read nor create leads", async () => {
      assert.equal((await get(cms.base, '/api/leads')).status, 403);
      assert.equal((await postLead(cms.base, { data: lead() }, TOKEN)).status, 403);
      assert.equal((await get(cms.base, '/api/articles')).status, 200, 'it still reads the site');
    });

    await t.test('the test-only token lists leads and nothing else', async () => {
      assert.equal((await postLead(cms.base, { data: lead() }, READ_LEADS_TOKEN)).status, 403);
      assert.equal((await get(cms.base, '/api/articles', { token: READ_LEADS_TOKEN })).status, 403);
    });

    await t.test('without a token: 401', async () => {
      assert.equal((await postLead(cms.base, { data: lead() }, null)).status, 401);
      assert.equal((await postLead(cms.base, { data: lead() }, 'x'.repeat(64))).status, 401);
    });

    await t.test('leads:export writes every lead as CSV while the CMS runs', async () => {
      // Oldest first whatever the order of arrival; quotes, separators, line breaks and
      // formula-looking cells from visitors.
      const tricky = [
        lead({ receivedAt: '2026-01-02T15:04:00.000Z', name: '=HYPERLINK("http://malo.example","clic")', company: 'Pérez, Soto & Cía.', message: 'Línea uno\nLínea "dos"', service: 'Cotización de Productos', page: '/productos?x=1' }),
        lead({ receivedAt: '2025-12-31T23:59:00.000Z', name: '+56 9 1234 5678', company: '@empresa', message: '-10 % de descuento', service: 'Asistente IA', page: undefined }),
      ];
      for (const data of tricky) assert.equal((await postLead(cms.base, { data })).status, 201);

      const out = path.join(dir, 'contactos.csv');
      const { stdout } = await promisify(execFile)(process.execPath, [EXPORT_SCRIPT, out], {
        cwd: dir,
        env: { ...process.env, DATABASE_FILENAME: database, LEADS_TIME_ZONE: 'America/Santiago', INIT_CWD: '' },
      });
      const all = await storedLeads(cms.base);
      assert.match(stdout, new RegExp(`${all.length} contactos exportados a ${out.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

      const csv = fs.readFileSync(out, 'utf8');
      assert.ok(csv.startsWith('\uFEFFFecha,Nombre,Email,Empresa,Servicio,Mensaje,Página,Id\r\n'), csv.slice(0, 80));
      assert.ok(csv.endsWith('\r\n'));
      const rows = csv.slice(1).split('\r\n').slice(1, -1);
      assert.equal(rows.length, all.length);
      assert.equal(
        rows[0],
        `2025-12-31 20:59,'+56 9 1234 5678,${tricky[1].email},'@empresa,Asistente IA,'-10 % de descuento,,${tricky[1].leadId}`,
      );
      assert.equal(
        rows[1],
        `2026-01-02 12:04,"'=HYPERLINK(""http://malo.example"",""clic"")",${tricky[0].email},"Pérez, Soto & Cía.",Cotización de Productos,"Línea uno\nLínea ""dos""",/productos?x=1,${tricky[0].leadId}`,
      );
      const dates = rows.map((row) => row.slice(0, 16));
      assert.deepEqual(dates, [...dates].sort(), 'ordered by receivedAt');

      // Without an argument: leads-<date>.csv in the directory it was run from.
      await promisify(execFile)(process.execPath, [EXPORT_SCRIPT], {
        cwd: dir,
        env: { ...process.env, DATABASE_FILENAME: database, INIT_CWD: '' },
      });
      assert.ok(fs.readdirSync(dir).some((name) => /^leads-\d{4}-\d{2}-\d{2}\.csv$/.test(name)), fs.readdirSync(dir).join(', '));
    });
  } finally {
    await stopCms(cms);
  }

  // Restarted without the leads and test tokens: both are revoked; the site's token still works.
  cms = await startCms({ ...env, PORT: String(await freePort()), CMS_LEADS_TOKEN: '', CMS_TEST_READ_LEADS_TOKEN: '' });
  try {
    await t.test('unset, the test-only and leads tokens no longer exist (401)', async () => {
      assert.equal((await get(cms.base, '/api/leads', { token: READ_LEADS_TOKEN })).status, 401);
      assert.equal((await postLead(cms.base, { data: lead() })).status, 401);
      assert.equal((await get(cms.base, '/api/articles')).status, 200);
    });
  } finally {
    await stopCms(cms);
  }
});
