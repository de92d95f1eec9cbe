// @ts-check
// The size of a route's document as the server sends it: its HTML raw and as transferred (gzip,
// as the bench asks for everywhere), and how much of it is inline `<style>` (the server-rendered
// emotion CSS) and inline script. The issue that budgets the HTML of `/` tracks these.
import http from 'node:http';
import zlib from 'node:zlib';
import { HTML_RAW_BUDGETS_KB } from './budgets.mjs';
import { markdownTable } from './markdown.mjs';

/**
 * @typedef {object} DocumentSize
 * @property {number} rawBytes the HTML decompressed
 * @property {number} transferBytes the body as sent (gzip)
 * @property {string | null} encoding its Content-Encoding
 * @property {number} inlineStyleBytes the contents of its `<style>` elements
 * @property {number} styleElements
 * @property {number} inlineScriptBytes the contents of its inline `<script>` elements (JSON-LD included)
 */

/**
 * The inline styles and scripts of a page, in UTF-8 bytes of their contents.
 * @param {string} html
 * @returns {{ inlineStyleBytes: number, styleElements: number, inlineScriptBytes: number }}
 */
export function inlineFigures(html) {
  const contents = (/** @type {RegExp} */ pattern) => [...html.matchAll(pattern)].map((match) => Buffer.byteLength(match[1] ?? '', 'utf8'));
  const styles = contents(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi);
  const scripts = contents(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi);
  const sum = (/** @type {number[]} */ values) => values.reduce((total, value) => total + value, 0);
  return { inlineStyleBytes: sum(styles), styleElements: styles.length, inlineScriptBytes: sum(scripts) };
}

/**
 * Fetches a page once, as a browser asking for gzip.
 * @param {string} url
 * @returns {Promise<DocumentSize>}
 */
export function measureDocumentSize(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip', accept: 'text/html' }, timeout: 30_000 }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? null;
          const raw = encoding === 'gzip' ? zlib.gunzipSync(body) : body;
          resolve({ rawBytes: raw.length, transferBytes: body.length, encoding, ...inlineFigures(raw.toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${url}: no answer within 30 s`)));
    request.on('error', reject);
  });
}

/**
 * @typedef {object} DocumentRow
 * @property {string} path
 * @property {DocumentSize | null} size
 * @property {string | null} error why it could not be fetched
 */

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The report's section: each route's document, raw and gzip, and its inline style and script;
 * the raw HTML marked where it passes its budget (HTML_RAW_BUDGETS_KB).
 * @param {DocumentRow[]} rows
 * @param {string} missMark
 * @returns {string}
 */
export function renderDocumentSizes(rows, missMark) {
  if (!rows.length) return '';
  /** @type {string[][]} */
  const table = [['Route', 'HTML KB raw', 'HTML budget KB raw', 'HTML KB gzip', 'Inline <style> KB raw (elements)', 'Inline <script> KB raw']];
  for (const { path, size, error } of rows) {
    if (!size) {
      table.push([`\`${path}\``, 'error', '', '', '', error ?? '']);
      continue;
    }
    const budget = /** @type {Record<string, number>} */ (HTML_RAW_BUDGETS_KB)[path];
    const raw = kb(size.rawBytes);
    table.push([
      `\`${path}\``,
      budget !== undefined && size.rawBytes / 1024 > budget ? `${raw} ${missMark}` : raw,
      budget === undefined ? '' : String(budget),
      size.encoding === 'gzip' ? kb(size.transferBytes) : `${kb(size.transferBytes)} (${size.encoding ?? 'not compressed'})`,
      `${kb(size.inlineStyleBytes)} (${size.styleElements})`,
      kb(size.inlineScriptBytes),
    ]);
  }
  return [
    '## The documents (the server\'s HTML as a browser asking for gzip gets it; 1 KB = 1024 bytes)',
    '',
    markdownTable(table),
    '',
  ].join('\n');
}
