import { createRemotePreloads } from './remote-preloads';

// The remotes' browser manifests, answered by a stand-in for fetch(): no socket is under test here.
const MANIFEST = {
  exposes: [{ path: './BlogPage', assets: { js: { sync: ['chunks/blog.js', 42] }, css: { sync: ['styles/blog.css'] } } }],
};

let asked: string[] = [];
let answer: () => Response = () => Response.json(MANIFEST);
beforeEach(() => {
  asked = [];
  answer = () => Response.json(MANIFEST);
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    asked.push(String(url));
    return answer();
  });
});
afterEach(() => jest.restoreAllMocks());

const manifestOf = (release: number) => `https://remotos.example/contenido/${release}/mf-manifest.json`;

it("names the remote's entry and the page module's own chunks, read from its manifest", async () => {
  const preloads = createRemotePreloads({ timeoutMs: 1_000, maxAgeMs: 60_000, fetchUrl: (url) => url.replace('https://remotos.example', 'http://interno') });
  expect(await preloads.forPage(manifestOf(1), 'BlogPage')).toEqual([
    { href: 'https://remotos.example/contenido/1/remoteEntry.js', as: 'script' },
    { href: 'https://remotos.example/contenido/1/chunks/blog.js', as: 'script' },
    { href: 'https://remotos.example/contenido/1/styles/blog.css', as: 'style' },
  ]);
  expect(asked).toEqual(['http://interno/contenido/1/mf-manifest.json']);
  expect(await preloads.forPage(manifestOf(1), './OtraPagina')).toEqual([{ href: 'https://remotos.example/contenido/1/remoteEntry.js', as: 'script' }]);
});

it('names just the entry when the manifest cannot be read, and does not ask again while it is kept', async () => {
  answer = () => new Response('no', { status: 503 });
  const preloads = createRemotePreloads({ timeoutMs: 1_000, maxAgeMs: 60_000 });
  const pages = await Promise.all([preloads.forPage(manifestOf(1), 'BlogPage'), preloads.forPage(manifestOf(1), 'BlogPage')]);
  expect(pages).toEqual([[{ href: 'https://remotos.example/contenido/1/remoteEntry.js', as: 'script' }], [{ href: 'https://remotos.example/contenido/1/remoteEntry.js', as: 'script' }]]);
  await preloads.forPage(manifestOf(1), 'BlogPage');
  expect(asked).toHaveLength(1);
});

it('keeps a manifest for maxAgeMs, then reads it again', async () => {
  const preloads = createRemotePreloads({ timeoutMs: 1_000, maxAgeMs: 20 });
  await preloads.forPage(manifestOf(1), 'BlogPage');
  await preloads.forPage(manifestOf(1), 'BlogPage');
  expect(asked).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 40));
  await preloads.forPage(manifestOf(1), 'BlogPage');
  expect(asked).toHaveLength(2);
});

it('keeps 64 manifests at most, the least recently used going first', async () => {
  const preloads = createRemotePreloads({ timeoutMs: 1_000, maxAgeMs: 60_000 });
  for (let release = 1; release <= 64; release += 1) await preloads.forPage(manifestOf(release), 'BlogPage');
  await preloads.forPage(manifestOf(1), 'BlogPage');
  await preloads.forPage(manifestOf(65), 'BlogPage');
  expect(asked).toHaveLength(65);
  await preloads.forPage(manifestOf(1), 'BlogPage');
  expect(asked).toHaveLength(65);
  await preloads.forPage(manifestOf(2), 'BlogPage');
  expect(asked).toHaveLength(66);
});
