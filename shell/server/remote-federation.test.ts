import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteFederation, type RemoteFederation } from './remote-federation';

// The server's view of a remote between page loads: the periodic check of its Node manifest.

const MANIFEST = JSON.stringify({ shared: [], exposes: [], metaData: { remoteEntry: { name: 'remoteEntry.js' } } });

let server: http.Server;
let browserManifest: string;
/** How long the stand-in origin waits before it answers a manifest. */
let delayMs = 0;
let failing = false;
let federation: RemoteFederation;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (failing) {
      res.writeHead(503).end();
      return;
    }
    setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(MANIFEST), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  browserManifest = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  delayMs = 0;
  failing = false;
  federation = createRemoteFederation({ timeoutMs: 200, breakerMs: 5_000, revalidateMs: 1_000 });
});

afterEach(() => federation.stop());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('keeps a remote whose manifest answers slower than the page timer, but within the check’s own interval', async () => {
  await expect(federation.knows('marketing', browserManifest)).resolves.toBe(true);
  // A busy server: the manifest's answer takes longer than a page may wait (200 ms).
  delayMs = 500;
  await pause(2_300);
  const generation = federation.generation();
  await expect(federation.knows('marketing', browserManifest)).resolves.toBe(true);
  expect(federation.generation()).toBe(generation);
});

it('calls a remote down, for the breaker’s time, when its manifest fails', async () => {
  await expect(federation.knows('marketing', browserManifest)).resolves.toBe(true);
  failing = true;
  await pause(1_200);
  await expect(federation.knows('marketing', browserManifest)).resolves.toBe(false);
  // Back within the breaker: still down, so every server's pages agree for a while.
  failing = false;
  await expect(federation.knows('marketing', browserManifest)).resolves.toBe(false);
});
