import crypto from 'node:crypto';
import { errorCodes, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  checkContactMessage,
  contactConsentFields,
  contactFormSchema,
  CONTACT_TOKEN_FIELD,
  type ContactConsent,
  type ContactFieldErrors,
  type ContactMessage,
} from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { answerError } from '../error-responses';
import { readFormToken } from './form-token';
import { policyWithin, type ReadPolicyFacts } from '../privacy/policy-facts';
import { UNKNOWN_POLICY_VERSION } from './lead';
import type { LeadDelivery } from './lead-delivery';
import { SERVER_LIMITS } from '../server-config';
import { sentFromSite } from '../own-origin';
import { fieldErrorsOf, formReceived, formRefusal, refusedAsNoObject, zodRoutes } from '../route-schemas';

export const CONTACT_PATH = '/api/contact';

/** A hook of the contact form's routes (the shared rate limit is added to both by their `config`). */
export type LeadHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ContactEndpointOptions {
  delivery: LeadDelivery;
  /** The policy in force: its version is stamped on a lead whose form did not say which one it showed. */
  policy: ReadPolicyFacts;
  /** A form sent faster than this was not filled in by a person: accepted and dropped. */
  minFillMs: number;
  /** Origins besides the request's own that may send the form (the public SITE_URL). */
  allowedOrigins: readonly string[];
  /** Signs and checks the form's token (form-token.ts). */
  tokenSecret: string;
}

/**
 * A visitor over the contact form's rate limit: thrown by @fastify/rate-limit's hook (its
 * `errorResponseBuilder`) and answered by each door in its own way.
 */
export class TooManyLeadsError extends Error {
  override name = 'TooManyLeadsError';
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('demasiados contactos desde esta dirección');
  }
}

/**
 * The rate limit of both doors, in a route's `config`: counted before the body is read (JSON) or
 * once it is (the form, sent back filled in), before the route's schema checks it either way.
 */
export const leadRateLimit = (hook: 'onRequest' | 'preValidation') => ({ rateLimit: { hook } });

function answer(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}

