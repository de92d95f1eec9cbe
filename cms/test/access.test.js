'use strict';

/**
 * What the site's token and an outsider can do with the content service (issue: harden the
 * server): the token reads the site's collections only, published entries only whatever the
 * query says; the admin API is off unless CMS_ADMIN=true, and even then the public
 * first-admin registration is closed: the first account comes from the environment.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { get, freePort, startCms, stopCms, TOKEN } = require('./helpers');

const ADMIN = { email: 'editora@example.com', password: 'Clave-de-prueba-2026' };

async function post(base, pathname, body, headers = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: res.headers.get('content-type')?.includes('json') ? await res.json() : null };
}

test('the content service exposes only what the site reads', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-access-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const database = path.join(dir, 'data.db');

  let cms = await startCms({ PORT: String(await freePort()), DATABASE_FILENAME: database, CMS_API_TOKEN: TOKEN, CMS_LOG_LEVEL: 'http' });
  try {
    await t.test('logs each request with the id the site sent, returned in X-Request-Id, and no query', async () => {
      const id = 'prueba-solicitud-0042';
      const res = await fetch(`${cms.base}/api/articles?filters[email][$eq]=ana@empresa.cl`, {
        headers: { Authorization: `Bearer ${TOKEN}`, 'X-Request-Id': id },
      });
      assert.equal(res.headers.get('x-request-id'), id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.match(cms.output(), new RegExp(`GET /api/articles \\(\\d+ ms\\) \\d{3} id=${id}`));
      assert.ok(!cms.output().includes('ana@empresa.cl'));
    });

    await t.test('the token cannot list the media library, users or any other route', async () => {
      for (const route of ['/api/upload/files', '/api/upload/files/1', '/api/users', '/api/i18n/locales', '/api/content-type-builder/content-types']) {
        const { status } = await get(cms.base, route);
        assert.ok(status === 403 || status === 404, `${route} answered ${status}`);
      }
    });

    await t.test('without CMS_ADMIN the admin API answers 404, registration included', async () => {
      assert.equal((await get(cms.base, '/admin/init', { token: null })).status, 404);
      const register = await post(cms.base, '/admin/register-admin', { ...ADMIN, firstname: 'Intrusa' });
      assert.equal(register.status, 404);
    });
  } finally {
    await stopCms(cms);
  }

  cms = await startCms({
    PORT: String(await freePort()),
    DATABASE_FILENAME: database,
    CMS_API_TOKEN: TOKEN,
    CMS_ADMIN: 'true',
    CMS_ADMIN_EMAIL: ADMIN.email,
    CMS_ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    await t.test('with CMS_ADMIN the public registration stays closed', async () => {
      const register = await post(cms.base, '/admin/register-admin', {
        email: 'intrusa@example.com',
        password: 'Otra-clave-2026',
        firstname: 'Intrusa',
      });
      assert.equal(register.status, 404);
    });

    const login = await post(cms.base, '/admin/login', ADMIN);
    await t.test('the first admin comes from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD', () => {
      assert.equal(login.status, 200, JSON.stringify(login.body));
    });
    const jwt = login.body?.data?.token;

    await t.test('drafts never reach the site, whatever the query says', async () => {
      const draft = await post(
        cms.base,
        '/content-manager/collection-types/api::article.article',
        { title: 'Borrador interno', slug: 'borrador-interno', content: '# Borrador', featured: false },
        { Authorization: `Bearer ${jwt}` },
      );
      assert.equal(draft.status, 201, JSON.stringify(draft.body));
      const documentId = draft.body.data.documentId;

      for (const query of ['', '?status=draft', '?status=published', '?filters[slug][$eq]=borrador-interno&status=draft']) {
        const { status, body } = await get(cms.base, `/api/articles${query}`);
        assert.equal(status, 200, query);
        assert.ok(body.data.length > 0 || query.includes('slug'), `${query} lists published articles`);
        assert.ok(!body.data.some((article) => article.slug === 'borrador-interno'), `${query} leaks the draft`);
        assert.ok(body.data.every((article) => article.publishedAt), `${query} lists unpublished rows`);
      }
      for (const query of ['', '?status=draft']) {
        assert.equal((await get(cms.base, `/api/articles/${documentId}${query}`)).status, 404, query);
      }
    });
  } finally {
    await stopCms(cms);
  }
});
