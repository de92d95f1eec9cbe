// @ts-check
// The forwarding core of the bench's small proxies (counting-proxy.mjs, script-free-proxy.mjs):
// each request goes to the target as it came, and each proxy decides what to do with the answer.
// Plain node:http rather than a proxy library: the proxies need the whole answer in their own hands
// (to count it, to rewrite it), which is the one thing a proxy library takes away.
import http from 'node:http';

/**
 * @typedef {object} ForwardingProxy
 * @property {() => Promise<void>} stop closes the server, its connections and the upstream agent
 */

/**
 * @param {{
 *   port: number,
 *   target: string,
 *   host?: string,
 *   onAnswer: (answer: http.IncomingMessage, res: http.ServerResponse) => void,
 *   onRequest?: () => void,
 * }} options target: the origin to forward to; host: the interface to listen on (every one by default)
 * @returns {Promise<ForwardingProxy>}
 */
export async function startForwardingProxy({ port, target, host, onAnswer, onRequest }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    onRequest?.();
    const forwarded = http.request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host }, agent },
      (answer) => onAnswer(answer, res),
    );
    forwarded.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(forwarded);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

/**
 * Passes an answer on as it came.
 * @param {http.IncomingMessage} answer @param {http.ServerResponse} res
 */
export function passThrough(answer, res) {
  res.writeHead(answer.statusCode ?? 502, answer.headers);
  answer.pipe(res);
}
