import querystring from 'node:querystring';
import formbody from '@fastify/formbody';
import { errorCodes, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  contactFormSchema,
  CONTACT_TOKEN_FIELD,
  emptyContactForm,
  MARKETING_CONSENT_FIELD,
  MARKETING_CONSENT_VALUE,
  nativeContactConsentFields,
  type ContactFormState,
  type ContactFormValues,
} from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { answerError } from '../error-responses';
import { SERVER_LIMITS } from '../server-config';
import { leadRateLimit, leadSignals, receiveLead, tooManyMessage, TooManyLeadsError, type LeadHook } from './contact-endpoint';
import { sentFromSite } from '../own-origin';
import { createFormToken, readFormToken, type FormTokenClaims } from './form-token';
import { fieldErrorsOf, zodRoutes } from '../route-schemas';
import type { LeadDelivery } from './lead-delivery';
import type { ReadPolicyFacts } from '../privacy/policy-facts';

/** Renders the contact page again with the form's state (the visitor's values, the messages): `fastify.pageRenderer.serve`. */
export type RenderContactForm = (request: FastifyRequest, reply: FastifyReply, form: { state: ContactFormState; status: number }) => Promise<FastifyReply>;

export interface ContactFormPostOptions {
  delivery: LeadDelivery;
  policy: ReadPolicyFacts;
  minFillMs: number;
  allowedOrigins: readonly string[];
  tokenSecret: string;
  /** A form older than this was left open for days: sent back to be checked and sent again. */
  tokenMaxAgeMs: number;
  render: RenderContactForm;
}

const EXPIRED = 'El formulario estuvo abierto demasiado tiempo. Revisa tus datos y envíalo de nuevo: lo que escribiste sigue aquí.';
const NOT_RECEIVED = 'No pudimos recibir tu mensaje en este momento. Inténtalo de nuevo en unos minutos: lo que escribiste sigue aquí.';

/**
 * What the browser posts to /contacto: the message's five fields and the consent's two, by the
 * browser's own rules (@site/shared/contact), and the signals. Fields the form does not have are
 * not read (a native post is the form as the browser sends it).
 */
export const contactFormPostBody = z.object({ ...contactFormSchema.shape, ...nativeContactConsentFields, ...leadSignals });

/** The form has nine fields: a body of more is no form (what body-parser's `parameterLimit: 20` refused before). */
const MAX_FIELDS = 20;

/** The form's fields, as the browser encodes them; a body of too many fields is refused as broken (400). */
export function formFields(body: string): Record<string, unknown> {
  if (body.split('&').length > MAX_FIELDS) throw Object.assign(new Error('demasiados campos en el formulario'), { statusCode: 400 });
  return querystring.parse(body);
}

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

/** Whether the marketing box came ticked: it comes back as the person left it. */
const tickedIn = (body: Record<string, unknown>): boolean => body[MARKETING_CONSENT_FIELD] === MARKETING_CONSENT_VALUE;

/** The posted fields, or none (a body of another type, or none at all). */
const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};

/**
 * POST /contacto: the contact form posted by the browser itself, before its scripts have run or
 * when they never do (a phone that autofills and sends within the first seconds, a script that
 * failed to load). The same rules as POST /api/contact: the Origin check, the rate limit, the
 * form's rules, the honeypot and the minimum fill time, measured from the token the server
 * signed into the form when it rendered it; the token's key is the lead's id, so sending the same
 * form again stores one lead. The form's rules are the route's body schema, checked before the
 * handler runs. A valid lead, once durable: 303 to /contacto/exito. Otherwise the page comes back
 * (from the scope's error handler when the schema refused the body) with every value kept and the
 * Spanish message beside each field; a body over
 * 64 KB or broken brings back an empty form (a larger declared body is refused before it is read).
 * Register it in a scope of its own (its body parsers and error handler).
 */
export const contactFormPost: FastifyPluginAsync<ContactFormPostOptions> = async (fastify, options) => {
  const { allowedOrigins, tokenSecret, tokenMaxAgeMs, render } = options;
  const again = (request: FastifyRequest, reply: FastifyReply, status: number, state: Omit<ContactFormState, 'token'>) =>
    render(request, reply, { state: { token: createFormToken(tokenSecret), ...state }, status });
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, failure: string) =>
    again(request, reply, status, { values: emptyContactForm, failure });
  // No token this server can read (a form served before a restart with another secret, or made
  // up) or one days old: the form comes back, filled in, with a fresh token.
  const freshToken = (token: unknown): FormTokenClaims | null => {
    const claims = readFormToken(tokenSecret, token);
    return claims && Date.now() - claims.issuedAt <= tokenMaxAgeMs ? claims : null;
  };

  // Only the browser's own encoding is read, as before: a body of any other type is an empty form.
  fastify.removeAllContentTypeParsers();
  await fastify.register(formbody, { parser: formFields });
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

  fastify.setErrorHandler(async (error, request, reply) => {
    if (error instanceof TooManyLeadsError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
      const body = bodyOf(request);
      return again(request, reply, 429, { values: valuesOf(body), marketingConsent: tickedIn(body), failure: tooManyMessage(error.retryAfterSeconds) });
    }
    if (error instanceof errorCodes.FST_ERR_CTP_BODY_TOO_LARGE) return refuse(request, reply, 413, 'El mensaje es demasiado largo.');
    // Refused by the route's schema, before the handler: the page again, filled in as sent, with
    // each field's message; first, as the handler does, a form whose token is not fresh.
    const errors = fieldErrorsOf(error);
    if (errors) {
      const body = bodyOf(request);
      const kept = { values: valuesOf(body), marketingConsent: tickedIn(body) };
      if (!freshToken(body[CONTACT_TOKEN_FIELD])) return again(request, reply, 422, { ...kept, failure: EXPIRED });
      return again(request, reply, 422, { ...kept, errors, failure: 'Revisa los campos marcados.' });
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) return refuse(request, reply, 400, 'El formulario llegó dañado. Inténtalo de nuevo.');
    return answerError(error, request, reply);
  });

  const fromSite: LeadHook = async (request, reply) => {
    if (!sentFromSite(request, allowedOrigins)) return refuse(request, reply, 403, 'Envía el formulario desde el sitio.');
  };

  zodRoutes(fastify).post(
    paths.contact,
    {
      // The answers are the page (pageRenderer.serve) or a 303: no JSON to declare.
      schema: { body: contactFormPostBody },
      bodyLimit: SERVER_LIMITS.contactFormBodyBytes,
      // Once the body is read (what was typed comes back), before its schema: another site, then too many.
      preValidation: [fromSite],
      config: { ...leadRateLimit('preValidation') },
    },
    async (request, reply) => {
      const { website, [CONTACT_TOKEN_FIELD]: formToken, marketingConsent, policyVersion, ...message } = request.body;
      const kept = { values: { ...message } satisfies ContactFormValues, marketingConsent };
      const claims = freshToken(formToken);
      if (!claims) return again(request, reply, 422, { ...kept, failure: EXPIRED });
      try {
        await receiveLead(options, {
          message,
          consent: { marketingConsent, policyVersion },
          website,
          elapsedMs: Date.now() - claims.issuedAt,
          leadId: claims.key,
          page: paths.contact,
        });
      } catch (error) {
        request.log.error({ err: error }, 'no se pudo recibir un contacto enviado sin JavaScript');
        return again(request, reply, 503, { ...kept, failure: NOT_RECEIVED });
      }
      return reply.header('Cache-Control', 'no-store').redirect(paths.contactSuccess, 303);
    },
  );
};
