// e2e-serial: times the CMS proxy's deadlines (an answer within 1.4 s, 2.9 s).
import http from 'node:http';
import type net from 'node:net';
import { rawGet, rawRequest, startDecoy, type RawAnswer } from '../support/raw-http';
import { CMS_ORIGIN, cmsToken, e2ePorts, ports, SITE, startApp, stopApp } from '../support/servers';

// The shell's server as an outsider tries it, in raw HTTP (no client to tidy a
// hostile request up). Each case asserts the status, that nothing reached a
// server it must not reach, and that the CMS token is in no answer.

const token = cmsToken();
/** Every answer of this file, checked for the token at the end. */
const answers: RawAnswer[] = [];

async function send(port: number, request: string, waitMs?: number): Promise<RawAnswer> {
  const answer = await rawRequest(port, request, waitMs);
  answers.push(answer);
  return answer;
}

async function get(port: number, target: string, headers?: string[]): Promise<RawAnswer> {
  const answer = await rawGet(port, target, headers);
  answers.push(answer);
  return answer;
}

const header = (answer: RawAnswer, name: string): string | undefined =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(answer.text.split('\r\n\r\n')[0] ?? '')?.[1]?.trim();

afterAll(() => {
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) expect(answer.text).not.toContain(token);
});

/**
 * A content service that must only see what the allowlist lets through: the
 * shell on FAKE_CMS_SHELL forwards to it instead of Strapi. /api/articles
 * stalls after its headers, /api/cases dies in the middle of its body, and
 * every request is recorded.
 */
