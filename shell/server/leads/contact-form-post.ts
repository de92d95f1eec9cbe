import express, { type RequestHandler, type Response } from 'express';
import {
  CONTACT_TOKEN_FIELD,
  emptyContactForm,
  type ContactFormState,
  type ContactFormValues,
} from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { receiveLead, sentFromSite, tooManyMessage } from './contact-endpoint';
import { createFormToken, readFormToken } from './form-token';
import type { LeadDelivery } from './lead-delivery';
import type { RateLimit } from './rate-limit';
import { log } from '../observability/logger';
import { SERVER_LIMITS } from '../server-config';

/** Renders the contact page again with the form's state (the visitor's values, the messages). */
export type RenderContactForm = (res: Response, state: ContactFormState, status: number) => Promise<void>;

export interface ContactFormPostOptions {
  delivery: LeadDelivery;
  rateLimit: RateLimit;
  minFillMs: number;
  allowedOrigins: readonly string[];
  tokenSecret: string;
  /** A form older than this was left open for days: sent back to be checked and sent again. */
  tokenMaxAgeMs: number;
  render: RenderContactForm;
}


const EXPIRED = 'El formulario estuvo abierto demasiado tiempo. Revisa tus datos y envíalo de nuevo: lo que escribiste sigue aquí.';
const NOT_RECEIVED = 'No pudimos recibir tu mensaje en este momento. Inténtalo de nuevo en unos minutos: lo que escribiste sigue aquí.';

/** The five fields as typed (strings only: anything else is an empty field), to send back. */
function valuesOf(body: Record<string, unknown>): ContactFormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(body.name),
    email: text(body.email),
    company: text(body.company),
    service: text(body.service),
    message: text(body.message),
  };
}

/**
 * POST /contacto: the contact form posted by the browser itself, before its scripts have run or
 * when they never do (a phone that autofills and sends within the first seconds, a script that
 * failed to load). The same rules as POST /api/contact: the Origin check, the rate limit, the
 * form's rules, the honeypot and the minimum fill time, measured from the token the server
 * signed into the form when it rendered it; the token's key is the lead's id, so sending the same
 * form again stores one lead. A valid lead, once durable: 303 to /contacto/exito. Otherwise the
 * page comes back with every value kept and the Spanish message beside each field.
 */
export function contactFormPost(options: ContactFormPostOptions): express.Router {
  const { delivery, rateLimit, minFillMs, allowedOrigins, tokenSecret, tokenMaxAgeMs, render } = options;
  const router = express.Router();
  const parseForm = express.urlencoded({ extended: false, limit: SERVER_LIMITS.contactFormBodyBytes, parameterLimit: 20 });
  const again = (res: Response, values: ContactFormValues, status: number, extra: Omit<ContactFormState, 'token' | 'values'>) =>
    render(res, { token: createFormToken(tokenSecret), values, ...extra }, status);

  const refuse = (res: Response, status: number, failure: string) =>
    render(res, { token: createFormToken(tokenSecret), values: emptyContactForm, failure }, status);

  const receive: RequestHandler = async (req, res, next) => {
    try {
      if (!sentFromSite(req, allowedOrigins)) {
        await refuse(res, 403, 'Envía el formulario desde el sitio.');
        return;
      }
      const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
      const values = valuesOf(body);
      const retryAfter = await rateLimit.hit(req.ip ?? 'desconocida');
      if (retryAfter !== null) {
        res.setHeader('Retry-After', String(retryAfter));
        await again(res, values, 429, { failure: tooManyMessage(retryAfter) });
        return;
      }
      const claims = readFormToken(tokenSecret, body[CONTACT_TOKEN_FIELD]);
      const now = Date.now();
      // No token this server can read (a form served before a restart with another secret, or
      // made up) or one days old: the form comes back, filled in, with a fresh token.
      if (!claims || now - claims.issuedAt > tokenMaxAgeMs) {
        await again(res, values, 422, { failure: EXPIRED });
        return;
      }
      const outcome = await receiveLead(delivery, minFillMs, {
        fields: { ...values },
        website: body.website,
        elapsedMs: now - claims.issuedAt,
        leadId: claims.key,
        page: paths.contact,
      });
      if (outcome.kind === 'invalid') {
        await again(res, values, 422, { errors: outcome.errors, failure: 'Revisa los campos marcados.' });
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, paths.contactSuccess);
    } catch (error) {
      log().error({ err: error }, 'no se pudo recibir un contacto enviado sin JavaScript');
      try {
        await again(res, valuesOf((req.body ?? {}) as Record<string, unknown>), 503, { failure: NOT_RECEIVED });
      } catch (renderError) {
        next(renderError);
      }
    }
  };

  /** The form's fields, or the page again when the body is too large or broken. */
  const readBody: RequestHandler = (req, res, next) => {
    parseForm(req, res, (error?: unknown) => {
      if (!error) {
        next();
        return;
      }
      const tooLarge = (error as { type?: string }).type === 'entity.too.large';
      void refuse(res, tooLarge ? 413 : 400, tooLarge ? 'El mensaje es demasiado largo.' : 'El formulario llegó dañado. Inténtalo de nuevo.').catch(next);
    });
  };

  router.post(paths.contact, readBody, receive);
  return router;
}
