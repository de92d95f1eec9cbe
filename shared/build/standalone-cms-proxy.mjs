// @ts-check
// The content service behind a remote's standalone dev server (`npm run dev -w remote-<name>`).
// That server forwards `/api` and `/uploads` to the CMS with the site's token, as the shell's
// server does in production (shell/server/cms-proxy.ts), so it must refuse what production
// refuses: anything but a read, and any path or query the reads declared allow (production: every
// live release's and the shell's; here: the remote's own, from its src/pages/pages.mjs). Both check
// them with the contract itself (shared/src/cms/content-api-contract.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const contractFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/cms/content-api-contract.ts');

/** @typedef {Pick<typeof import('../src/cms/content-api-contract'), 'checkContentApiTarget' | 'cmsAllowlistOf' | 'isContentServicePath'>} ContentApiContract */
/** @typedef {import('node:http').IncomingMessage} Request */

/**
 * A TypeScript module of shared/src/cms, compiled for this process as a data: URL, each of its
 * relative imports compiled the same way (a data: module cannot resolve a relative path).
 * @param {string} file
 * @param {typeof import('@swc/core').transformSync} transformSync
 * @returns {string}
 */
function compiledModule(file, transformSync) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const linked = code.replace(/(from\s*)(['"])(\.\/[^'"]+)\2/g, (_match, from, quote, relative) =>
    `${from}${quote}${compiledModule(path.resolve(path.dirname(file), `${relative}.ts`), transformSync)}${quote}`,
  );
  return `data:text/javascript;base64,${Buffer.from(linked).toString('base64')}`;
}

/**
 * The contract, compiled for this process: it is TypeScript, which Node 20 does not run (the shell's
 * server gets it compiled in its build).
 * @returns {Promise<ContentApiContract>}
 */
export async function loadContentApiContract() {
  // Loaded here, not at the top: every build's config imports this file, and only a standalone dev server needs SWC.
  const { transformSync } = await import('@swc/core');
  return import(compiledModule(contractFile, transformSync));
}

/** Production's answers to a refused request (shell/server/error-responses.ts), as JSON. */
const REFUSALS = /** @type {const} */ ({
  400: 'Solicitud no válida.',
  404: 'Recurso no encontrado.',
  405: 'Método no permitido.',
});

/**
 * @param {import('node:http').ServerResponse} res
 * @param {keyof typeof REFUSALS} status
 */
function refuse(res, status) {
  res.statusCode = status;
  if (status === 405) res.setHeader('Allow', 'GET, HEAD');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error: REFUSALS[status] }));
}

/**
 * The dev server's side of the content service: a middleware that runs before its proxy, and the
 * proxy's two entries. The middleware answers a refused request itself, as production does, and
 * rewrites an allowed one to the target production sends upstream (the checked path and the
 * re-encoded query); the proxy forwards only what it allowed, the token with API reads only.
 * @param {{ target: string, token: string, reads: readonly import('../src/pages/page-records.mjs').CmsRead[], loadContract?: () => Promise<ContentApiContract> }} options
 *   `reads`: the CMS reads the remote's page records declare (`cmsReads`)
 */
export function standaloneCmsProxy({ target, token, reads, loadContract = loadContentApiContract }) {
  /** @type {Promise<ContentApiContract> | undefined} */
  let contract;
  /** @type {WeakMap<Request, 'api' | 'media'>} */
  const allowed = new WeakMap();

  /** @type {import('@rspack/core').DevServerMiddlewareHandler} */
  const middleware = async (req, res, next) => {
    try {
      contract ??= loadContract();
      const { checkContentApiTarget, cmsAllowlistOf, isContentServicePath } = await contract;
      const url = req.url ?? '';
      if (!isContentServicePath(url.split('?')[0] ?? '')) return next();
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405);
      const verdict = checkContentApiTarget(url, cmsAllowlistOf(reads));
      if (!verdict.ok) return refuse(res, verdict.status);
      const query = new URLSearchParams(verdict.query).toString();
      req.url = query === '' ? verdict.path : `${verdict.path}?${query}`;
      allowed.set(req, verdict.kind);
      next();
    } catch (error) {
      next(error);
    }
  };

  /** @type {import('@rspack/core').DevServerProxyConfigArray} */
  const proxy = [
    {
      context: (/** @type {string} */ _path, /** @type {Request} */ req) => allowed.get(req) === 'api',
      target,
      changeOrigin: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
    { context: (/** @type {string} */ _path, /** @type {Request} */ req) => allowed.get(req) === 'media', target, changeOrigin: true },
  ];

  return { middleware, proxy };
}
