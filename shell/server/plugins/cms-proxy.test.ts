import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { cmsAllowlistOf } from '@site/shared/cms/content-api-contract';
import type { CmsRead, PublishedPage } from '@site/shared/pages';
import { UPLOAD_CACHE_CONTROL } from '../cms-proxy';
import { composeCmsAllowlist } from '../site-pages/cms-allowlist';
import { answerError } from '../error-responses';
import { allowedMethodsPlugin, collectRouteMethods } from './allowed-methods';
import { cmsProxyPlugin, type CmsProxyOptions } from './cms-proxy';
import { requestIdOf } from './observability';

// The proxy through `inject`, against a stand-in CMS on a local port: the connections to it are
// what the proxy manages (kept alive, retried, aborted, cut at the deadline).

const TOKEN = 'token-de-prueba';
/** The reads the live releases declare here (their composition: cms-allowlist.test.ts, and below). */
const READS: CmsRead[] = [
  { collection: 'products', params: { populate: ['*'] } },
  {
    collection: 'articles',
    params: { populate: ['*'], 'populate[cover]': ['true'], 'pagination[pageSize]': 'page-size', 'filters[categories][name][$eq]': 'text' },
  },
  { collection: 'categories' },
  { collection: 'cases' },
];
const ALLOWLIST = cmsAllowlistOf(READS);

/** A request as the stand-in CMS received it, with the number of the connection it came on. */
interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  connection: number;
  /** Whether the proxy closed it before the CMS had answered. */
  closedEarly: boolean;
}

interface FakeCms {
  origin: URL;
  received: Received[];
  /** How it answers; by default one product list as JSON. */
  answer: (req: http.IncomingMessage, res: http.ServerResponse, received: Received) => void;
  /** Resolves once a request has reached it. */
  nextRequest(): Promise<Received>;
  close(): Promise<void>;
}

const listProducts = (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ data: [{ slug: 'totem-interactivo' }] }));
};

async function fakeCms(): Promise<FakeCms> {
  let connections = 0;
  const numbers = new WeakMap<object, number>();
  let waiting: Array<(received: Received) => void> = [];
  const server = http.createServer((req, res) => {
    const received: Received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, connection: numbers.get(req.socket) ?? 0, closedEarly: false };
    res.on('close', () => {
      if (!res.writableFinished) received.closedEarly = true;
    });
    cms.received.push(received);
    for (const resolve of waiting) resolve(received);
    waiting = [];
    cms.answer(req, res, received);
  });
  server.on('connection', (socket) => {
    connections += 1;
    numbers.set(socket, connections);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cms: FakeCms = {
    origin: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    received: [],
    answer: listProducts,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return cms;
}

/** The proxy as the app registers it, with another plugin's static route under /api beside it. */
async function proxyApp(cmsOrigin: URL, options: Partial<CmsProxyOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ genReqId: (req) => requestIdOf(req.headers) });
  collectRouteMethods(app);
  app.setErrorHandler(answerError);
  app.post('/api/contact', (_request, reply) => reply.code(202).send({ recibido: true }));
  await app.register(cmsProxyPlugin, { cmsOrigin, token: TOKEN, deadlineMs: 2_000, maxSockets: 4, maxPending: 10, allowlist: async () => ALLOWLIST, ...options });
  await app.register(allowedMethodsPlugin);
  return app;
}

let cms: FakeCms;
let app: FastifyInstance;

beforeEach(async () => {
  cms = await fakeCms();
  app = await proxyApp(cms.origin);
});
afterEach(async () => {
  await app.close();
  await cms.close();
});

const get = (url: string, options: Omit<InjectOptions, 'url'> = {}) => app.inject({ method: 'GET', url, ...options });

