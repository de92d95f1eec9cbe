'use strict';

/**
 * Editors upload through the admin panel (config/plugins.js): the images, videos and PDFs the
 * site shows are taken; a file a browser would run on the site's origin is refused, even under
 * an image's name.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { TOKEN, freePort, startCms, stopCms } = require('./helpers');

const SEED_MEDIA = path.join(__dirname, '..', 'seed-media');
const EDITOR = { email: 'editora@example.com', password: 'Editora-Segura-2026' };

test('admin uploads: site media taken, active content refused', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-upload-'));
  const cms = await startCms({
    PORT: String(await freePort()),
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    CMS_API_TOKEN: TOKEN,
    CMS_SEED: 'false',
    CMS_ADMIN: 'true',
    CMS_ADMIN_EMAIL: EDITOR.email,
    CMS_ADMIN_PASSWORD: EDITOR.password,
  });
  t.after(async () => {
    await stopCms(cms);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const login = await fetch(`${cms.base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(EDITOR),
  });
  assert.equal(login.status, 200);
  const { data } = await login.json();
  const jwt = data.token ?? data.accessToken;
  assert.ok(jwt, 'the admin login answers a token');

  const upload = (name, type, bytes) => {
    const form = new FormData();
    form.append('files', new Blob([bytes], { type }), name);
    return fetch(`${cms.base}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` }, body: form });
  };

  await t.test('a WebP image, a WebM video and a PDF are taken', async () => {
    for (const [file, type] of [
      ['blog/medicion-audiencia-privacidad.webp', 'image/webp'],
      ['casos/deportes-cumbre/video.webm', 'video/webm'],
      ['materiales/brief-lift-and-learn.pdf', 'application/pdf'],
    ]) {
      const answer = await upload(path.basename(file), type, fs.readFileSync(path.join(SEED_MEDIA, file)));
      assert.equal(answer.status, 201, `${file}: ${await answer.clone().text()}`);
    }
  });

  await t.test('an SVG and an HTML page are refused', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const html = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
    for (const [name, type, body] of [
      ['logo.svg', 'image/svg+xml', svg],
      ['pagina.html', 'text/html', html],
    ]) {
      const answer = await upload(name, type, body);
      assert.equal(answer.status >= 400 && answer.status < 500, true, `${name} answered ${answer.status}`);
    }
    const files = await fetch(`${cms.base}/upload/files`, { headers: { Authorization: `Bearer ${jwt}` } });
    const names = (await files.json()).results?.map((f) => f.name) ?? [];
    assert.deepEqual(names.filter((n) => /svg|html/.test(n)), []);
  });

  await t.test('HTML under an image name is never served as HTML', async () => {
    const answer = await upload('foto.webp', 'image/webp', '<!doctype html><script>alert(1)</script>');
    if (answer.status >= 400) return; // refused outright: better still
    const [file] = await answer.json();
    const served = await fetch(`${cms.base}${file.url}`);
    assert.equal(served.headers.get('content-type'), 'image/webp');
  });
});
