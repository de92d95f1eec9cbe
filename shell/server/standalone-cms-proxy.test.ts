import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import * as contract from '@site/shared/cms/content-api-contract';
import type { CmsRead } from '@site/shared/pages';
import { standaloneCmsProxy } from '@site/shared/build/standalone-cms-proxy';
import { answerError } from './error-responses';
import { allowedMethodsPlugin, collectRouteMethods } from './plugins/allowed-methods';
import { cmsProxyPlugin } from './plugins/cms-proxy';

// A remote's standalone dev server forwards the content service to the CMS with the site's token:
// whatever this server refuses in production, it must refuse too, and what it forwards must reach
// the CMS as production's proxy sends it. Both ask one stand-in CMS on a local port; production's
// proxy is called through `inject`, and over a socket for the targets `inject` would normalise
// (dot segments), since the raw target is what is under test there.

/** What became of a request: its status, and what reached the CMS (the target, with or without the token). */
interface Outcome {
  status: number;
  upstream: { url: string; token: boolean } | null;
}

const listening = async (server: http.Server): Promise<string> => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const closing = (server: http.Server) =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  });

const TOKEN = 'token-de-prueba';
/** The reads both allow: the remote's records' (standalone), every live release's (production); the same here. */
const READS: CmsRead[] = [
  { collection: 'products', params: { populate: ['*'] } },
  { collection: 'articles', params: { populate: ['*'], 'fields[0]': ['title'], 'pagination[pageSize]': 'page-size', 'populate[cover]': ['true'] } },
];
let cms: http.Server;
let devServer: http.Server;
let production: FastifyInstance;
let productionOrigin = '';
let standalone = '';
let reachedCms: Outcome['upstream'] = null;

beforeAll(async () => {
  cms = http.createServer((req, res) => {
    reachedCms = { url: req.url ?? '', token: req.headers.authorization === `Bearer ${TOKEN}` };
    res.setHeader('Content-Type', 'application/json');
    res.end('{"data":[]}');
  });
  const cmsOrigin = await listening(cms);

  // Production: the shell's proxy, then the site's pages (answered 299 here).
  production = Fastify();
  collectRouteMethods(production);
  production.setErrorHandler(answerError);
  production.setNotFoundHandler((_request, reply) => reply.code(299).send());
  const allowlist = contract.cmsAllowlistOf(READS);
  await production.register(cmsProxyPlugin, { cmsOrigin: new URL(cmsOrigin), token: TOKEN, deadlineMs: 2_000, maxSockets: 4, maxPending: 10, allowlist: async () => allowlist });
  await production.register(allowedMethodsPlugin);
  productionOrigin = await production.listen({ port: 0, host: '127.0.0.1' });

  // The standalone dev server: the allowlist, then its proxy (each entry's filter, forwarding as the
  // dev server's proxy does), then its host page.
  const dev = standaloneCmsProxy({ target: cmsOrigin, token: TOKEN, reads: READS, loadContract: async () => contract });
  devServer = http.createServer((req, res) => {
    void dev.middleware(req, res, () => {
      const entry = dev.proxy.find((item) => typeof item === 'object' && typeof item.context === 'function' && item.context(req.url ?? '', req as never));
      if (!entry || typeof entry !== 'object') {
        res.statusCode = 299;
        res.end();
        return;
      }
      const headers = (entry.headers ?? {}) as Record<string, string>;
      http.get(new URL(req.url ?? '', cmsOrigin), { headers }, (answer) => {
        res.statusCode = answer.statusCode ?? 502;
        answer.pipe(res);
      });
    });
  });
  standalone = await listening(devServer);
});

afterAll(async () => {
  await production.close();
  await Promise.all([closing(devServer), closing(cms)]);
});

/** Sends the target as it is written, dot segments and all (fetch and inject would resolve them). */
function sendRaw(origin: string, method: string, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}/`, { method, path: target, headers: { accept: 'application/json' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

const keptByInject = (target: string): boolean => {
  const url = new URL(target, 'http://localhost');
  return url.pathname + url.search === target;
};

async function outcome(server: 'production' | 'standalone', method: string, target: string): Promise<Outcome> {
  reachedCms = null;
  let status: number;
  if (server === 'production' && keptByInject(target)) {
    status = (await production.inject({ method: method as 'GET', url: target, headers: { accept: 'application/json' } })).statusCode;
  } else {
    status = await sendRaw(server === 'production' ? productionOrigin : standalone, method, target);
  }
  return { status, upstream: reachedCms };
}

it.each([
  ['GET', '/api/products'],
  ['HEAD', '/api/articles?populate=*'],
  ['GET', '/api/articles?fields%5B0%5D=title&pagination%5BpageSize%5D=6&populate[cover]=true'],
  ['GET', '/uploads/foto_abc123.jpg'],
  // Refused:
  ['GET', '/api/products/abcdefghijklmnopqrstuvwx'],
  ['GET', '/api/categories'],
  ['GET', '/api/products?fields[0]=title'],
  ['POST', '/api/products'],
  ['DELETE', '/api/articles/abcdefghijklmnopqrstuvwx'],
  ['PUT', '/uploads/foto_abc123.jpg'],
  ['GET', '/api/leads'],
  ['GET', '/api/users'],
  ['GET', '/api'],
  ['GET', '/api/products?filters[price][$gt]=0'],
  ['GET', '/api/products?populate=deep'],
  ['GET', '/api/products?populate=*&populate=*'],
  ['GET', '/api/%2e%2e/admin'],
  ['GET', '/api/../admin'],
  ['GET', '/api/products/1'],
  ['GET', '/uploads/foto_abc123.jpg?w=100'],
  ['GET', '/uploads/../config/server.js'],
  // Not the content service: the site's pages (the dev server's host page).
  ['GET', '/apis'],
  ['GET', '/uploadsx/foto.jpg'],
])('%s %s: the standalone dev server does what production does', async (method, target) => {
  const expected = await outcome('production', method, target);
  expect(await outcome('standalone', method, target)).toEqual(expected);
});

it('refuses dot segments in production as sent, never resolved', async () => {
  for (const target of ['/api/%2e%2e/admin', '/api/../admin', '/uploads/../config/server.js']) {
    expect([target, await outcome('production', 'GET', target)]).toEqual([target, { status: 400, upstream: null }]);
  }
});

it('forwards the token with API reads only, and refuses writes with the allowed methods', async () => {
  expect((await outcome('standalone', 'GET', '/api/products')).upstream).toEqual({ url: '/api/products', token: true });
  expect((await outcome('standalone', 'GET', '/uploads/foto_abc123.jpg')).upstream).toEqual({ url: '/uploads/foto_abc123.jpg', token: false });
  const refused = await fetch(`${standalone}/api/products`, { method: 'POST' });
  expect(refused.status).toBe(405);
  expect(refused.headers.get('allow')).toBe('GET, HEAD');
});

it('loads the contract itself in plain Node, as the dev server does', () => {
  const proxyModule = path.resolve(__dirname, '../../shared/build/standalone-cms-proxy.mjs');
  const script = `const { loadContentApiContract } = await import(${JSON.stringify(proxyModule)});
const { checkContentApiTarget, cmsAllowlistOf } = await loadContentApiContract();
const allowlist = cmsAllowlistOf([{ collection: 'products' }]);
console.log(JSON.stringify(['/api/products', '/api/leads'].map((target) => checkContentApiTarget(target, allowlist).ok)));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(JSON.parse(output)).toEqual([true, false]);
});
