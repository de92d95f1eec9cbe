import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import * as contract from '@site/shared/cms/content-api-contract';
import { standaloneCmsProxy } from '@site/shared/build/standalone-cms-proxy';
import { cmsProxy } from './cms-proxy';

// A remote's standalone dev server forwards the content service to the CMS with the site's token:
// whatever this server refuses in production, it must refuse too, and what it forwards must reach
// the CMS as production's proxy sends it.

/** What became of a request: its status, and what reached the CMS (the target, with or without the token). */
interface Outcome {
  status: number;
  upstream: { url: string; token: boolean } | null;
}

const listening = async (server: http.Server): Promise<string> => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const TOKEN = 'token-de-prueba';
let servers: http.Server[] = [];
let production = '';
let standalone = '';
let reachedCms: Outcome['upstream'] = null;

beforeAll(async () => {
  const cms = http.createServer((req, res) => {
    reachedCms = { url: req.url ?? '', token: req.headers.authorization === `Bearer ${TOKEN}` };
    res.setHeader('Content-Type', 'application/json');
    res.end('{"data":[]}');
  });
  const cmsOrigin = await listening(cms);

  // Production: the shell's proxy, then the site's pages.
  const site = express();
  site.use(cmsProxy({ cmsOrigin: new URL(cmsOrigin), token: TOKEN, deadlineMs: 2_000, maxSockets: 4, maxPending: 10 }));
  site.use((_req, res) => void res.status(299).end());

  // The standalone dev server: the allowlist, then its proxy (each entry's filter, forwarding as the
  // dev server's proxy does), then its host page.
  const dev = standaloneCmsProxy({ target: cmsOrigin, token: TOKEN, loadContract: async () => contract });
  const devServer = http.createServer((req, res) => {
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
  servers = [cms, http.createServer(site), devServer];
  [production, standalone] = await Promise.all([listening(servers[1] as http.Server), listening(devServer)]);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function outcome(origin: string, method: string, target: string): Promise<Outcome> {
  reachedCms = null;
  const response = await fetch(`${origin}${target}`, { method, headers: { accept: 'application/json' } });
  await response.arrayBuffer();
  return { status: response.status, upstream: reachedCms };
}

it.each([
  ['GET', '/api/products'],
  ['HEAD', '/api/articles?populate=*'],
  ['GET', '/api/articles?fields%5B0%5D=title&pagination%5BpageSize%5D=6&populate[cover]=true'],
  ['GET', '/api/products/abcdefghijklmnopqrstuvwx'],
  ['GET', '/uploads/foto_abc123.jpg'],
  // Refused:
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
  ['GET', '/api/products/1'],
  ['GET', '/uploads/foto_abc123.jpg?w=100'],
  ['GET', '/uploads/../config/server.js'],
  // Not the content service: the site's pages (the dev server's host page).
  ['GET', '/apis'],
  ['GET', '/uploadsx/foto.jpg'],
])('%s %s: the standalone dev server does what production does', async (method, target) => {
  const expected = await outcome(production, method, target);
  expect(await outcome(standalone, method, target)).toEqual(expected);
});

it('forwards the token with API reads only, and refuses writes with the allowed methods', async () => {
  expect((await outcome(standalone, 'GET', '/api/products')).upstream).toEqual({ url: '/api/products', token: true });
  expect((await outcome(standalone, 'GET', '/uploads/foto_abc123.jpg')).upstream).toEqual({ url: '/uploads/foto_abc123.jpg', token: false });
  const refused = await fetch(`${standalone}/api/products`, { method: 'POST' });
  expect(refused.status).toBe(405);
  expect(refused.headers.get('allow')).toBe('GET, HEAD');
});

it('loads the contract itself in plain Node, as the dev server does', () => {
  const proxyModule = path.resolve(__dirname, '../../shared/build/standalone-cms-proxy.mjs');
  const script = `const { loadContentApiContract } = await import(${JSON.stringify(proxyModule)});
const { checkContentApiTarget } = await loadContentApiContract();
console.log(JSON.stringify(['/api/products', '/api/leads'].map((target) => checkContentApiTarget(target).ok)));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(JSON.parse(output)).toEqual([true, false]);
});