describe('what it forwards', () => {
  it('forwards an allowed read and keeps the connection to the CMS for the next one', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await get('/api/products');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: [{ slug: 'totem-interactivo' }] });
      await connectionFreed();
    }
    expect(cms.received.map((request) => request.connection)).toEqual([1, 1]);
  });

  it('asks the configured CMS for the checked path and the re-encoded query, never the request’s target', async () => {
    await get('/api/articles?populate[cover]=true&pagination%5BpageSize%5D=6&filters[categories][name][$eq]=Retail%20y%20m%C3%A1s');
    await get('/uploads/foto_abc123.jpg');
    expect(cms.received.map((request) => [request.url, request.headers.host])).toEqual([
      ['/api/articles?populate%5Bcover%5D=true&pagination%5BpageSize%5D=6&filters%5Bcategories%5D%5Bname%5D%5B%24eq%5D=Retail+y+m%C3%A1s', cms.origin.host],
      ['/uploads/foto_abc123.jpg', cms.origin.host],
    ]);
  });

  it('forwards only the listed request headers: the token with API reads only, Range with files only, and the request id', async () => {
    const visitor = {
      accept: 'application/json',
      'accept-language': 'es-CL',
      'if-none-match': '"v1"',
      'if-modified-since': 'Tue, 01 Dec 2026 10:00:00 GMT',
      range: 'bytes=0-99',
      cookie: 'sesion=secreta',
      authorization: 'Bearer del-visitante',
      'x-forwarded-for': '203.0.113.9',
      'accept-encoding': 'gzip',
      'x-request-id': 'visita-000000001',
    };
    await get('/api/products', { headers: visitor });
    await get('/uploads/foto_abc123.jpg', { headers: visitor });
    // Host and Connection are undici's own.
    const sent = (index: number) =>
      Object.fromEntries(Object.entries(cms.received[index]?.headers ?? {}).filter(([name]) => name !== 'host' && name !== 'connection'));
    const negotiation = { accept: 'application/json', 'accept-language': 'es-CL', 'if-none-match': '"v1"', 'if-modified-since': 'Tue, 01 Dec 2026 10:00:00 GMT' };
    expect(sent(0)).toEqual({ ...negotiation, authorization: `Bearer ${TOKEN}`, 'x-request-id': 'visita-000000001' });
    expect(sent(1)).toEqual({ ...negotiation, range: 'bytes=0-99', 'x-request-id': 'visita-000000001' });
  });

  it('sends the id it gave a request that came without one', async () => {
    await get('/api/products');
    expect(cms.received[0]?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('passes back only the listed response headers, and its own Cache-Control: API reads revalidated, files kept a year, errors not kept', async () => {
    cms.answer = (req, res) => {
      const status = Number(/status=(\d+)/.exec(req.url ?? '')?.[1] ?? (req.url?.includes('no-existe') ? 404 : req.headers.range ? 206 : 200));
      res.writeHead(status, {
        'Content-Type': req.url?.startsWith('/api') ? 'application/json' : 'image/jpeg',
        'Content-Length': '4',
        ETag: '"v2"',
        'Last-Modified': 'Tue, 01 Dec 2026 10:00:00 GMT',
        'Cache-Control': 'public, max-age=60',
        'Accept-Ranges': 'bytes',
        ...(status === 206 ? { 'Content-Range': 'bytes 0-3/100' } : {}),
        'Content-Security-Policy': "default-src 'none'",
        'Strict-Transport-Security': 'max-age=31536000',
        'Access-Control-Allow-Origin': '*',
        'Set-Cookie': 'strapi=1',
        'X-Powered-By': 'Strapi',
      });
      res.end('1234');
    };
    const api = await get('/api/products');
    const passed = (headers: http.OutgoingHttpHeaders) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
    expect(passed(api.headers)).toEqual({
      'content-type': 'application/json',
      'content-length': '4',
      etag: '"v2"',
      'last-modified': 'Tue, 01 Dec 2026 10:00:00 GMT',
      'accept-ranges': 'bytes',
      'cache-control': 'no-cache',
    });
    const file = await get('/uploads/foto_abc123.jpg');
    expect([file.statusCode, file.headers['cache-control']]).toEqual([200, UPLOAD_CACHE_CONTROL]);
    const range = await get('/uploads/foto_abc123.jpg', { headers: { range: 'bytes=0-3' } });
    expect([range.statusCode, range.headers['cache-control'], range.headers['content-range'], range.body]).toEqual([206, UPLOAD_CACHE_CONTROL, 'bytes 0-3/100', '1234']);
    const missing = await get('/uploads/no-existe.jpg');
    expect([missing.statusCode, missing.headers['cache-control']]).toEqual([404, 'no-store']);
  });

  it('forwards HEAD as HEAD, with the length Strapi gave', async () => {
    cms.answer = (req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '11' });
      res.end(req.method === 'HEAD' ? undefined : '{"data":[]}');
    };
    const response = await app.inject({ method: 'HEAD', url: '/api/articles?populate=*' });
    expect([response.statusCode, response.headers['content-length'], response.body]).toEqual([200, '11', '']);
    expect(cms.received.map((request) => [request.method, request.url])).toEqual([['HEAD', '/api/articles?populate=*']]);
  });

  it('passes Strapi’s own 503 on once, without asking again', async () => {
    cms.answer = (_req, res) => {
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
      res.end('{"error":"mantenimiento"}');
    };
    const response = await get('/api/products');
    expect([response.statusCode, response.headers['retry-after']]).toEqual([503, undefined]);
    expect(cms.received).toHaveLength(1);
  });
});

