import { REMOTE_NAMES } from '@site/shared/config/topology';
import type { PublishedPage } from '@site/shared/pages';
import { publishedRemotePages } from '../../jest/checkout-pages';
import { checkRelease } from './release-check';
import { readServerConfig } from './server-config';
import { standIn, type StandIn } from './test-support/test-site';

// The release check refuses a candidate whose pages declare a CMS read the read token cannot serve:
// a stand-in CMS answers 403 to it, as Strapi does for a collection the token has no permission on.

const TOKEN = 'token-de-lectura-de-prueba';
const RELEASE = 'a1b2c3d4e5f6';
const published = publishedRemotePages();
const offers: PublishedPage = {
  key: 'offers',
  path: '/ofertas',
  module: './cms-page',
  sitemap: 'page',
  cmsReads: [{ collection: 'ofertas', params: { populate: ['*'] } }],
};

let remotes: StandIn;
let cms: StandIn;
const cmsReads: string[] = [];

beforeAll(async () => {
  remotes = await standIn((req, res) => {
    const files: Record<string, unknown> = {
      ...Object.fromEntries(Object.entries(published).map(([remote, file]) => [`/${remote}/pages.json`, file])),
      [`/marketing/releases/${RELEASE}/pages.json`]: { ...published.marketing, pages: [...published.marketing.pages, offers] },
      // Its Node build exposes its page module: the contract holds, the renders are tried.
      [`/marketing/releases/${RELEASE}/server/mf-manifest.json`]: { exposes: [{ path: './cms-page' }] },
    };
    const body = files[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  cms = await standIn((req, res) => {
    cmsReads.push(req.url ?? '');
    const allowed = req.headers.authorization === `Bearer ${TOKEN}` && !(req.url ?? '').startsWith('/api/ofertas');
    res.writeHead(allowed ? 200 : 403, { 'Content-Type': 'application/json' }).end(allowed ? '{"data":[],"meta":{}}' : '{"data":null,"error":{"status":403}}');
  });
});
afterAll(async () => {
  await remotes.close();
  await cms.close();
});

it('refuses a release whose page declares a read the CMS’s read token cannot serve, in Spanish', async () => {
  const config = readServerConfig({
    CMS_URL: cms.url,
    CMS_API_TOKEN: TOKEN,
    LOG_LEVEL: 'silent',
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, `${remotes.url}/${name}/mf-manifest.json`])),
  });
  const result = await checkRelease({ remote: 'marketing', browserManifest: `${remotes.url}/marketing/releases/${RELEASE}/mf-manifest.json`, config, budgetMs: 3_000 });
  expect(result.ok).toBe(false);
  expect(result.problems).toContain(
    'remote marketing, /ofertas: el token de lectura del CMS (CMS_API_TOKEN) no puede leer ofertas (/api/ofertas: HTTP 403); dale permiso de lectura en el CMS (cms/src/bootstrap/api-token.js)',
  );
  // The reads the token serves are not refused (the marketing pages' own, tried the same way).
  expect(result.problems.filter((problem) => problem.includes('token de lectura'))).toHaveLength(1);
  expect(cmsReads).toContain('/api/ofertas');
}, 60_000);
