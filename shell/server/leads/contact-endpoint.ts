import crypto from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { checkContactMessage, CONTACT_TOKEN_FIELD, type ContactFieldErrors } from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { readFormToken } from './form-token';
import type { LeadDelivery } from './lead-delivery';
import type { RateLimit } from './rate-limit';
import { log } from '../observability/logger';
import { SERVER_LIMITS } from '../server-config';

export const CONTACT_PATH = '/api/contact';

/** What the form sends beside its five fields. */
const META_FIELDS = ['website', 'elapsedMs', 'page', CONTACT_TOKEN_FIELD] as const;

export interface ContactEndpointOptions {
  delivery: LeadDelivery;
  rateLimit: RateLimit;
  /** A form sent faster than this was not filled in by a person: accepted and dropped. */
  minFillMs: number;
  /** Origins besides the request's own that may send the form (the public SITE_URL). */
  allowedOrigins: readonly string[];
  /** Signs and checks the form's token (form-token.ts). */
  tokenSecret: string;
}

function answer(res: Response, status: number, body: Record<string, unknown>): void {
  res.status(status).setHeader('Cache-Control', 'no-store');
  res.json(body);
}

/**
 * Sent from one of the site's own pages: the request's own origin, as the browser names it (either
 * scheme: TLS may end before this server), or one of `allowedOrigins`. The defence against a
 * cross-site post of the form, JSON or native.
 */
export function sentFromSite(req: Request, allowedOrigins: readonly string[]): boolean {
  const host = req.headers.host ?? '';
  const origin = req.headers.origin;
  return origin !== undefined && [`http://${host}`, `https://${host}`, ...allowedOrigins].includes(origin);
}

/** The 429 message, in Spanish, for a visitor who sent too many forms. */
export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Recibimos varios mensajes desde tu conexión. Inténtalo de nuevo en ${minutes === 1 ? 'un minuto' : `${minutes} minutos`}.`;
}

/** A path of the site, or the contact page when the form did not say. */
function pageOf(value: unknown): string {
  return typeof value === 'string' && /^\/[^\s]{0,499}$/.test(value) && !value.startsWith('//') ? value : paths.contact;
}

/** What the form sent: its five fields and its signals. */
export interface LeadInput {
  fields: Record<string, unknown>;
  /** The honeypot's value. */
  website: unknown;
  /** How long the form was open. */
  elapsedMs: number;
  /** The lead's id: the form token's key (a retry stores one lead), or a new one. */
  leadId: string;
  page: unknown;
}

export type LeadOutcome = { kind: 'invalid'; errors: ContactFieldErrors } | { kind: 'accepted' };

/**
 * Checks a lead with the form's own rules and makes it durable (in the CMS or the outbox). A
 * filled honeypot or a form sent in an instant is accepted and dropped, so a robot learns nothing.
 * Throws when the lead could not be made durable.
 */
export async function receiveLead(delivery: LeadDelivery, minFillMs: number, input: LeadInput): Promise<LeadOutcome> {
  const checked = checkContactMessage(input.fields);
  if ('errors' in checked) return { kind: 'invalid', errors: checked.errors };
  if ((typeof input.website === 'string' && input.website !== '') || input.elapsedMs < minFillMs) return { kind: 'accepted' };
  // What is stored is what the rules return (trimmed).
  await delivery.accept({ ...checked.message, leadId: input.leadId, page: pageOf(input.page), receivedAt: new Date().toISOString() });
  return { kind: 'accepted' };
}

/**
 * POST /api/contact: the contact form's leads, sent by the hydrated form. Only the site's own
 * pages may send it (Origin), only JSON up to 16 KB, a few per address and window; the lead is
 * checked and made durable by `receiveLead` before success is answered. The form without
 * JavaScript posts to /contacto instead (contact-form-post.ts), through the same rules.
 */
export function contactEndpoint({ delivery, rateLimit, minFillMs, allowedOrigins, tokenSecret }: ContactEndpointOptions): express.Router {
  const router = express.Router();
  const parseJson = express.json({ limit: SERVER_LIMITS.contactJsonBodyBytes, strict: true, type: () => true });

  const guard: RequestHandler = async (req, res, next) => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      answer(res, 405, { message: 'Este formulario solo acepta envíos.' });
      return;
    }
    if (!sentFromSite(req, allowedOrigins)) {
      answer(res, 403, { message: 'Envía el formulario desde el sitio.' });
      return;
    }
    if (!req.is('application/json')) {
      answer(res, 415, { message: 'El formulario debe enviarse como JSON.' });
      return;
    }
    const retryAfter = await rateLimit.hit(req.ip ?? 'desconocida');
    if (retryAfter !== null) {
      res.setHeader('Retry-After', String(retryAfter));
      answer(res, 429, { message: tooManyMessage(retryAfter) });
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

      // The token the server rendered into the form: its key makes a retry, or this post after a
      // native one of the same form, store one lead. A token that does not check out is ignored
      // here (the form sends its own fill time), as after a restart with a new secret.
      const claims = readFormToken(tokenSecret, meta[CONTACT_TOKEN_FIELD]);
      const outcome = await receiveLead(delivery, minFillMs, {
        fields,
        website: meta.website,
        elapsedMs: typeof meta.elapsedMs === 'number' ? meta.elapsedMs : 0,
        leadId: claims?.key ?? crypto.randomUUID(),
        page: meta.page,
      });
      if (outcome.kind === 'invalid') answer(res, 422, { message: 'Revisa los campos marcados.', errors: outcome.errors });
      else answer(res, 201, { ok: true });
    } catch (error) {
      // Not durable (the outbox could not be written): the visitor must not be told it was received.
      log().error({ err: error }, 'no se pudo recibir un contacto');
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
