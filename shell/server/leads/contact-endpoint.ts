import crypto from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { checkContactMessage } from '@site/shared/contact';
import type { LeadDelivery } from './lead-delivery';
import type { RateLimit } from './rate-limit';

export const CONTACT_PATH = '/api/contact';
/** Largest body taken: the form's longest message fits several times over. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

/** What the form sends beside its five fields. */
const META_FIELDS = ['website', 'elapsedMs', 'page'] as const;

export interface ContactEndpointOptions {
  delivery: LeadDelivery;
  rateLimit: RateLimit;
  /** A form sent faster than this was not filled in by a person: accepted and dropped. */
  minFillMs: number;
  /** Origins besides the request's own that may send the form (the public SITE_URL). */
  allowedOrigins: readonly string[];
}

function answer(res: Response, status: number, body: Record<string, unknown>): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json(body);
}

/** The request's own origin, as the browser names it (either scheme: TLS may end before this server). */
function ownOrigins(req: Request): string[] {
  const host = req.headers.host ?? '';
  return [`http://${host}`, `https://${host}`];
}

/** A path of the site, or the contact page when the form did not say. */
function pageOf(value: unknown): string {
  return typeof value === 'string' && /^\/[^\s]{0,499}$/.test(value) && !value.startsWith('//') ? value : '/contacto';
}

/**
 * POST /api/contact: the contact form's leads. Only the site's own pages may
 * send it (Origin), only JSON up to 16 KB, a few per address and window; the
 * five fields are checked with the form's own rules, and a valid lead is
 * answered with success only once it is durable (in the CMS or the outbox).
 * A filled honeypot or a form sent in an instant is accepted and dropped, so
 * a robot learns nothing.
 */
export function contactEndpoint({ delivery, rateLimit, minFillMs, allowedOrigins }: ContactEndpointOptions): express.Router {
  const router = express.Router();
  const parseJson = express.json({ limit: CONTACT_BODY_LIMIT, strict: true, type: () => true });

  const guard: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      answer(res, 405, { message: 'Este formulario solo acepta envíos.' });
      return;
    }
    const origin = req.headers.origin;
    if (!origin || ![...ownOrigins(req), ...allowedOrigins].includes(origin)) {
      answer(res, 403, { message: 'Envía el formulario desde el sitio.' });
      return;
    }
    if (!req.is('application/json')) {
      answer(res, 415, { message: 'El formulario debe enviarse como JSON.' });
      return;
    }
    const retryAfter = rateLimit.hit(req.socket.remoteAddress ?? 'desconocida');
    if (retryAfter !== null) {
      const minutes = Math.ceil(retryAfter / 60);
      res.setHeader('Retry-After', String(retryAfter));
      answer(res, 429, {
        message: `Recibimos varios mensajes desde tu conexión. Inténtalo de nuevo en ${minutes === 1 ? 'un minuto' : `${minutes} minutos`}.`,
      });
      return;
    }
    next();
  };

  const receive: RequestHandler = async (req, res) => {
    try {
      const body: unknown = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        answer(res, 400, { message: 'El formulario llegó vacío o incompleto.' });
        return;
      }
      const fields: Record<string, unknown> = { ...body };
      const meta = Object.fromEntries(META_FIELDS.map((name) => [name, fields[name]]));
      for (const name of META_FIELDS) delete fields[name];

      const checked = checkContactMessage(fields);
      if ('errors' in checked) {
        answer(res, 422, { message: 'Revisa los campos marcados.', errors: checked.errors });
        return;
      }
      const elapsed = typeof meta.elapsedMs === 'number' ? meta.elapsedMs : 0;
      if ((typeof meta.website === 'string' && meta.website !== '') || elapsed < minFillMs) {
        answer(res, 201, { ok: true });
        return;
      }
      // What is stored is what the rules return (trimmed).
      const lead = { ...checked.message, leadId: crypto.randomUUID(), page: pageOf(meta.page), receivedAt: new Date().toISOString() };
      await delivery.accept(lead);
      answer(res, 201, { ok: true });
    } catch (error) {
      // Not durable (the outbox could not be written): the visitor must not be told it was received.
      console.error('[leads] no se pudo recibir un contacto:', error);
      answer(res, 503, { message: 'No pudimos recibir tu mensaje en este momento. Inténtalo de nuevo en unos minutos.' });
    }
  };

  /** The body as JSON, or the answer to a body that is too large or broken. */
  const readBody: RequestHandler = (req, res, next) => {
    parseJson(req, res, (error?: unknown) => {
      const type = (error as { type?: string } | undefined)?.type;
      if (type === 'entity.too.large') answer(res, 413, { message: 'El mensaje es demasiado largo.' });
      else if (error) answer(res, 400, { message: 'El formulario llegó dañado. Inténtalo de nuevo.' });
      else next();
    });
  };

  router.all(CONTACT_PATH, guard, readBody, receive);
  return router;
}
