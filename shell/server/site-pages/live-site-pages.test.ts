import type { RemoteName } from '@site/shared/federation';
import { checkContentApiTarget } from '@site/shared/cms/content-api-contract';
import { publishedRemotePages } from '../../../jest/checkout-pages';
import { standIn, type StandIn } from '../test-support/test-site';
import { createLiveSitePages, type LiveSitePages } from './live-site-pages';

// The live releases' pages.json, read from a stand-in origin: /<remote>/… a plain build, and
// /<remote>/releases/<id>/… a release (whose files never change).

const published = publishedRemotePages();
const kiosks = {
  key: 'kiosks',
  path: '/servicios/kioscos',
  module: './kiosks-page',
  sitemap: 'page',
  menus: [{ group: 'servicios', title: 'Kioscos', icon: 'TouchAppOutlined', description: 'Autoatención en tienda.', order: 15 }],
};

let origin: StandIn;
/** What the origin answers for each path; a path missing answers 404. */
let files: Record<string, string>;
const reads: string[] = [];
const warnings: string[] = [];
let live: LiveSitePages;

const manifestsAt = (paths: Partial<Record<RemoteName, string>> = {}): Record<RemoteName, string> =>
  Object.fromEntries(
    (['marketing', 'content', 'catalogue', 'tools'] as const).map((remote) => [remote, `${origin.url}${paths[remote] ?? `/${remote}/`}mf-manifest.json`]),
  ) as Record<RemoteName, string>;

beforeAll(async () => {
  origin = await standIn((req, res) => {
    reads.push(req.url ?? '');
    const body = files[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
  });
});
afterAll(() => origin.close());
beforeEach(() => {
  files = Object.fromEntries(Object.entries(published).map(([remote, file]) => [`/${remote}/pages.json`, JSON.stringify(file)]));
  reads.length = 0;
  warnings.length = 0;
  live = createLiveSitePages({ timeoutMs: 1_000, revalidateMs: 60_000, logger: { warn: (message: string) => warnings.push(message) } });
});
afterEach(() => live.stop());

it('composes the site from each remote’s pages.json, read once', async () => {
  const site = await live.of(manifestsAt());
  expect(site.match('/contacto')?.page.remote).toBe('tools');
  await live.of(manifestsAt());
  expect(reads.filter((url) => url.endsWith('pages.json')).sort()).toEqual(['/catalogue/pages.json', '/content/pages.json', '/marketing/pages.json', '/tools/pages.json']);
  expect(await live.knows('tools', manifestsAt().tools)).toBe(true);
});

it('gives a canary’s visitors its new page, and the others none, with no restart', async () => {
  const release = 'a1b2c3d4e5f6';
  files[`/marketing/releases/${release}/pages.json`] = JSON.stringify({ ...published.marketing, pages: [...published.marketing.pages, kiosks] });
  const before = live.generation();
  const canary = await live.of(manifestsAt({ marketing: `/marketing/releases/${release}/` }));
  const stable = await live.of(manifestsAt());
  expect(canary.match('/servicios/kioscos')?.page.module).toBe('./kiosks-page');
  expect(canary.navigation.menus.find((menu) => menu.id === 'servicios')?.entries.map((entry) => entry.href)).toContain('/servicios/kioscos');
  expect(stable.match('/servicios/kioscos')).toBeNull();
  expect(live.generation()).toBeGreaterThan(before);
});

it('keeps a remote’s last known pages when its new release’s file cannot be read, and says so once', async () => {
  await live.of(manifestsAt());
  const missing = manifestsAt({ content: '/content/releases/0000000000aa/' });
  const site = await live.of(missing);
  await live.of(missing);
  expect(site.match('/blog')?.page.remote).toBe('content');
  expect(site.unknown).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain('no se pudieron leer las páginas de content (respuesta 404)');
  expect(await live.knows('content', missing.content)).toBe(false);
  // Not fetched again on every page while it is missing.
  expect(reads.filter((url) => url === '/content/releases/0000000000aa/pages.json')).toHaveLength(1);
});

it('knows nothing of a remote it never read, and refuses a file that fails the schema', async () => {
  files['/catalogue/pages.json'] = JSON.stringify({ ...published.catalogue, pages: [{ ...published.catalogue.pages[0], path: 'productos' }] });
  const site = await live.of(manifestsAt());
  expect(site.unknown).toEqual(['catalogue']);
  expect(warnings[0]).toMatch(/remote catalogue, productos: path: /);
});

it('reads a remote served at a plain URL again, and takes a redeploy up with no restart', async () => {
  live.stop();
  live = createLiveSitePages({ timeoutMs: 1_000, revalidateMs: 100, logger: { warn: (message: string) => warnings.push(message) } });
  expect((await live.of(manifestsAt())).match('/servicios/kioscos')).toBeNull();
  files['/marketing/pages.json'] = JSON.stringify({ ...published.marketing, pages: [...published.marketing.pages, kiosks] });
  for (let waited = 0; !(await live.of(manifestsAt())).match('/servicios/kioscos'); waited += 50) {
    if (waited > 2_000) throw new Error('el redeploy no se leyó');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

it('composes the CMS proxy’s allowlist from every live release’s pages.json, the canary’s too', async () => {
  const release = 'a1b2c3d4e5f6';
  const offers = { ...kiosks, key: 'offers', path: '/ofertas', module: './offers-page', cmsReads: [{ collection: 'ofertas', params: { populate: ['*'] } }] };
  files[`/marketing/releases/${release}/pages.json`] = JSON.stringify({ ...published.marketing, pages: [...published.marketing.pages, offers] });
  const stable = Object.entries(manifestsAt()).map(([remote, manifest]) => ({ remote: remote as RemoteName, manifest }));
  const canary = { remote: 'marketing' as const, manifest: manifestsAt({ marketing: `/marketing/releases/${release}/` }).marketing };
  const allowed = async (releases: typeof stable, target: string) => checkContentApiTarget(target, await live.cmsAllowlistOf(releases)).ok;

  expect(await allowed(stable, '/api/ofertas?populate=*')).toBe(false);
  expect(await allowed([...stable, canary], '/api/ofertas?populate=*')).toBe(true);
  // The stable releases' reads and the shell's stay with the canary's.
  expect(await allowed([...stable, canary], '/api/products?populate=*')).toBe(true);
  expect(await allowed([...stable, canary], '/api/site-setting?populate=*')).toBe(true);
  // Each pages.json read once, whatever asks: the site's routes or the proxy.
  await live.of(manifestsAt({ marketing: `/marketing/releases/${release}/` }));
  expect(reads.filter((url) => url === `/marketing/releases/${release}/pages.json`)).toHaveLength(1);
});