/** The 429 message, in Spanish, for a visitor who sent too many forms. */
export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Recibimos varios mensajes desde tu conexión. Inténtalo de nuevo en ${minutes === 1 ? 'un minuto' : `${minutes} minutos`}.`;
}

/** A path of the site: one leading slash, no second one, no space, up to 500 characters. */
const SITE_PAGE = /^\/(?!\/)\S{0,499}$/;

/**
 * The form's signals beside its fields, as both doors declare them. None is refused: what a robot
 * sends instead reads as a robot's (a honeypot of text filled in, no fill time), or as none sent.
 */
export const leadSignals = {
  /** The honeypot: filled in when it holds text. */
  website: z.catch(z.optional(z.string()), undefined),
  /** The token the server signed into the form (form-token.ts checks it with its secret). */
  [CONTACT_TOKEN_FIELD]: z.catch(z.optional(z.string()), undefined),
};

/**
 * What the hydrated form posts to /api/contact: the message's five fields and its consent, by the
 * browser's own rules (@site/shared/contact, unknown fields refused), and its signals.
 */
export const contactLeadBody = z.extend(contactFormSchema, {
  ...contactConsentFields,
  ...leadSignals,
  /** How long the form was open, as the page measured it: not a number, no time at all. */
  elapsedMs: z.catch(z.number(), 0),
  /** The page the form was on; none or not one of the site's paths, the contact page. */
  page: z.catch(z.optional(z.string().check(z.regex(SITE_PAGE))), undefined),
});

/** A lead that passed the form's rules, and its signals. */
export interface LeadInput {
  message: ContactMessage;
  consent: ContactConsent;
  /** The honeypot's value. */
  website: string | undefined;
  /** How long the form was open. */
  elapsedMs: number;
  /** The lead's id: the form token's key (a retry stores one lead), or a new one. */
  leadId: string;
  page: string;
}

/** The version in force as the server reads it (within a second), or «desconocida». */
const versionInForce = async (read: ReadPolicyFacts): Promise<string> => (await policyWithin(read))?.version ?? UNKNOWN_POLICY_VERSION;

/**
 * Makes a lead its route's schema accepted durable (in the CMS or the outbox). A filled honeypot
 * or a form sent in an instant is accepted and dropped, so a robot learns nothing. Throws when the
 * lead could not be made durable.
 */
export async function receiveLead(
  { delivery, minFillMs, policy }: Pick<ContactEndpointOptions, 'delivery' | 'minFillMs' | 'policy'>,
  input: LeadInput,
): Promise<void> {
  if ((input.website !== undefined && input.website !== '') || input.elapsedMs < minFillMs) return;
  const receivedAt = new Date().toISOString();
  // What is stored is what the rules return (trimmed), with the consent as sent: the box as the
  // person left it, the version the page showed (else the one in force now), when it was sent.
  await delivery.accept({
    ...input.message,
    leadId: input.leadId,
    page: input.page,
    receivedAt,
    policyVersion: input.consent.policyVersion ?? (await versionInForce(policy)),
    marketingConsent: input.consent.marketingConsent,
    consentAt: receivedAt,
  });
}

const invalid = (reply: FastifyReply, errors: ContactFieldErrors) => answer(reply, 422, { message: 'Revisa los campos marcados.', errors });

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * POST /api/contact: the contact form's leads, sent by the hydrated form. Only the site's own
 * pages may send it (Origin), only JSON up to 16 KB (a larger declared body is refused before it
 * is read), a few per address and window. The body is checked by the route's schema (the
 * browser's rules) before the handler runs, a wrong one answered 422 with each field's Spanish
 * message; the lead is made durable by `receiveLead` before success is answered. The form without JavaScript posts to /contacto instead
 * (contact-form-post.ts), through the same rules. Register it in a scope of its own (its error
 * handler), where @fastify/rate-limit adds the shared limit to routes that ask for it.
 */
export const contactEndpoint: FastifyPluginAsync<ContactEndpointOptions> = async (fastify, options) => {
  const { allowedOrigins, tokenSecret } = options;
  // Each refusal in the endpoint's own JSON shape ({ message }), which the form shows as it is.
  fastify.setErrorHandler((error, request, reply) => {
    if (error instanceof TooManyLeadsError) {
      reply.header('Retry-After', String(error.retryAfterSeconds));
      return answer(reply, 429, { message: tooManyMessage(error.retryAfterSeconds) });
    }
    if (error instanceof errorCodes.FST_ERR_CTP_BODY_TOO_LARGE) return answer(reply, 413, { message: 'El mensaje es demasiado largo.' });
    // Refused by the route's schema, before the handler: no object at all, or each wrong field's message.
    if (refusedAsNoObject(error)) return answer(reply, 400, { message: 'El formulario llegó vacío o incompleto.' });
    const errors = fieldErrorsOf(error);
    if (errors) return invalid(reply, errors);
    // An empty body is an empty form: each field's message, as for any other incomplete one.
    if (error instanceof errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY) return invalid(reply, (checkContactMessage({}) as { errors: ContactFieldErrors }).errors);
    if (isClientError(error)) return answer(reply, 400, { message: 'El formulario llegó dañado. Inténtalo de nuevo.' });
    return answerError(error, request, reply);
  });

  const fromSite: LeadHook = async (request, reply) => {
    if (!sentFromSite(request, allowedOrigins)) return answer(reply, 403, { message: 'Envía el formulario desde el sitio.' });
  };
  const jsonOnly: LeadHook = async (request, reply) => {
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return answer(reply, 415, { message: 'El formulario debe enviarse como JSON.' });
  };

  zodRoutes(fastify).post(
    CONTACT_PATH,
    {
      schema: { body: contactLeadBody, response: { 201: formReceived, '4xx': formRefusal, 503: formRefusal } },
      bodyLimit: SERVER_LIMITS.contactJsonBodyBytes,
      // In this order, before the body is read: another site, another format, too many.
      onRequest: [fromSite, jsonOnly],
      config: leadRateLimit('onRequest'),
    },
    async (request, reply) => {
      const { website, elapsedMs, page, [CONTACT_TOKEN_FIELD]: formToken, marketingConsent, policyVersion, ...message } = request.body;
      try {
        // The token the server rendered into the form: its key makes a retry, or this post after a
        // native one of the same form, store one lead. A token that does not check out is ignored
        // here (the form sends its own fill time), as after a restart with a new secret.
        const claims = readFormToken(tokenSecret, formToken);
        await receiveLead(options, {
          message,
          consent: { marketingConsent, policyVersion },
          website,
          elapsedMs,
          leadId: claims?.key ?? crypto.randomUUID(),
          page: page ?? paths.contact,
        });
        return answer(reply, 201, { ok: true });
      } catch (error) {
        // Not durable (the outbox could not be written): the visitor must not be told it was received.
        request.log.error({ err: error }, 'no se pudo recibir un contacto');
        return answer(reply, 503, { message: 'No pudimos recibir tu mensaje en este momento. Inténtalo de nuevo en unos minutos.' });
      }
    },
  );
};