describe('what it refuses', () => {
  it.each([
    ['/api', 404],
    ['/api/', 400],
    ['/uploads', 404],
    ['/api/leads', 404],
    ['/api/users', 404],
    ['/api/upload/files', 404],
    ['/api/products/1', 404],
    ['/api/products?filters[price][$gt]=0', 400],
    ['/api/products?populate=deep', 400],
    ['/api/products?populate=*&populate=*', 400],
    ['/api/articles?status=draft', 400],
    ['/api/articles?populate=%zz', 400],
    ['/api/articles%2F..%2F..%2Fadmin', 400],
    ['/uploads/foto_abc123.jpg?w=100', 400],
  ])('GET %s: %i in Spanish, and nothing reaches the CMS', async (target, status) => {
    const response = await get(target, { headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: status === 404 ? 'Recurso no encontrado.' : 'Solicitud no válida.' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(cms.received).toEqual([]);
  });

  it('answers a browser with the Spanish page where the data layer does not read (the bare /uploads)', async () => {
    const response = await get('/uploads', { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<p>Recurso no encontrado.</p>');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('%s: 405 naming the methods it takes, and nothing reaches the CMS', async (method) => {
    for (const url of ['/api/products', '/api/articles/abcdefghijklmnopqrstuvwx', '/uploads/foto_abc123.jpg', '/api']) {
      const response = await app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect([url, response.statusCode, response.headers.allow]).toEqual([url, 405, 'GET, HEAD']);
    }
    expect(cms.received).toEqual([]);
  });

  it('leaves the other plugins’ routes under /api to them', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect([response.statusCode, response.json()]).toEqual([202, { recibido: true }]);
    expect(cms.received).toEqual([]);
  });
});

describe('when the CMS fails', () => {
  it('sends a read again, once, on a new connection when the CMS drops the kept-alive one under it', async () => {
    expect((await get('/api/products')).statusCode).toBe(200);
    await connectionFreed();
    // What a closing keep-alive socket looks like from the proxy: the connection drops with no answer.
    cms.answer = (req, res, received) => {
      if (received.connection === 1) req.socket.destroy();
      else listProducts(req, res);
    };

    const response = await get('/api/products');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [{ slug: 'totem-interactivo' }] });
    expect(cms.received.map((request) => request.connection)).toEqual([1, 1, 2]);
  });

  it('asks no more than twice, and then answers 502', async () => {
    expect((await get('/api/products')).statusCode).toBe(200);
    await connectionFreed();
    cms.answer = (req) => req.socket.destroy();
    const response = await get('/api/products');
    expect([response.statusCode, response.json()]).toEqual([502, { error: 'El servicio de contenidos no está disponible.' }]);
    expect(cms.received.map((request) => request.connection)).toEqual([1, 1, 2]);
  });

  it('answers 502 when the CMS cannot be reached at all', async () => {
    await cms.close();
    const response = await get('/api/products');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: 'El servicio de contenidos no está disponible.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 504 at the deadline when the CMS sends nothing, and stops asking', async () => {
    await app.close();
    app = await proxyApp(cms.origin, { deadlineMs: 300 });
    cms.answer = () => undefined;
    const started = Date.now();
    const response = await get('/api/products');
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ error: 'El servicio de contenidos no respondió a tiempo.' });
    expect(Date.now() - started).toBeLessThan(1_000);
    await waitFor(() => cms.received[0]?.closedEarly === true);
  });

  it('ends the response at the deadline when the CMS stalls after its headers', async () => {
    await app.close();
    app = await proxyApp(cms.origin, { deadlineMs: 300 });
    cms.answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"data":[');
    };
    const outcome = await timed(get('/api/articles'));
    expect(outcome.error).toBeDefined();
    expect(outcome.ms).toBeGreaterThanOrEqual(250);
    expect(outcome.ms).toBeLessThan(1_000);
    await waitFor(() => cms.received[0]?.closedEarly === true);
  });

  it('ends the response at the deadline however slowly the CMS trickles its body', async () => {
    await app.close();
    app = await proxyApp(cms.origin, { deadlineMs: 400 });
    cms.answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      // A byte every 50 ms: no wait for a chunk is long, the whole exchange is.
      const trickle = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(trickle));
    };
    const outcome = await timed(get('/api/articles'));
    expect(outcome.error).toBeDefined();
    expect(outcome.ms).toBeGreaterThanOrEqual(350);
    expect(outcome.ms).toBeLessThan(1_200);
  });

  it('ends the response at once when the CMS dies in the middle of a body', async () => {
    cms.answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5000' });
      res.write('{"data":[{"id":1');
      setTimeout(() => res.socket?.destroy(), 100);
    };
    const connection = new AbortController();
    const outcome = await timed(get('/api/cases', { signal: connection.signal }));
    expect(outcome.error).toBeDefined();
    expect(outcome.ms).toBeLessThan(1_000);
    // A real server's socket closes the request with its response: inject's does not, and
    // Fastify's deadline for the request would outlive the test.
    connection.abort();
  });
});

