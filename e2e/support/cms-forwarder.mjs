// @ts-check
// The suite's CMS origin: a TCP forwarder in front of the real Strapi (on a port of its own), so a test
// can take "the CMS" down and bring it back at once, with Strapi itself left running. Closed, the port
// refuses connections and every connection through it is cut: what a stopped Strapi looks like to the
// shell. Run as its own process (servers.ts starts it detached, like the apps), told to close and open
// over a Unix socket: `node e2e/support/cms-forwarder.mjs <port> <strapi port> <control socket>`.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** Strapi listens on 127.0.0.1 only (scripts/lib/cms-process.mjs), and so does its stand-in. */
const HOST = '127.0.0.1';

/**
 * A forwarder from `port` to `targetPort`, closed until `open()`.
 * @param {{ port: number, targetPort: number }} options
 */
export function createForwarder({ port, targetPort }) {
  /** @type {net.Server | undefined} */
  let listener;
  /** Both ends of every connection under way, cut when the forwarder closes. */
  const sockets = new Set();

  /** @param {net.Socket} socket */
  const track = (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  /** @param {net.Socket} client */
  const forward = (client) => {
    const upstream = net.connect({ port: targetPort, host: HOST, allowHalfOpen: true });
    track(client);
    track(upstream);
    // Half-open both ways: a client that ends its request still gets the whole answer.
    client.pipe(upstream);
    upstream.pipe(client);
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('error', cut);
    upstream.once('error', cut);
    client.once('close', cut);
    upstream.once('close', cut);
  };

  return {
    /** Listens (again); resolves once the port accepts connections. */
    open: () =>
      new Promise((resolve, reject) => {
        if (listener) return resolve(undefined);
        const server = net.createServer({ allowHalfOpen: true }, forward);
        server.once('error', reject);
        server.listen({ port, host: HOST }, () => {
          listener = server;
          resolve(undefined);
        });
      }),
    /** Stops listening and cuts every connection; resolves once the port refuses connections. */
    close: () =>
      new Promise((resolve) => {
        const server = listener;
        listener = undefined;
        for (const socket of sockets) socket.destroy();
        if (!server) return resolve(undefined);
        server.close(() => resolve(undefined));
      }),
    isOpen: () => listener !== undefined,
  };
}

/**
 * Serves the forwarder's control on a Unix socket: `POST /open`, `POST /close` (204 once done), `GET /`
 * (`{"open":true}`).
 * @param {ReturnType<typeof createForwarder>} forwarder
 * @param {string} socketPath
 * @returns {Promise<http.Server>}
 */
export function serveControl(forwarder, socketPath) {
  const control = http.createServer((request, response) => {
    const done = () => response.writeHead(204).end();
    const failed = (/** @type {unknown} */ error) => response.writeHead(500).end(String(error));
    if (request.method === 'POST' && request.url === '/open') forwarder.open().then(done, failed);
    else if (request.method === 'POST' && request.url === '/close') forwarder.close().then(done, failed);
    else if (request.method === 'GET' && request.url === '/') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ open: forwarder.isOpen() }));
    } else response.writeHead(404).end();
  });
  fs.rmSync(socketPath, { force: true });
  return new Promise((resolve, reject) => {
    control.once('error', reject);
    control.listen(socketPath, () => resolve(control));
  });
}

/**
 * Asks the forwarder behind `socketPath` to open or close, and waits until it has.
 * @param {string} socketPath
 * @param {'open' | 'close'} action
 */
export function tellForwarder(socketPath, action) {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: `/${action}`, method: 'POST', timeout: 10_000 }, (response) => {
      response.resume();
      response.once('end', () =>
        response.statusCode === 204 ? resolve(undefined) : reject(new Error(`CMS forwarder: ${action} answered ${response.statusCode}`)),
      );
    });
    request.once('timeout', () => request.destroy(new Error(`CMS forwarder: ${action} got no answer within 10 s`)));
    request.once('error', reject);
    request.end();
  });
}

/**
 * Whether the forwarder behind `socketPath` is open (fails when nothing answers there).
 * @param {string} socketPath
 * @returns {Promise<{ open: boolean }>}
 */
export function forwarderState(socketPath) {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: '/', timeout: 2_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.once('end', () => {
        try {
          resolve(JSON.parse(body));
        } catch (error) {
          reject(error);
        }
      });
    });
    request.once('timeout', () => request.destroy(new Error('CMS forwarder: no answer within 2 s')));
    request.once('error', reject);
  });
}

/** The process: `node e2e/support/cms-forwarder.mjs <port> <strapi port> <control socket>`. */
async function main() {
  const [port, targetPort, socketPath] = process.argv.slice(2);
  if (!port || !targetPort || !socketPath) {
    console.error('Uso: node e2e/support/cms-forwarder.mjs <puerto> <puerto de Strapi> <socket de control>');
    process.exit(2);
  }
  const forwarder = createForwarder({ port: Number(port), targetPort: Number(targetPort) });
  const control = await serveControl(forwarder, socketPath);
  await forwarder.open();
  console.log(`CMS forwarder: 127.0.0.1:${port} → 127.0.0.1:${targetPort}, control at ${socketPath}`);
  process.once('SIGTERM', () => {
    control.close();
    void forwarder.close().then(() => process.exit(0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
