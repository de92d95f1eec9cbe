import type { PublishedPage } from '@site/shared/pages';
import { unservableReads } from './cms-read-probe';
import { standIn, type StandIn } from './test-support/test-site';

// The release check's probe of a candidate's declared CMS reads, against a stand-in CMS that
// answers as Strapi does for a token without the permission (403), a content type that does not
// exist (404), a parameter it refuses (400), and a single type with nothing published (404).

const TOKEN = 'token-de-lectura';
let cms: StandIn;
const received: Array<{ url: string; authorization: string | undefined }> = [];

beforeAll(async () => {
  cms = await standIn((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms');
    received.push({ url: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
    const status =
      req.headers.authorization !== `Bearer ${TOKEN}`
        ? 401
        : url.pathname === '/api/leads'
          ? 403
          : url.pathname === '/api/ofertas-nuevas' || url.pathname === '/api/privacy-policy'
            ? 404
            : url.searchParams.get('populate') === 'inexistente'
              ? 400
              : 200;
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(status === 200 ? '{"data":[]}' : '{"data":null,"error":{}}');
  });
});
afterAll(() => cms.close());
beforeEach(() => {
  received.length = 0;
});

const page = (path: string, cmsReads: PublishedPage['cmsReads']): PublishedPage => ({ key: 'ofertas', path, module: './ofertas-page', sitemap: 'page', cmsReads });
const probe = (pages: PublishedPage[], token: string | undefined = TOKEN) => unservableReads('marketing', pages, { cmsOrigin: new URL(cms.url), token, timeoutMs: 2_000 });

it('passes reads the token serves, trying each declared parameter with the token', async () => {
  const pages = [page('/ofertas', [{ collection: 'ofertas', params: { populate: ['*'], 'filters[slug][$eq]': 'slug' } }]), page('/privacidad', [{ collection: 'privacy-policy' }])];
  expect(await probe(pages)).toEqual([]);
  expect(received.map(({ url }) => url).sort()).toEqual(['/api/ofertas', '/api/ofertas?filters%5Bslug%5D%5B%24eq%5D=muestra', '/api/ofertas?populate=*', '/api/privacy-policy']);
  expect(received.every(({ authorization }) => authorization === `Bearer ${TOKEN}`)).toBe(true);
});

it('refuses a read the token may not make (403), in Spanish, naming the remote, the page and the collection', async () => {
  expect(await probe([page('/ofertas', [{ collection: 'leads', params: { populate: ['*'] } }])])).toEqual([
    'remote marketing, /ofertas: el token de lectura del CMS (CMS_API_TOKEN) no puede leer leads (/api/leads: HTTP 403); dale permiso de lectura en el CMS (cms/src/bootstrap/api-token.js)',
  ]);
  // The collection alone answered: its parameters were not tried.
  expect(received.map(({ url }) => url)).toEqual(['/api/leads']);
});

it('refuses a collection the CMS does not have, a parameter it refuses, and every read when the token is wrong', async () => {
  expect(await probe([page('/ofertas', [{ collection: 'ofertas-nuevas' }, { collection: 'ofertas', params: { populate: ['*', 'inexistente'] } }])])).toEqual([
    'remote marketing, /ofertas: el CMS no tiene ofertas-nuevas (/api/ofertas-nuevas: HTTP 404)',
    'remote marketing, /ofertas: el CMS no acepta /api/ofertas?populate=inexistente (HTTP 400): revisa el nombre del parámetro y su valor',
  ]);
  expect(await probe([page('/ofertas', [{ collection: 'ofertas' }])], 'otro')).toEqual([
    expect.stringContaining('no puede leer ofertas (/api/ofertas: HTTP 401)'),
  ]);
});

it('refuses a read it could not try (the CMS down)', async () => {
  const lines = await unservableReads('marketing', [page('/ofertas', [{ collection: 'ofertas' }])], { cmsOrigin: new URL('http://127.0.0.1:1'), token: TOKEN, timeoutMs: 1_000 });
  expect(lines).toEqual([expect.stringMatching(/^remote marketing, \/ofertas: no se pudo probar \/api\/ofertas en el CMS/)]);
});
