import fp from 'fastify-plugin';
import { createSiteRedirects, type SiteRedirects } from '../redirects/site-redirects';

export interface RedirectsOptions {
  /** The list is read again in the background once older than this (CMS_READ_FRESH_MS). */
  freshMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    redirects: SiteRedirects;
  }
}

/**
 * The editors' redirects (the CMS's `redirect` collection), applied by the pages' route before a
 * page renders: read at the first page request, again at every purge the CMS's webhook sets off.
 */
export const redirectsPlugin = fp<RedirectsOptions>(
  async (fastify, { freshMs }) => {
    const { content } = fastify;
    const redirects = createSiteRedirects({ reader: content.reader, freshMs, log: fastify.log });
    content.onPurge(() => redirects.reload());
    fastify.decorate('redirects', redirects);
    fastify.addHook('onClose', () => redirects.settled());
  },
  { name: 'redirects', dependencies: ['content'] },
);