describe('its load on the CMS', () => {
  it('answers 503 with Retry-After once maxPending requests are in flight, and takes more once they end', async () => {
    await app.close();
    app = await proxyApp(cms.origin, { maxPending: 2 });
    const held: http.ServerResponse[] = [];
    cms.answer = (_req, res) => void held.push(res);
    const stalled = [get('/api/articles'), get('/api/articles')];
    await waitFor(() => held.length === 2);

    const refused = await get('/api/categories');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ error: 'El servicio de contenidos está ocupado. Inténtalo de nuevo en unos segundos.' });
    expect(cms.received).toHaveLength(2);

    for (const res of held) res.end('{"data":[]}');
    expect((await Promise.all(stalled)).map((response) => response.statusCode)).toEqual([200, 200]);
    cms.answer = listProducts;
    expect((await get('/api/categories')).statusCode).toBe(200);
  });

  it('uses at most maxSockets connections; more requests wait for one', async () => {
    await app.close();
    app = await proxyApp(cms.origin, { maxSockets: 2 });
    const held: http.ServerResponse[] = [];
    cms.answer = (_req, res) => void held.push(res);
    const answers = [get('/api/articles'), get('/api/articles'), get('/api/articles')];
    await waitFor(() => held.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held).toHaveLength(2);
    cms.answer = listProducts;
    for (const res of held) res.end('{"data":[]}');
    expect((await Promise.all(answers)).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(cms.received.map((request) => request.connection))).toEqual(new Set([1, 2]));
  });

  it('stops the call to the CMS when the visitor leaves before its answer, and frees its place', async () => {
    await app.close();
    app = await proxyApp(cms.origin, { maxPending: 1 });
    cms.answer = () => undefined;
    const visitor = new AbortController();
    const left = get('/api/articles', { signal: visitor.signal }).catch((error: unknown) => error);
    await cms.nextRequest();
    visitor.abort();
    expect(await left).toMatchObject({ name: 'AbortError' });
    await waitFor(() => cms.received[0]?.closedEarly === true);
    cms.answer = listProducts;
    expect((await get('/api/categories')).statusCode).toBe(200);
  });

  it('stops reading from the CMS when the visitor leaves in the middle of a body', async () => {
    cms.answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'video/mp4' });
      res.write(Buffer.alloc(1024));
    };
    const visitor = new AbortController();
    const response = await get('/uploads/video_abc123.mp4', { signal: visitor.signal, payloadAsStream: true });
    expect(response.statusCode).toBe(200);
    const stream = response.stream();
    stream.on('error', () => undefined);
    stream.destroy();
    visitor.abort();
    await waitFor(() => cms.received[0]?.closedEarly === true);
  });
});

