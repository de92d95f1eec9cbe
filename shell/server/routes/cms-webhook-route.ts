import crypto from 'node:crypto';
import express, { type Request } from 'express';
import { CMS_WEBHOOK_PATH } from '@site/shared/node/fleet-keys';
import { log } from '../observability/logger';
import { SERVER_LIMITS } from '../server-config';
/** The content types the site reads; a lead written by the site itself changes no page. */
const SITE_CONTENT = /^api::(?!lead\.)[a-z0-9-]+\.[a-z0-9-]+$/;

export interface CmsWebhookOptions {
  /** Strapi sends it as `Authorization: Bearer <secret>` (CMS_WEBHOOK_SECRET on both sides). */
  secret: string;
  /** Purges this server's pages and CMS answers, and tells every other server to. */
  onContentChanged: (change: { event: string; uid: string }) => Promise<void>;
}

function authorized(req: Request, secret: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * Strapi's webhook on publish, unpublish and update: an editor's change is on every server's
 * pages within seconds, not when the caches age out (that bound stays for a webhook that is lost).
 */
export function cmsWebhookRoute({ secret, onContentChanged }: CmsWebhookOptions): express.Router {
  const router = express.Router();
  router.post(CMS_WEBHOOK_PATH, express.json({ limit: SERVER_LIMITS.cmsWebhookBodyBytes }), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!authorized(req, secret)) {
      res.status(401).json({ error: 'No autorizado.' });
      return;
    }
    const { event, uid } = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    if (typeof event !== 'string' || !event.startsWith('entry.') || typeof uid !== 'string' || !SITE_CONTENT.test(uid)) {
      res.status(204).end();
      return;
    }
    try {
      await onContentChanged({ event, uid });
      log().info({ event, uid }, `contenido cambiado en el CMS (${event} ${uid}): páginas y respuestas purgadas`);
      res.status(204).end();
    } catch (error) {
      // This server purged; the others were not told (Redis away): they catch up within the caches' bound.
      log().warn({ event, uid, err: { message: (error as Error).message } }, 'purga aplicada solo en este servidor');
      res.status(202).json({ estado: 'purgado solo en este servidor' });
    }
  });
  return router;
}
