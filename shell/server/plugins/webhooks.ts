import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { CMS_WEBHOOK_PATH } from '@site/shared/node/fleet-keys';
import { SERVER_LIMITS } from '../server-config';
import { zodRoutes } from '../route-schemas';

export interface WebhooksOptions {
  /** CMS_WEBHOOK_SECRET: Strapi sends it as `Authorization: Bearer <secret>`. None: no webhook route. */
  cmsWebhookSecret: string | undefined;
}

/** The content types the site reads; a lead or a rights request the site itself writes changes no page. */
const SITE_CONTENT = /^api::(?!lead\.|privacy-request\.)[a-z0-9-]+\.[a-z0-9-]+$/;

/** Whether the call carries the secret, compared in constant time. */
export function carriesSecret(authorization: string | undefined, secret: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * The webhook's body as the route declares it: the change an entry's webhook reports when it is one
 * of the site's content, else null. Never refused: Strapi's other events are answered 204 alike.
 */
export const siteContentChange = z.catch(
  z.nullable(
    z.pipe(
      z.object({ event: z.string().check(z.startsWith('entry.')), uid: z.string().check(z.regex(SITE_CONTENT)) }),
      z.transform(({ event, uid }) => ({ event, uid })),
    ),
  ),
  null,
);

/**
 * Strapi's webhook on publish, unpublish and update: an editor's change is on every server's
 * pages within seconds, not when the caches age out (that bound stays for a webhook that is
 * lost). This server purges its pages and CMS answers, and tells every other server to (the
 * fleet, through Redis). The secret is checked before the body is read, and a body declared
 * larger than Strapi's largest entry is refused before it is read.
 */
export const webhooksPlugin = fp<WebhooksOptions>(
  async (fastify, { cmsWebhookSecret }) => {
    if (!cmsWebhookSecret) return;
    const secret = cmsWebhookSecret;
    const { content, fleet } = fastify;

    async function authorize(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      reply.header('Cache-Control', 'no-store');
      if (carriesSecret(request.headers.authorization, secret)) return undefined;
      return reply.code(401).send({ error: 'No autorizado.' });
    }

    // A scope of its own: the route's zod schemas change no other route's.
    await fastify.register(async (scope) => {
      zodRoutes(scope).post(
        CMS_WEBHOOK_PATH,
        {
          schema: {
            body: siteContentChange,
            response: { 204: z.undefined(), 202: z.object({ estado: z.string() }), 401: z.object({ error: z.string() }) },
          },
          // Strapi sends the whole entry: an article's Markdown fits well within this.
          bodyLimit: SERVER_LIMITS.cmsWebhookBodyBytes,
          onRequest: authorize,
        },
        async (request, reply) => {
          const change = request.body;
          if (!change) return reply.code(204).send();
          const { event, uid } = change;
          try {
            content.purge();
            await fleet.announcePurge();
            request.log.info({ event, uid }, `contenido cambiado en el CMS (${event} ${uid}): páginas y respuestas purgadas`);
            return reply.code(204).send();
          } catch (error) {
            // This server purged; the others were not told (Redis away): they catch up within the caches' bound.
            request.log.warn({ event, uid, err: { message: (error as Error).message } }, 'purga aplicada solo en este servidor');
            return reply.code(202).send({ estado: 'purgado solo en este servidor' });
          }
        },
      );
    });
  },
  { name: 'webhooks', dependencies: ['content', 'fleet'] },
);
