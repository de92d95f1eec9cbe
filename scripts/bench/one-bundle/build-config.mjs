// @ts-check
// The site built as one bundle, without federation: the shell's browser build with every
// remote's pages bundled in, each page still its own lazy chunk. Never deployed: the bench
// serves it beside the federated site to measure what federation costs a visitor in bytes
// (scripts/bench/one-bundle.mjs; the bench's own build, kept out of the site's build code). The server still renders with the remotes' Node builds; the
// markup is the same components', so the one bundle hydrates it.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createAppConfig } from '../../../shared/build/rspack-config.mjs';
import { REMOTE_NAMES } from '../../../shared/src/config/topology.mjs';
import { exposesOf } from '../../../shared/src/pages/page-records.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const siteRoot = path.resolve(here, '../../..');
const shellDir = path.join(siteRoot, 'shell');

/** Where the one-bundle build is written (git-ignored); the bench's own build of the server serves it (scripts/bench/one-bundle-server.config.mjs). */
export const ONE_BUNDLE_DIST = path.join(shellDir, 'dist-one-bundle');

/** What each remote exposes (module name -> file), from its page records, as its own config reads them. */
async function remotesExposes() {
  /** @type {Record<string, Record<string, string>>} */
  const exposes = {};
  for (const name of REMOTE_NAMES) {
    const records = path.join(siteRoot, `remote-${name}`, 'src/pages/pages.mjs');
    exposes[name] = exposesOf((await import(pathToFileURL(records).href)).pages);
  }
  return exposes;
}

/** @returns {Promise<import('@rspack/core').Configuration>} */
export async function createOneBundleConfig() {
  const shell = createAppConfig({ appDir: shellDir, name: 'shell', isShell: true });
  const [swcRule, ...otherRules] = /** @type {import('@rspack/core').RuleSetRule[]} */ (shell.module?.rules ?? []);
  return {
    ...shell,
    name: 'shell-one-bundle',
    // No source maps: they would land in the federated shell's dist-maps/.
    devtool: false,
    output: { ...shell.output, path: ONE_BUNDLE_DIST, sourceMapFilename: undefined },
    resolve: {
      ...shell.resolve,
      // The shell's only federation calls (remote-registry.ts) become import()s of the pages.
      alias: { '@module-federation/enhanced/runtime$': path.join(here, 'federation-runtime.ts') },
    },
    module: {
      ...shell.module,
      rules: [
        {
          ...swcRule,
          include: [
            ...(Array.isArray(swcRule?.include) ? swcRule.include : []),
            ...REMOTE_NAMES.map((name) => path.join(siteRoot, `remote-${name}`, 'src')),
            // The federation runtime's stand-in (federation-runtime.ts), the bench's alone.
            here,
          ],
        },
        ...otherRules,
      ],
    },
    plugins: [
      ...(shell.plugins ?? []).filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new rspack.DefinePlugin({ __ONE_BUNDLE_EXPOSES__: JSON.stringify(await remotesExposes()) }),
    ],
  };
}
