// @ts-check
// One factory for the rspack configs of the shell and the four remotes, so the
// loaders, asset rules and federation settings cannot drift apart. Each app's
// rspack.config.mjs stays a few explicit lines: its name and, for a remote, its pages.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin as ReactRefreshPlugin } from '@rspack/plugin-react-refresh';
import { DEFAULT_CMS_PORT, localOrigin, portBaseFrom, topologyFor } from '../src/config/topology.mjs';
import { releaseContainerName, REMOTE_PUBLIC_PATHS_GLOBAL } from '../src/federation/node-builds.mjs';
import { exposesOf, PAGES_FILE, publishedPagesOf } from '../src/pages/page-records.mjs';
import { sharedDependencies } from './federation.mjs';
import { SITE_ENV_KEYS } from './site-env.mjs';
import { SOURCE_MAPS_DIR } from './source-maps.mjs';
import { standaloneCmsProxy } from './standalone-cms-proxy.mjs';

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const devDir = path.join(sharedRoot, 'build/dev');

/**
 * `npm run dev` (scripts/dev.mjs) sets SITE_DEV=true: development builds, each remote's browser
 * build on rspack's dev server with hot updates and React Fast Refresh through the shell's one
 * refresh runtime (build/dev/refresh-runtime-setup.mjs).
 */
const isDev = () => process.env.SITE_DEV === 'true';
/** `npm run dev -w remote-<name>` (scripts/dev-remote.mjs): one remote alone, on a host page of its own. */
const isStandalone = () => isDev() && process.env.SITE_STANDALONE === 'true';

/**
 * A remote's dev server: its own port, hot updates over its own websocket (the page is the
 * shell's, on another origin), readable from the shell's origin, and its Node build (written to
 * dist-dev/server/ by a watch build) served beside the in-memory browser build.
 * @param {string} appDir @param {number} port
 * @returns {import('@rspack/dev-server').Configuration}
 */
function remoteDevServer(appDir, port) {
  return {
    host: 'localhost',
    port,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: false, logging: 'warn' },
    static: { directory: path.join(appDir, 'dist-dev'), publicPath: '/', watch: false },
    historyApiFallback: false,
  };
}

/**
 * A remote alone: its dev server also serves a host page at every path (its pages at the site's
 * paths) and forwards the content service's `/api` and `/uploads` to the CMS, adding the token
 * there, in the dev server's process (CMS_URL, CMS_API_TOKEN), and refusing what the shell's
 * server refuses in production (standalone-cms-proxy.mjs).
 * @param {string} appDir @param {number} port
 * @param {readonly import('../src/pages/page-records.mjs').CmsRead[]} reads the reads its page records declare
 * @returns {import('@rspack/dev-server').Configuration}
 */
function standaloneDevServer(appDir, port, reads) {
  const cms = standaloneCmsProxy({
    target: process.env.CMS_URL ?? localOrigin(DEFAULT_CMS_PORT, '127.0.0.1'),
    token: process.env.CMS_API_TOKEN ?? '',
    reads,
  });
  return {
    ...remoteDevServer(appDir, port),
    historyApiFallback: true,
    setupMiddlewares: (middlewares) => [{ name: 'cms-allowlist', middleware: cms.middleware }, ...middlewares],
    proxy: cms.proxy,
  };
}

