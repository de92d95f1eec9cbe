import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves `server` on a free local port while the test file runs (listening before its first test,
 * closed after its last, open connections included) and gives its origin to the tests.
 */
export function serveDuringFile(server: http.Server): () => URL {
  let origin: URL | undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return () => {
    if (!origin) throw new Error('The server listens from beforeAll: read its origin inside a test.');
    return origin;
  };
}
