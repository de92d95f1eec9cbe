import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { cmsProxy } from './cms-proxy';

/** A stand-in for Strapi that answers every read with one product list, counting what it received. */
interface FakeCms {
  origin: URL;
  /** Requests that reached it, with the number of the connection each came on. */
  received: Array<{ url: string; connection: number }>;
  /** Whether a request that arrives on a kept-alive connection is cut off instead of answered. */
  cutReusedConnections: boolean;
  close: () => Promise<void>;
}

const listening = async (server: http.Server): Promise<string> => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

async function fakeCms(): Promise<FakeCms> {
  let connections = 0;
  const answered = new WeakSet<object>();
  const cms: FakeCms = {
    origin: new URL('http://127.0.0.1'),
    received: [],
    cutReusedConnections: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const connectionNumbers = new WeakMap<object, number>();
  const server = http.createServer((req, res) => {
    const connection = connectionNumbers.get(req.socket) ?? 0;
    cms.received.push({ url: req.url ?? '', connection });
    // What a closing keep-alive socket looks like from the client: the connection drops with no answer.
    if (cms.cutReusedConnections && answered.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    answered.add(req.socket);
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data: [{ slug: 'totem-interactivo' }] }));
  });
  server.on('connection', (socket) => {
    connections += 1;
    connectionNumbers.set(socket, connections);
  });
  cms.origin = new URL(await listening(server));
  return cms;
}

let cms: FakeCms;
let site = '';
let siteServer: http.Server;

beforeEach(async () => {
  cms = await fakeCms();
  const app = express();
  app.use(cmsProxy({ cmsOrigin: cms.origin, token: 'token-de-prueba', deadlineMs: 2_000, maxSockets: 4, maxPending: 10 }));
  siteServer = http.createServer(app);
  site = await listening(siteServer);
});
afterEach(async () => {
  siteServer.closeAllConnections();
  await new Promise((resolve) => siteServer.close(resolve));
  await cms.close();
});

it('forwards an allowed read and keeps the connection to the CMS for the next one', async () => {
  for (let i = 0; i < 2; i += 1) {
    const response = await fetch(`${site}/api/products`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [{ slug: 'totem-interactivo' }] });
  }
  expect(cms.received.map((request) => request.connection)).toEqual([1, 1]);
});

it('sends a read again, once, on a new connection when the CMS drops the kept-alive one under it', async () => {
  expect((await fetch(`${site}/api/products`)).status).toBe(200);
  cms.cutReusedConnections = true;

  const response = await fetch(`${site}/api/products`);

  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: [{ slug: 'totem-interactivo' }] });
  expect(cms.received.map((request) => request.connection)).toEqual([1, 1, 2]);
});

it('answers 502 when the CMS cannot be reached at all', async () => {
  await cms.close();
  const response = await fetch(`${site}/api/products`);
  expect(response.status).toBe(502);
  // Closed twice would throw: the last hook closes a server that is already closed.
  cms = { ...cms, close: () => Promise.resolve() };
});