/** undici frees a connection a tick after its body ends: a read sent at once would open another. */
const connectionFreed = () => new Promise((resolve) => setTimeout(resolve, 5));

/** How long a response took to end, and the error it ended with, if it was cut. */
async function timed(response: Promise<unknown>): Promise<{ ms: number; error?: unknown }> {
  const started = Date.now();
  try {
    await response;
    return { ms: Date.now() - started };
  } catch (error) {
    return { ms: Date.now() - started, error };
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the allowlist composed from the live releases', () => {
  const page = (key: string, cmsReads: CmsRead[]): PublishedPage => ({ key, path: `/${key}`, module: `./${key}-page`, sitemap: 'page', cmsReads });
  const stable = [page('ofertas', [{ collection: 'ofertas', params: { populate: ['*'] } }])];
  const canary = [page('eventos', [{ collection: 'eventos', params: { 'filters[slug][$eq]': 'slug' } }])];

  it('forwards what a live release or the shell declares, as the releases change, and nothing else reaches the CMS', async () => {
    let live: Array<readonly PublishedPage[]> = [stable, canary];
    // Composed per request, as app.ts does from the live releases.
    const composed = await proxyApp(cms.origin, { allowlist: async () => composeCmsAllowlist(live) });
    const through = async (url: string) => {
      const response = await composed.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      return { response, status: response.statusCode };
    };
    const answers = [];
    for (const url of ['/api/ofertas?populate=*', '/api/eventos?filters[slug][$eq]=feria', '/api/site-setting?populate=*']) {
      const { response, status } = await through(url);
      answers.push(response);
      expect([url, status]).toEqual([url, 200]);
    }
    expect(cms.received.map((request) => [request.url, request.headers.authorization])).toEqual([
      ['/api/ofertas?populate=*', `Bearer ${TOKEN}`],
      ['/api/eventos?filters%5Bslug%5D%5B%24eq%5D=feria', `Bearer ${TOKEN}`],
      ['/api/site-setting?populate=*', `Bearer ${TOKEN}`],
    ]);

    // The canary is rolled back: its reads stop at the next request, with no restart.
    live = [stable];
    const refused = [
      ['/api/eventos?filters[slug][$eq]=feria', 404],
      ['/api/ofertas?populate=deep', 400],
      ['/api/ofertas?populate=*&status=draft', 400],
      ['/api/products', 404],
      ['/api/ofertas/abcdefghijklmnopqrstuvwx', 404],
    ] as const;
    for (const [url, expected] of refused) {
      const { response, status } = await through(url);
      answers.push(response);
      expect([url, status]).toEqual([url, expected]);
    }
    expect(cms.received).toHaveLength(3);
    // The token is in no answer, allowed or refused: not in a header, not in a body.
    for (const answer of answers) expect(`${JSON.stringify(answer.headers)}\n${answer.body}`).not.toContain(TOKEN);
    await composed.close();
  });
});
