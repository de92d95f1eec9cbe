import fp from 'fastify-plugin';
import { createCmsReader, type CmsReader } from '../cms-reader';
import type { ServerConfig } from '../server-config';

export interface ContentOptions {
  cmsOrigin: URL;
  /** The site's read-only token: server-side configuration, never sent to a browser. */
  cmsToken: string | undefined;
  cmsReads: ServerConfig['cmsReads'];
  cmsSnapshotFile: ServerConfig['cmsSnapshotFile'];
}

/** The server's reads of the CMS, and the purge that an editor's publish sets off. */
export interface SiteContent {
  readonly reader: CmsReader;
  /** Forgets every CMS answer and tells every part that keeps what it made of them (the page cache). */
  purge(): void;
  /** `forget` runs at every purge. */
  onPurge(forget: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    content: SiteContent;
  }
}

/**
 * The CMS as the server reads it (page status, the pages' first data, the sitemap): a deadline
 * per read and stale answers while Strapi fails (cms-reader.ts), kept on disk for a server started
 * during an outage when CMS_SNAPSHOT_FILE says where, counted in the metrics.
 */
export const contentPlugin = fp<ContentOptions>(
  async (fastify, { cmsOrigin, cmsToken, cmsReads, cmsSnapshotFile }) => {
    const reader = createCmsReader({ cmsOrigin, token: cmsToken, ...cmsReads, onRead: fastify.siteMetrics.cmsRead, snapshotFile: cmsSnapshotFile });
    // What was read last is on disk when the server stops (CMS_SNAPSHOT_FILE).
    fastify.addHook('onClose', async () => reader.flush());
    const forgetters: Array<() => void> = [() => reader.clear()];
    fastify.decorate('content', {
      reader,
      purge: () => forgetters.forEach((forget) => forget()),
      onPurge: (forget: () => void) => void forgetters.push(forget),
    } satisfies SiteContent);
  },
  { name: 'content', dependencies: ['observability'] },
);
