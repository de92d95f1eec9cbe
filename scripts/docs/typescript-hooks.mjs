// @ts-check
// Module hooks (node:module's register) that let a script import the site's TypeScript: Node 20 runs
// none, so each .ts/.tsx file is compiled by SWC as it loads (types stripped, as jest's transform
// does), and an extensionless relative import finds its .ts file. config-table.mjs imports
// shell/server/server-config.ts through them, to read the schema itself.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const TYPESCRIPT = /\.tsx?$/;

/**
 * @param {string} specifier
 * @param {{ parentURL?: string }} context
 * @param {(specifier: string, context?: object) => Promise<{ url: string }>} nextResolve
 */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (!relative || !context.parentURL || !TYPESCRIPT.test(new URL(context.parentURL).pathname)) throw error;
    for (const suffix of ['.ts', '.tsx', '/index.ts']) {
      try {
        return await nextResolve(specifier + suffix, context);
      } catch {
        // the next suffix
      }
    }
    throw error;
  }
}

/**
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context?: object) => Promise<object>} nextLoad
 */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(new URL(url).pathname)) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(await fs.readFile(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
