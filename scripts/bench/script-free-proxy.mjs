// @ts-check
// A small HTTP proxy in front of the site's shell server that serves every page without its
// scripts (strip-scripts.mjs), for the "without scripts" Lighthouse row: the document is the
// server's own, compressed again as the server sent it (gzip, the level the server uses), with the
// same headers (its Content-Security-Policy included); every other response (CSS, fonts, images,
// /api) passes through untouched. Lighthouse then measures the page's HTML and CSS as served, with
// no JavaScript downloaded or run, beside the same page with its scripts.
import zlib from 'node:zlib';
import { localOrigin } from '../../shared/src/config/topology.mjs';
import { passThrough, startForwardingProxy } from './forwarding-proxy.mjs';
import { stripScripts, stripScriptLinkHeader } from './strip-scripts.mjs';

/** @type {Record<string, { decode: (body: Buffer) => Buffer, encode: (body: Buffer) => Buffer }>} */
const CODINGS = {
  gzip: { decode: zlib.gunzipSync, encode: (body) => zlib.gzipSync(body, { level: 6 }) },
  deflate: { decode: zlib.inflateSync, encode: zlib.deflateSync },
  br: { decode: zlib.brotliDecompressSync, encode: zlib.brotliCompressSync },
};

/** Hop-by-hop or length headers that no longer describe the rewritten body. */
const DROPPED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/**
 * @typedef {object} ScriptFreeProxy
 * @property {string} origin e.g. http://localhost:9317
 * @property {() => { pages: number, scripts: number, hints: number }} counts what it has taken out so far
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ port: number, target: string }} options target: the shell's origin
 * @returns {Promise<ScriptFreeProxy>}
 */
export async function startScriptFreeProxy({ port, target }) {
  const totals = { pages: 0, scripts: 0, hints: 0 };

  /**
   * Sends the document without its scripts.
   * @param {import('node:http').IncomingMessage} answer @param {import('node:http').ServerResponse} res
   */
  const rewriteDocument = (answer, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    answer.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
    answer.on('error', () => res.destroy());
    answer.on('end', () => {
      // No body (HEAD, 304): nothing to take out.
      if (chunks.every((chunk) => chunk.length === 0)) {
        res.writeHead(answer.statusCode ?? 502, answer.headers).end();
        return;
      }
      const encoding = String(answer.headers['content-encoding'] ?? '').toLowerCase();
      const coding = CODINGS[encoding];
      try {
        const raw = coding ? coding.decode(Buffer.concat(chunks)) : Buffer.concat(chunks);
        const stripped = stripScripts(raw.toString('utf8'));
        totals.pages += 1;
        totals.scripts += stripped.scripts;
        totals.hints += stripped.hints;
        const text = Buffer.from(stripped.html, 'utf8');
        const body = coding ? coding.encode(text) : text;
        /** @type {import('node:http').OutgoingHttpHeaders} */
        const headers = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!DROPPED.has(name) && value !== undefined) headers[name] = value;
        const link = answer.headers.link === undefined ? null : stripScriptLinkHeader(String(answer.headers.link));
        if (link === null) delete headers.link;
        else headers.link = link;
        headers['content-length'] = body.length;
        res.writeHead(answer.statusCode ?? 502, headers).end(body);
      } catch (error) {
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`script-free proxy: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  };

  const proxy = await startForwardingProxy({
    port,
    target,
    // Every interface, as the site's servers listen: the page's origin is localhost, like theirs.
    onAnswer: (answer, res) =>
      /^text\/html/i.test(String(answer.headers['content-type'] ?? '')) ? rewriteDocument(answer, res) : passThrough(answer, res),
  });
  return {
    origin: localOrigin(port),
    counts: () => ({ ...totals }),
    stop: proxy.stop,
  };
}
