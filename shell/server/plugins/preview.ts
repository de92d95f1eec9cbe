import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { createCmsReader, type CmsReader } from '../cms-reader';
import { sendError } from '../error-responses';
import {
  hasPreviewSession,
  PREVIEW_COOKIE,
  PREVIEW_EXIT_PATH,
  PREVIEW_PATH,
  previewExitQuery,
  previewLinkPath,
  previewLinkQuery,
  previewSessionValue,
} from '../preview/preview-session';
import { zodRoutes } from '../route-schemas';
import type { ServerConfig } from '../server-config';

export interface PreviewOptions {
  /** SITE_PREVIEW_SECRET, shared with the CMS; CMS_PREVIEW_TOKEN, the only token that reads drafts. Either missing: no preview. */
  preview: ServerConfig['preview'];
  cmsOrigin: URL;
  cmsReads: ServerConfig['cmsReads'];
}

/** An editor's preview of drafts, for the requests that carry a preview session. */
export interface SitePreview {
  /** Whether this request is an editor's preview. */
  of(request: FastifyRequest): boolean;
  /** The CMS's drafts, read afresh every time (never kept: a preview shows what was saved a second ago). */
  readonly reader: CmsReader;
  /** A preview answer: never stored, never indexed, framed by the CMS's admin panel alone. */
  mark(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    preview: SitePreview;
  }
}

/**
 * The site's preview door (`/_vista-previa`): the CMS's admin panel opens it with a link it signed,
 * and the browser gets a preview session for itself alone (preview-session.ts). Pages and the CMS
 * proxy then show that browser the drafts: rendered afresh, never from or into the page cache.
 */
export const previewPlugin = fp<PreviewOptions>(
  async (fastify, { preview, cmsOrigin, cmsReads }) => {
    const { secret, token, adminOrigin } = preview;
    const enabled = Boolean(secret && token);
    const drafts = createCmsReader({ cmsOrigin, token, timeoutMs: cmsReads.timeoutMs, freshMs: 0, staleMs: 0, maxEntries: 1 });
    const reader: CmsReader = { read: (collection, query) => drafts.read(collection, { ...query, status: 'draft' }) };

    /** Each request's answer, checked once (the pages and the proxy both ask). */
    const sessions = new WeakMap<FastifyRequest, boolean>();
    const of = (request: FastifyRequest): boolean => {
      let session = sessions.get(request);
      if (session === undefined) {
        session = enabled && secret !== undefined && hasPreviewSession(secret, request.cookies[PREVIEW_COOKIE]);
        sessions.set(request, session);
      }
      return session;
    };

    fastify.decorate('preview', {
      of,
      reader,
      mark(reply: FastifyReply) {
        reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
        // The panel shows the page in a frame: its origin alone may frame it (X-Frame-Options has no such list).
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string' && adminOrigin) {
          reply.header('Content-Security-Policy', policy.replace("frame-ancestors 'none'", `frame-ancestors ${adminOrigin}`));
          reply.removeHeader('x-frame-options');
        }
      },
    } satisfies SitePreview);

    /** The session's cookie: for this site's pages, out of scripts' reach, gone when the browser closes. */
    const setSession = (request: FastifyRequest, reply: FastifyReply, value: string, maxAge?: number) =>
      reply.setCookie(PREVIEW_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge });

    const noPreview = (request: FastifyRequest, reply: FastifyReply) => sendError(request, reply, 404, 'No encontramos lo que buscas.');
    const badLink = (request: FastifyRequest, reply: FastifyReply) =>
      sendError(request, reply, 403, 'Este enlace de vista previa no es válido o ya venció. Vuelva a abrir la vista previa desde el panel de edición.');

    // A scope of its own: the routes' zod schemas and error handler change no other route's.
    await fastify.register(async (scope) => {
      // A link whose query the schema refused is no link: answered as one that does not check out.
      scope.setErrorHandler((error, request, reply) => {
        if (!hasZodFastifySchemaValidationErrors(error)) throw error;
        return enabled ? badLink(request, reply) : noPreview(request, reply);
      });
      const routes = zodRoutes(scope);

      routes.get(PREVIEW_PATH, { schema: { querystring: previewLinkQuery } }, async (request, reply) => {
        if (!enabled || !secret) return noPreview(request, reply);
        const path = previewLinkPath(secret, request.query);
        if (!path) return badLink(request, reply);
        request.log.info('vista previa abierta');
        return setSession(request, reply, previewSessionValue(secret)).header('Cache-Control', 'no-store').redirect(path, 303);
      });

      routes.get(PREVIEW_EXIT_PATH, { schema: { querystring: previewExitQuery } }, async (request, reply) =>
        setSession(request, reply, '', 0).header('Cache-Control', 'no-store').redirect(request.query.ruta, 303),
      );
    });
  },
  { name: 'preview', dependencies: ['headers', '@fastify/cookie'] },
);
