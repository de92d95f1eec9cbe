import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createForwarder, forwarderState, serveControl, tellForwarder } from './cms-forwarder.mjs';

// The suite's CMS outage: the forwarder closed must look to the shell exactly like a stopped Strapi
// (connection refused, kept-alive connections cut), and opened again must forward as before.

const listen = (server: net.Server, port = 0): Promise<number> =>
  new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));

const freePort = async (): Promise<number> => {
  const probe = net.createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

/** What a client meets at the port: an answer's body, or the connection error's code. */
function get(port: number, agent?: http.Agent): Promise<string> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/_health', agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

let strapi: http.Server;
let strapiPort: number;

beforeAll(async () => {
  strapi = http.createServer((_request, response) => response.end('strapi'));
  strapiPort = await listen(strapi);
});
afterAll(async () => {
  strapi.closeAllConnections();
  await new Promise((resolve) => strapi.close(resolve));
});

it('forwards while open, refuses while closed and cuts the connections kept alive, then forwards again at once', async () => {
  const port = await freePort();
  const forwarder = createForwarder({ port, targetPort: strapiPort });
  expect(await get(port)).toBe('ECONNREFUSED');
  await forwarder.open();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await get(port, agent)).toBe('strapi');
    const kept = Object.values(agent.freeSockets).flat()[0];
    expect(kept).toBeDefined();
    const cut = new Promise((resolve) => kept?.once('close', resolve));

    await forwarder.close();
    await cut;
    expect(forwarder.isOpen()).toBe(false);
    expect(await get(port, agent)).toBe('ECONNREFUSED');
    expect(await get(port)).toBe('ECONNREFUSED');

    await forwarder.open();
    expect(await get(port, agent)).toBe('strapi');
  } finally {
    agent.destroy();
    await forwarder.close();
  }
});

it('answers a client that ends its side after the request', async () => {
  const port = await freePort();
  const forwarder = createForwarder({ port, targetPort: strapiPort });
  await forwarder.open();
  try {
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
        socket.end('GET /_health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      });
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\nstrapi$/);
  } finally {
    await forwarder.close();
  }
});

it('cuts the client when nothing listens behind it, as a stopped Strapi would', async () => {
  const port = await freePort();
  const forwarder = createForwarder({ port, targetPort: await freePort() });
  await forwarder.open();
  try {
    expect(await get(port)).toMatch(/^(ECONNRESET|socket hang up)$/);
  } finally {
    await forwarder.close();
  }
});

it('is told to close and open over its control socket, each answered once done', async () => {
  const port = await freePort();
  const forwarder = createForwarder({ port, targetPort: strapiPort });
  const socketPath = path.join(os.tmpdir(), `cms-forwarder-test-${process.pid}.sock`);
  const control = await serveControl(forwarder, socketPath);
  try {
    await tellForwarder(socketPath, 'open');
    expect(await forwarderState(socketPath)).toEqual({ open: true });
    expect(await get(port)).toBe('strapi');
    await tellForwarder(socketPath, 'close');
    expect(await forwarderState(socketPath)).toEqual({ open: false });
    expect(await get(port)).toBe('ECONNREFUSED');
    // Twice is no error: a test's finally opens what may be open already.
    await tellForwarder(socketPath, 'open');
    await tellForwarder(socketPath, 'open');
    expect(await get(port)).toBe('strapi');
  } finally {
    await forwarder.close();
    await new Promise((resolve) => control.close(resolve));
  }
});
