// @ts-check
// The shell's server (server/) built for Node: TypeScript compiled, @site/shared
// bundled (it is source), every npm package left to `require` at run time from
// the shell's own runtime dependencies.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const sharedSrc = path.resolve(appDir, '../shared');

/** @type {import('@rspack/core').Configuration} */
export default {
  mode: 'production',
  context: appDir,
  target: 'node20',
  // The server; the contract check of a remote release (scripts/release.mjs runs it apart).
  entry: { main: './server/main.ts', 'release-check': './server/release-check-main.ts' },
  devtool: 'source-map',
  output: {
    // npm run dev (SITE_DEV=true) builds into dist-server-dev/, leaving the production build alone.
    path: path.join(appDir, process.env.SITE_DEV === 'true' ? 'dist-server-dev' : 'dist-server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    publicPath: '/',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  externalsPresets: { node: true },
  externals: [
    ({ request }, callback) => {
      const bare = request !== undefined && !request.startsWith('.') && !path.isAbsolute(request);
      if (bare && !request.startsWith('@site/')) return callback(undefined, `commonjs ${request}`);
      return callback();
    },
  ],
  module: {
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        include: [path.join(appDir, 'server'), path.join(appDir, 'src'), sharedSrc],
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      // Images the shell's components import: the browser build's files, same names.
      { test: /\.(woff2?|png|jpe?g|webp|avif|gif|svg|mp4|webm|ico)$/i, type: 'asset/resource', generator: { emit: false } },
      { test: /\.css$/, type: 'asset/source' },
    ],
  },
  // Keep process.env.NODE_ENV a run-time read, and the code readable in stack traces.
  optimization: { nodeEnv: false, minimize: false },
  node: { __dirname: false, __filename: false },
  performance: { hints: false },
};
