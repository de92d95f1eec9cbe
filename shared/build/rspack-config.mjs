// @ts-check
// One factory for the rspack configs of the shell and the four remotes, so the
// loaders, asset rules and federation settings cannot drift apart. Each app's
// rspack.config.mjs stays a few explicit lines: its name, what it exposes and
// (for the shell) which remotes it knows.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_PUBLIC_PATHS_GLOBAL, sharedDependencies } from './federation.mjs';

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Site settings that may be overridden at build time by environment variables. */
const SITE_ENV_KEYS = [
  'SITE_BRAND_NAME',
  'SITE_URL',
  'SITE_CONTACT_EMAIL',
  'SITE_WHATSAPP_URL',
  'SITE_CUSTOMER_PORTAL_URL',
  'SITE_LINKEDIN_URL',
  'SITE_INSTAGRAM_URL',
  'SITE_YOUTUBE_URL',
];

/**
 * @typedef {object} AppOptions
 * @property {string} appDir absolute folder of the app
 * @property {string} name federation name (`shell`, `marketing`, ...)
 * @property {Record<string, string>} [exposes] module path -> file, for remotes
 * @property {boolean} [isShell]
 */

/** @param {AppOptions} options @returns {import('@rspack/core').Configuration} */
export function createAppConfig({ appDir, name, exposes, isShell = false }) {
  const require = createRequire(path.join(appDir, 'package.json'));
  /** @param {string} pkg */
  const versionOf = (pkg) => require(`${pkg}/package.json`).version;
  const production = process.env.NODE_ENV !== 'development';

  /** @type {Record<string, string>} */
  const siteEnv = {};
  for (const key of SITE_ENV_KEYS) {
    siteEnv[`process.env.${key}`] = JSON.stringify(process.env[key] ?? '');
  }

  return {
    name,
    mode: production ? 'production' : 'development',
    context: appDir,
    // Remotes have no page of their own: the federation plugin adds their remoteEntry.
    entry: isShell ? { main: './src/index.ts' } : {},
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      // Set explicitly: federation type archives and manifests land here.
      // BUILD_OUTPUT_DIR lets a pipeline (or the redeploy e2e test) build elsewhere.
      path: process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(appDir, 'dist'),
      publicPath: isShell ? '/' : 'auto',
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      cssFilename: 'assets/[name].[contenthash:8].css',
      cssChunkFilename: 'assets/[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          include: [path.join(appDir, 'src'), path.join(sharedRoot, 'src')],
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        {
          test: /\.(woff2?|png|jpe?g|webp|avif|gif|svg|mp4|webm|ico)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin(siteEnv),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        // The shell declares no remote at build time: their URLs are runtime
        // configuration (window.__SITE_ENV__, written by the server), registered before the first route renders.
        remotes: {},
        // The shell's shared modules are eager: in its first chunk rather than in some forty small
        // chunks, each found only when the previous one has run (a dozen round trips before React
        // renders on a slow connection). The remotes then take them from the shell.
        shared: sharedDependencies(versionOf, { eager: isShell }),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The federation runtime ships once, in the shell; remote entries use
        // it instead of carrying their own copy (about 30 KB gzip each).
        experiments: isShell ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      ...(isShell
        ? [
            new rspack.HtmlRspackPlugin({
              template: './src/index.html',
              inject: 'body',
              scriptLoading: 'defer',
            }),
            new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
    },
    performance: { hints: false },
    experiments: { css: true },
  };
}

/**
 * A remote's Node build, for the shell's server to render its pages: the same
 * exposes and shared singletons, built for Node (`async-node`, CommonJS), into
 * dist/server/ (its own remoteEntry.js and mf-manifest.json, chunks fetched over
 * HTTP by @module-federation/node's runtime plugin). Images are not emitted
 * again: their names are the browser build's.
 * @param {AppOptions} options @returns {import('@rspack/core').Configuration}
 */
export function createNodeRemoteConfig(options) {
  const browser = createAppConfig(options);
  const require = createRequire(import.meta.url);
  const swcRule = /** @type {import('@rspack/core').RuleSetRule} */ (browser.module?.rules?.[0]);
  const outputPath = /** @type {string} */ (browser.output?.path);
  const publicPathCode = `return ((globalThis[${JSON.stringify(REMOTE_PUBLIC_PATHS_GLOBAL)}] || {})[${JSON.stringify(options.name)}]) || ''`;
  return {
    ...browser,
    name: `${options.name}-server`,
    // After the browser build, which cleans dist/ first.
    dependencies: [options.name],
    target: 'async-node',
    devtool: false,
    output: {
      ...browser.output,
      path: outputPath,
      // Not 'auto' (Node has no script URL to infer it from): getPublicPath below sets it at run time.
      publicPath: '',
      filename: 'server/[name].js',
      chunkFilename: 'server/chunks/[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      uniqueName: `${options.name}_server`,
      clean: false,
    },
    module: {
      rules: [
        /** @type {import('@rspack/core').RuleSetRule} */ ({
          ...swcRule,
          options: { .../** @type {Record<string, unknown>} */ (swcRule.options), env: { targets: 'node >= 20' } },
        }),
        { test: /\.(woff2?|png|jpe?g|webp|avif|gif|svg|mp4|webm|ico)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      .../** @type {import('@rspack/core').RspackPluginInstance[]} */ (browser.plugins ?? []).filter(
        (plugin) => !(plugin instanceof ModuleFederationPlugin),
      ),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'server/remoteEntry.js',
        exposes: options.exposes ?? {},
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        getPublicPath: publicPathCode,
        shared: sharedDependencies((pkg) => createRequire(path.join(options.appDir, 'package.json'))(`${pkg}/package.json`).version),
        shareStrategy: 'loaded-first',
        manifest: { filePath: 'server' },
        dts: false,
      }),
    ],
    optimization: { minimize: false },
    experiments: {},
  };
}

/** A remote's two builds: for the browser (dist/) and for the shell's server (dist/server/). */
export function createRemoteConfigs(/** @type {AppOptions} */ options) {
  return [createAppConfig(options), createNodeRemoteConfig(options)];
}