const STANDALONE_PAGE = (/** @type {string} */ name) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>remote-${name} (desarrollo)</title></head><body><div id="root"></div></body></html>`;



/**
 * The shell's first-load JavaScript in files by what changes together: React's renderer, MUI with
 * emotion, the other packages, and the shell's own code with the bundler's and federation's
 * runtimes (which run first, and which the plugin keeps in the entry's file). On a phone one 177 KB gzip file was one evaluation task of a third of a
 * second; apart, each is its own task (docs/ARCHITECTURE.md §8: none over 70 KB gzip), and a release
 * of the shell's code leaves the packages' files in the visitor's cache. Initial chunks only: what the
 * shell loads lazily (the mobile menu's drawer) stays in its own chunk.
 * @type {NonNullable<import('@rspack/core').Optimization['splitChunks']>}
 */
const shellFirstLoadChunks = {
  chunks: 'initial',
  cacheGroups: {
    'react-dom': { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', priority: 40, enforce: true },
    mui: {
      test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|react-transition-group|stylis|hoist-non-react-statics|clsx|prop-types|react-is)[\\/]/,
      name: 'mui',
      priority: 30,
      enforce: true,
    },
    packages: { test: /[\\/]node_modules[\\/]/, name: 'packages', priority: 10, enforce: true },
  },
};

/**
 * The federation runtime as ES modules. The federation plugin hands the bundle the runtime's
 * CommonJS files: it resolves them with `require` and aliases `@module-federation/runtime` and
 * `runtime-tools` to them. The bundler cannot tree-shake those, so the snapshot code, the Node
 * paths and the remote loading of a remote that loads none all shipped, in the shell and in every
 * remote entry, and the shell carried runtime-core twice (CommonJS and ES). This plugin swaps each
 * such file for its ES build beside it, in the plugin's requests and in its aliases, so
 * `experiments.optimization`'s switches (`target`, `disableSnapshot`, `disableRemote`) drop what
 * they name. Listed after the federation plugin (its aliases are set once all plugins applied).
 */
class FederationRuntimeAsModulesPlugin {
  static runtimeFile = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/][^?]+\.cjs$/;

  /** @param {string} file */
  static esBuildOf(file) {
    if (!FederationRuntimeAsModulesPlugin.runtimeFile.test(file)) return file;
    return [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((candidate) => fs.existsSync(candidate)) ?? file;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { esBuildOf, runtimeFile } = FederationRuntimeAsModulesPlugin;
    new rspack.NormalModuleReplacementPlugin(runtimeFile, (data) => {
      if (!data.createData && path.isAbsolute(data.request)) data.request = esBuildOf(data.request);
    }).apply(compiler);
    compiler.hooks.afterPlugins.tap('FederationRuntimeAsModulesPlugin', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      compiler.options.resolve.alias = Object.fromEntries(
        Object.entries(alias).map(([key, value]) => [key, typeof value === 'string' ? esBuildOf(value) : value]),
      );
    });
  }
}

/**
 * MUI's components reach its theme runtime by relative paths (`../styles/styled.mjs`,
 * `../zero-styled` → `../GlobalStyles`), which the shared keys (`@mui/material/styles`) do not
 * match: every remote bundled its own `createTheme` and built a default theme as its page loaded
 * (9.6 KB gzip and an evaluation on each remote page, for a theme the shell's ThemeProvider
 * overrides). This plugin points those requests at the shared modules, in the shell too: a module
 * is provided only when something asks for it by its key. MUI's own `styles/` files import each
 * other as `./`, so a remote's fallback copy stays whole.
 */
class MuiThemeBySharedKeysPlugin {
  /** @type {Record<string, string>} */
  static redirects = {
    '../styles/index.mjs': '@mui/material/styles',
    '../styles/styled.mjs': path.join(sharedRoot, 'build/mui-shared-keys/styled.mjs'),
    '../styles/useTheme.mjs': path.join(sharedRoot, 'build/mui-shared-keys/use-theme.mjs'),
    '../GlobalStyles/index.mjs': '@mui/material/GlobalStyles',
  };

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { redirects } = MuiThemeBySharedKeysPlugin;
    new rspack.NormalModuleReplacementPlugin(/^\.\.\/(styles\/(index|styled|useTheme)|GlobalStyles\/index)\.mjs$/, (data) => {
      const target = redirects[data.request];
      if (target && /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/.test(data.context)) data.request = target;
    }).apply(compiler);
  }
}

/**
 * @typedef {object} AppOptions
 * @property {string} appDir absolute folder of the app
 * @property {string} name federation name (`shell`, `marketing`, ...)
 * @property {Record<string, string>} [exposes] module path -> file, for remotes
 * @property {boolean} [isShell]
 * @property {readonly import('../src/pages/page-records.mjs').CmsRead[]} [cmsReads] a remote's: the CMS reads its page records declare (its standalone dev server's allowlist)
 */

/**
 * @typedef {object} RemoteOptions
 * @property {string} appDir absolute folder of the remote
 * @property {import('../src/config/topology.mjs').RemoteAppName} name
 * @property {readonly import('../src/pages/page-records.mjs').PageRecordInput[]} pages its pages (src/pages/pages.mjs)
 */

/**
 * Writes the remote's pages as `pages.json` at the root of its browser build, beside its
 * manifest (and on its dev server): what the shell composes its routes and menus from.
 */
class PublishPagesPlugin {
  /** @param {string} json */
  constructor(json) {
    this.json = json;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublishPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublishPagesPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(PAGES_FILE, new rspack.sources.RawSource(this.json));
      });
    });
  }
}

/** @param {AppOptions} options @returns {import('@rspack/core').Configuration} */
export function createAppConfig({ appDir, name, exposes, isShell = false, cmsReads = [] }) {
  const require = createRequire(path.join(appDir, 'package.json'));
  /** @param {string} pkg */
  const versionOf = (pkg) => require(`${pkg}/package.json`).version;
  const production = process.env.NODE_ENV !== 'development';
  const dev = isDev() && !production;
  const remoteDev = dev && !isShell;
  const standalone = remoteDev && isStandalone();
  const devPort = !remoteDev ? 0 : topologyFor(portBaseFrom(process.env)).ports[/** @type {import('../src/config/topology.mjs').RemoteAppName} */ (name)];

  // One refresh runtime on the page: the shell's. (Keyed as the package itself: the refresh
  // plugin aliases `react-refresh` to its own copy, and an alias of the same key replaces it.)
  // Alone, a remote keeps its own runtime, and its host page finds its pages under `@standalone-remote`.
  /** @type {Record<string, string>} */
  const devAliases = !remoteDev
    ? {}
    : standalone
      ? { '@standalone-remote': path.join(appDir, 'src') }
      : { 'react-refresh': path.join(devDir, 'react-refresh') };

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
    entry: isShell
      ? { main: dev ? [path.join(devDir, 'refresh-runtime-setup.mjs'), './src/index.ts'] : './src/index.ts' }
      : standalone
        ? { standalone: path.join(sharedRoot, 'src/dev/standalone-host.ts') }
        : {},
    // Production: source maps beside the build, never served (dist-maps/, outside dist/) and not
    // named in the files, for the bench's bytes by package (scripts/bench/packages.mjs).
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      // Set explicitly: federation type archives and manifests land here.
      // BUILD_OUTPUT_DIR lets a pipeline (or the redeploy e2e test) build elsewhere.
      // npm run dev builds into dist-dev/: the production builds stay as they are.
      path: process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(appDir, isDev() ? 'dist-dev' : 'dist'),
      publicPath: isShell ? '/' : 'auto',
      // Development serves from memory and names nothing for caching (content hashes are not
      // computed for every chunk of a two-entry dev build).
      filename: dev ? 'assets/[name].js' : 'assets/[name].[contenthash:8].js',
      chunkFilename: dev ? 'assets/[name].js' : 'assets/[name].[contenthash:8].js',
      cssFilename: 'assets/[name].[contenthash:8].css',
      cssChunkFilename: 'assets/[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      ...(production ? { sourceMapFilename: `../${SOURCE_MAPS_DIR}/[file].map` } : {}),
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: devAliases,
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
              transform: { react: { runtime: 'automatic', development: !production, refresh: remoteDev } },
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
      ...(remoteDev ? [new ReactRefreshPlugin()] : []),
      ...(standalone
        ? [
            new rspack.DefinePlugin({ __STANDALONE_REMOTE__: JSON.stringify(name) }),
            new rspack.HtmlRspackPlugin({ templateContent: STANDALONE_PAGE(name), chunks: ['standalone'], inject: 'body', publicPath: '/' }),
          ]
        : []),
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
        // Each app registers its shared modules once per page, not once per module it takes.
        runtimePlugins: [path.join(sharedRoot, 'src/federation/register-shares-once.ts')],
        manifest: true,
        dts: false,
        // The federation runtime ships once, in the shell; remote entries use
        // it instead of carrying their own copy (about 30 KB gzip each).
        // A remote alone (its host page, in development) has no shell to take it from: it bundles its own.
        // `optimization.target: 'web'` drops the runtime's Node code paths from browser bundles
        // (the shell's first chunk: 14 KB gzip less; the server builds below are separate).
        experiments: {
          // No manifest snapshots: the shell registers each remote by its entry (remoteEntryUrl), and the
          // remotes load no remote at all (disableRemote). The Node builds below keep both.
          optimization: { target: 'web', ...(standalone ? {} : { disableSnapshot: true, ...(isShell ? {} : { disableRemote: true }) }) },
          ...(isShell ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
        },
      }),
      new FederationRuntimeAsModulesPlugin(),
      new MuiThemeBySharedKeysPlugin(),
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
      ...(isShell && production ? { splitChunks: shellFirstLoadChunks } : {}),
    },
    performance: { hints: false },
    experiments: { css: true },
    ...(remoteDev
      ? {
          // `rspack serve` otherwise compiles dynamic imports on first request; federation's chunk
          // maps then change under a page already loading (its first visit asked for chunks that no
          // longer existed). Everything is compiled up front instead.
          lazyCompilation: false,
          devServer: standalone ? standaloneDevServer(appDir, devPort, cmsReads) : remoteDevServer(appDir, devPort),
        }
      : {}),
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
  // A release (scripts/release.mjs sets SITE_RELEASE_ID) is named after itself on the server.
  const release = process.env.SITE_RELEASE_ID;
  const containerName = release ? releaseContainerName(options.name, release) : options.name;
  const publicPathCode = `return ((globalThis[${JSON.stringify(REMOTE_PUBLIC_PATHS_GLOBAL)}] || {})[${JSON.stringify(containerName)}]) || ''`;
  return {
    ...browser,
    name: `${options.name}-server`,
    // After the browser build, which cleans dist/ first (in development the browser build stays in
    // the dev server's memory and this one is watched on its own).
    ...(isDev() ? { devServer: undefined, resolve: { extensions: browser.resolve?.extensions } } : { dependencies: [options.name] }),
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
      uniqueName: `${containerName}_server`,
      clean: false,
    },
    module: {
      rules: [
        /** @type {import('@rspack/core').RuleSetRule} */ ({
          ...swcRule,
          options: {
            .../** @type {Record<string, unknown>} */ (swcRule.options),
            // No Fast Refresh instrumentation on the server.
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              // The shell's server runs React's production build, which has no jsxDEV.
              transform: { react: { runtime: 'automatic', development: false } },
            },
            env: { targets: 'node >= 20' },
          },
        }),
        { test: /\.(woff2?|png|jpe?g|webp|avif|gif|svg|mp4|webm|ico)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      .../** @type {import('@rspack/core').RspackPluginInstance[]} */ (browser.plugins ?? []).filter(
        (plugin) => !(plugin instanceof ModuleFederationPlugin) && !(plugin instanceof ReactRefreshPlugin),
      ),
      new ModuleFederationPlugin({
        name: containerName,
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

/**
 * A remote's two builds, for the browser (dist/, with its pages.json) and for the shell's server
 * (dist/server/), each exposing one module per page of its records.
 * @param {RemoteOptions} options
 */
export function createRemoteConfigs({ appDir, name, pages }) {
  const options = { appDir, name, exposes: exposesOf(pages), cmsReads: pages.flatMap((page) => page.cmsReads ?? []) };
  const browser = createAppConfig(options);
  browser.plugins = [...(browser.plugins ?? []), new PublishPagesPlugin(`${JSON.stringify(publishedPagesOf(name, pages), null, 2)}\n`)];
  return [browser, createNodeRemoteConfig(options)];
}
