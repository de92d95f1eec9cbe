// @ts-check
// A tiny HTTP proxy that counts what passes through it: put between a shell
// server and the CMS (the server's CMS_URL points at it), it tells how many
// requests and body bytes (as transferred, i.e. compressed when the CMS
// compresses) the server fetched from the CMS to render a page.
import http from 'node:http';

/**
 * @typedef {object} ProxyCounts
 * @property {number} requests
 * @property {number} bytes response body bytes as received from the target
 */

/**
 * @typedef {object} CountingProxy
 * @property {string} origin e.g. http://127.0.0.1:9311
 * @property {() => ProxyCounts} counts totals since the start
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ port: number, target: string }} options target: the CMS's origin
 * @returns {Promise<CountingProxy>}
 */
export async function startCountingProxy({ port, target }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  /** @type {ProxyCounts} */
  const totals = { requests: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    totals.requests += 1;
    const forwarded = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (/** @type {Buffer} */ chunk) => {
          totals.bytes += chunk.length;
        });
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(forwarded);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    counts: () => ({ ...totals }),
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
