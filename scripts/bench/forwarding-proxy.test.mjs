import http from 'node:http';
import { startCountingProxy } from './counting-proxy.mjs';
import { startScriptFreeProxy } from './script-free-proxy.mjs';

/** An upstream that answers a page with a script, and a stylesheet, as the shell would. */
async function startUpstream() {
  const server = http.createServer((req, res) => {
    if (req.url === '/estilo.css') return void res.writeHead(200, { 'content-type': 'text/css' }).end('.a{color:red}');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-upstream-host': String(req.headers.host) });
    res.end('<html><head></head><body><h1>Hola</h1><script src="/main.js"></script></body></html>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/** A free port on this machine. */
async function freePort() {
  const probe = http.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
  await new Promise((resolve) => probe.close(() => resolve(undefined)));
  return port;
}

describe('the bench proxies (one forwarding core)', () => {
  it('the counting proxy forwards with the target as host and counts requests and body bytes', async () => {
    const upstream = await startUpstream();
    const proxy = await startCountingProxy({ port: await freePort(), target: upstream.origin });
    const answer = await fetch(`${proxy.origin}/`);
    const body = await answer.text();
    expect(answer.headers.get('x-upstream-host')).toBe(new URL(upstream.origin).host);
    expect(body).toContain('<script');
    expect(proxy.counts()).toEqual({ requests: 1, bytes: Buffer.byteLength(body), decodedBytes: Buffer.byteLength(body) });
    await proxy.stop();
    await upstream.stop();
  });

  it('the script-free proxy takes the scripts out of pages only, and answers 502 when the target is down', async () => {
    const upstream = await startUpstream();
    const port = await freePort();
    const proxy = await startScriptFreeProxy({ port, target: upstream.origin });
    const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(page).toContain('<h1>Hola</h1>');
    expect(page).not.toContain('<script');
    expect(await (await fetch(`http://127.0.0.1:${port}/estilo.css`)).text()).toBe('.a{color:red}');
    expect(proxy.counts()).toEqual({ pages: 1, scripts: 1, hints: 0 });
    await upstream.stop();
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(502);
    await proxy.stop();
  });
});
