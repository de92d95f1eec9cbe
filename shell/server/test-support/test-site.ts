import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@site/shared/config/topology';
import type { RemoteName } from '@site/shared/federation';
import { publishedRemotePages } from '../../../jest/checkout-pages';
import { buildShellApp } from '../app';
import { readServerConfig, type ServerConfig } from '../server-config';

/** A stand-in upstream (the CMS, the remotes' origin) on a local port: its socket is what the app really calls. */
export interface StandIn {
  url: string;
  close(): Promise<void>;
}

export async function standIn(handler: http.RequestListener): Promise<StandIn> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The checkout's pages.json of the remote a stand-in origin's path names (`/<remote>/pages.json`),
 * as the remote's build publishes it; null for any other path.
 */
export function publishedPagesAt(url: string | undefined): string | null {
  const [, remote, file] = /^\/([a-z]+)\/(pages\.json)$/.exec(url ?? '') ?? [];
  const published = remote && file ? publishedRemotePages()[remote as RemoteName] : undefined;
  return published ? JSON.stringify(published) : null;
}

/** A CMS whose every list is empty: the pages render their empty states, and nothing the test watches waits on content. */
export const emptyCmsStandIn = (): Promise<StandIn> =>
  standIn((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } } }));
  });

/** The remotes' origin as the server tests need it: their pages.json only (so a remote page renders its fallback). */
export const remotesPagesStandIn = (): Promise<StandIn> =>
  standIn((req, res) => {
    const pages = publishedPagesAt(req.url);
    if (pages) res.writeHead(200, { 'Content-Type': 'application/json' }).end(pages);
    else res.writeHead(404).end();
  });

/** The shell's build as the pages read it: an entry script (no stylesheet). */
export const SHELL_BUILD_FILES = {
  'index.html': '<!doctype html><html><head></head><body><script defer src="/assets/main.89abcdef.js"></script></body></html>',
  'assets/main.89abcdef.js': 'console.log("shell")',
};

/** The whole shell app in this process, called through `inject` (no port), with its own folder. */
export interface TestSite {
  app: FastifyInstance;
  config: ServerConfig;
  /** A folder of its own: the shell's build (`dist/`), the remotes file, the outbox. */
  dir: string;
  remotesFile: string;
  close(): Promise<void>;
}

/**
 * Builds the shell app against stand-in upstreams: `remotesOrigin` serves each remote's manifest
 * at `/<name>/mf-manifest.json`. `files` are written into the shell's build folder; `env` adds
 * or overrides variables, `config` settings no variable reaches (the build folder).
 */
export async function buildTestSite({
  cmsUrl,
  remotesOrigin,
  files = { 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  env = {},
  config: overrides = {},
}: {
  cmsUrl: string;
  remotesOrigin: string;
  files?: Record<string, string>;
  env?: Record<string, string>;
  config?: Partial<ServerConfig>;
}): Promise<TestSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-app-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  }
  const remotesFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remotesOrigin}/${name}/mf-manifest.json`]))));
  const config: ServerConfig = {
    ...readServerConfig({
      CMS_URL: cmsUrl,
      CMS_API_TOKEN: 'token-de-prueba',
      SITE_REMOTES_FILE: remotesFile,
      LEADS_OUTBOX_DIR: path.join(dir, 'outbox'),
      LOG_LEVEL: 'silent',
      ...env,
    }),
    distDir: dist,
    ...overrides,
  };
  const app = await buildShellApp(config);
  return {
    app,
    config,
    dir,
    remotesFile,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
