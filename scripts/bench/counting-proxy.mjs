// @ts-check
// A tiny HTTP proxy that counts what passes through it: put between a shell
// server and the CMS (the server's CMS_URL points at it), it tells how many
// requests and body bytes (as transferred, i.e. compressed when the CMS
// compresses, and decompressed) the server fetched from the CMS to render a page.
import zlib from 'node:zlib';
import { passThrough, startForwardingProxy } from './forwarding-proxy.mjs';

/** @type {Record<string, (body: Buffer) => Buffer>} */
const DECODERS = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync, deflate: zlib.inflateSync };

/**
 * @typedef {object} ProxyCounts
 * @property {number} requests
 * @property {number} bytes response body bytes as received from the target
 * @property {number} decodedBytes the same bodies decompressed
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
  /** @type {ProxyCounts} */
  const totals = { requests: 0, bytes: 0, decodedBytes: 0 };
  const proxy = await startForwardingProxy({
    port,
    target,
    host: '127.0.0.1',
    onRequest: () => {
      totals.requests += 1;
    },
    onAnswer: (answer, res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (/** @type {Buffer} */ chunk) => {
        totals.bytes += chunk.length;
        chunks.push(chunk);
      });
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const decode = DECODERS[String(answer.headers['content-encoding'] ?? '')];
        try {
          totals.decodedBytes += decode ? decode(body).length : body.length;
        } catch {
          totals.decodedBytes += body.length;
        }
      });
      passThrough(answer, res);
    },
  });
  return { origin: `http://127.0.0.1:${port}`, counts: () => ({ ...totals }), stop: proxy.stop };
}