function startFakeCms(): Promise<{ port: number; hits: Array<{ url: string; authorization?: string }>; close: () => Promise<void> }> {
  const hits: Array<{ url: string; authorization?: string }> = [];
  const server = http.createServer((req, res) => {
    hits.push({ url: req.url ?? '', ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) });
    if (req.url?.startsWith('/api/articles')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"data":[');
      return; // never ends
    }
    if (req.url?.startsWith('/api/cases')) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5000' });
      res.write('{"data":[{"id":1');
      setTimeout(() => res.socket?.destroy(), 100);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"data":[]}');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        hits,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const FAKE_CMS_SHELL = e2ePorts.fakeCmsShell;

describe('the shell server refuses what it must not forward', () => {
  let decoy: Awaited<ReturnType<typeof startDecoy>>;
  let fakeCms: Awaited<ReturnType<typeof startFakeCms>>;

  beforeAll(async () => {
    decoy = await startDecoy();
    fakeCms = await startFakeCms();
    await startApp('shell', {
      port: FAKE_CMS_SHELL,
      key: 'shell-fake-cms',
      cmsOrigin: `http://127.0.0.1:${fakeCms.port}`,
      env: { CMS_PROXY_DEADLINE_MS: '1500', CMS_PROXY_MAX_PENDING: '2' },
    });
  });
  afterAll(async () => {
    await stopApp('shell', { port: FAKE_CMS_SHELL, key: 'shell-fake-cms' });
    await decoy.close();
    await fakeCms.close();
  });
  afterEach(() => {
    expect(decoy.hits).toEqual([]);
  });

  it('forwards an allowed call to the configured CMS only, with the token (the control case)', async () => {
    const before = fakeCms.hits.length;
    const answer = await get(FAKE_CMS_SHELL, '/api/categories');
    expect(answer.status).toBe(200);
    expect(fakeCms.hits.slice(before)).toEqual([{ url: '/api/categories', authorization: `Bearer ${token}` }]);
  });

  const refused: Array<[string, (decoyPort: number) => string, number]> = [
    ['an absolute-form target to another host', (d) => `GET http://127.0.0.1:${d}/api/articles HTTP/1.1\r\nHost: 127.0.0.1:${d}\r\nConnection: close\r\n\r\n`, 400],
    ['an absolute-form target to the CMS itself', () => `GET ${CMS_ORIGIN}/api/articles HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 400],
    ['an absolute-form target naming the site', () => `GET ${SITE}/api/articles HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 400],
    ['an asterisk-form target', () => 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['dot segments after /api', () => 'GET /api/../admin/init HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['encoded dot segments after /api', () => 'GET /api/%2e%2e/admin/init HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['an encoded slash in a collection name', () => 'GET /api/articles%2F..%2F..%2Fadmin HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['dot segments after /uploads', () => 'GET /uploads/../config/server.js HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['drafts asked for by query', () => 'GET /api/articles?status=draft HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['a known parameter with another value', () => 'GET /api/articles?populate=author HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['an id filter that is not a number', () => 'GET /api/cases?filters[id][$eq]=1%20or%201 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['the media library', () => 'GET /api/upload/files HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 404],
    ['the users of the admin', () => 'GET /api/users HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 404],
    ['a collection the site does not read', () => 'GET /api/leads HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 404],
    ['a write to a collection', () => 'POST /api/articles HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}', 405],
    ['a delete of an entry', () => 'DELETE /api/articles/abcdefghijklmnopqrstuvwx HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 405],
    ['a malformed Host header', () => 'GET /api/categories HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n', 400],
    ['a Host header with an impossible port', () => 'GET /api/categories HTTP/1.1\r\nHost: localhost:99999999\r\nConnection: close\r\n\r\n', 400],
    ['no Host header', () => 'GET /api/categories HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['invalid percent-encoding in the path', () => 'GET /blog%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['invalid percent-encoding in the query', () => 'GET /api/articles?populate=%zz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['an overlong target', () => `GET /api/articles?${'a'.repeat(3000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 414],
    ['headers over the parser limit', () => `GET /api/articles?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 431],
    ['a CONNECT tunnel', (d) => `CONNECT 127.0.0.1:${d} HTTP/1.1\r\nHost: 127.0.0.1:${d}\r\n\r\n`, 405],
    ['a request line that is not HTTP', () => 'HELLO\r\n\r\n', 400],
  ];

  it.each(refused.map(([name, request, status]) => ({ name, request, status })))(
    '$name: answers $status, reaches nothing',
    async ({ request, status }) => {
      const before = fakeCms.hits.length;
      const answer = await send(FAKE_CMS_SHELL, request(decoy.port));
      expect(answer.status).toBe(status);
      expect(answer.closed).toBe(true);
      expect(fakeCms.hits.length).toBe(before);
      // Short answers in Spanish, never Express's page with a stack and paths.
      expect(answer.text).not.toMatch(/ at |\/work\/|node_modules|Error:/);
    },
  );

  it('ends the response within the deadline when the CMS stalls after its headers', async () => {
    const answer = await get(FAKE_CMS_SHELL, '/api/articles');
    expect(answer.status).toBe(200);
    expect(answer.closed).toBe(true);
    expect(answer.elapsedMs).toBeLessThan(2900);
  });

  it('ends the response at once when the CMS dies in the middle of a body', async () => {
    const answer = await get(FAKE_CMS_SHELL, '/api/cases');
    expect(answer.status).toBe(200);
    expect(answer.closed).toBe(true);
    expect(answer.elapsedMs).toBeLessThan(1400);
  });

  it('answers 503 with Retry-After once the queue to the CMS is full', async () => {
    const stalled = [get(FAKE_CMS_SHELL, '/api/articles'), get(FAKE_CMS_SHELL, '/api/articles')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refusedAnswer = await get(FAKE_CMS_SHELL, '/api/categories');
    expect(refusedAnswer.status).toBe(503);
    expect(header(refusedAnswer, 'Retry-After')).toBe('2');
    await Promise.all(stalled);
    // Once they end, the queue is free again.
    expect((await get(FAKE_CMS_SHELL, '/api/categories')).status).toBe(200);
  });
});

describe('the shell server answers hostile and old-fashioned requests without breaking', () => {
  it('serves HTTP/1.0 and closes the connection', async () => {
    const answer = await send(ports.shell, 'GET /api/categories HTTP/1.0\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(200);
    expect(answer.closed).toBe(true);
    expect(answer.text).toContain('"data":[');
  });

  it('answers pipelined requests in order', async () => {
    const answer = await send(
      ports.shell,
      'GET /env.js HTTP/1.1\r\nHost: localhost\r\n\r\nGET /api/categories HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.text.match(/HTTP\/1\.1 200 OK\r\n/g)).toHaveLength(2);
    expect(answer.text.indexOf('__SITE_ENV__')).toBeLessThan(answer.text.indexOf('"data":['));
  });

  it('never compresses a byte range (a text asset of the shell and of a remote)', async () => {
    const html = await (await fetch(`${SITE}/`)).text();
    const script = /"(\/assets\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const [port, target] of [[ports.shell, script ?? ''], [ports.marketing, '/remoteEntry.js']] as const) {
      const answer = await get(port, target, ['Host: localhost', 'Range: bytes=0-99', 'Accept-Encoding: gzip']);
      expect([target, answer.status]).toEqual([target, 206]);
      expect(header(answer, 'Content-Encoding')).toBeUndefined();
      expect(header(answer, 'Content-Range')).toMatch(/^bytes 0-99\/\d+$/);
      expect(answer.text.split('\r\n\r\n')[1]).toHaveLength(100);
    }
  });

  it('still compresses whole text answers', async () => {
    const html = await (await fetch(`${SITE}/`)).text();
    const script = /"(\/assets\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1] ?? '';
    const answer = await get(ports.shell, script, ['Host: localhost', 'Accept-Encoding: gzip']);
    expect(header(answer, 'Content-Encoding')).toBe('gzip');
  });
});

describe('security headers', () => {
  it('come with every answer of the shell: page, asset, API, refusal', async () => {
    const html = await (await fetch(`${SITE}/`)).text();
    const script = /"(\/assets\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1] ?? '';
    for (const target of ['/', '/blog', script, '/api/categories', '/api/upload/files', '/no-existe.txt']) {
      const answer = await get(ports.shell, target, ['Host: localhost']);
      const csp = header(answer, 'Content-Security-Policy') ?? '';
      expect([target, csp]).toEqual([target, expect.stringContaining("frame-ancestors 'none'")]);
      expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain(`connect-src 'self' http://localhost:${ports.marketing}`);
      expect(header(answer, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(header(answer, 'X-Content-Type-Options')).toBe('nosniff');
      expect(header(answer, 'Permissions-Policy')).toContain('camera=()');
      expect(header(answer, 'X-Powered-By')).toBeUndefined();
    }
  });

  it('give every page a fresh nonce that its scripts carry', async () => {
    const first = await get(ports.shell, '/contacto', ['Host: localhost']);
    const second = await get(ports.shell, '/contacto', ['Host: localhost']);
    const nonceOf = (answer: RawAnswer) => /'nonce-([^']+)'/.exec(header(answer, 'Content-Security-Policy') ?? '')?.[1];
    expect(nonceOf(first)).toBeDefined();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    // Every script the browser runs (JSON-LD data is not run, and not subject to the policy): the
    // inline one, which starts the shell's files after the first paint, under the nonce too.
    const scripts = (first.text.match(/<script[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThanOrEqual(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceOf(first)}"`);
    // The shell's files and the page's remote files are added by that script, under its own nonce
    // (script-loader.ts): nothing in <head> fetches a script before the first screen is shown.
    expect(first.text.split('</head>')[0]).not.toMatch(/<link[^>]*as="script"/);
    expect(first.text).toMatch(/document\.currentScript&&document\.currentScript\.nonce\);<\/script>/);
  });
});
