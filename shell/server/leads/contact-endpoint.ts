import crypto from 'node:crypto';
import { errorCodes, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  checkContactConsent,
  checkContactMessage,
  CONTACT_TOKEN_FIELD,
  MARKETING_CONSENT_FIELD,
  POLICY_VERSION_FIELD,
  type ContactFieldErrors,
} from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import { answerError } from '../error-responses';
import { readFormToken } from './form-token';
import { policyWithin, type ReadPolicyFacts } from '../privacy/policy-facts';
import { UNKNOWN_POLICY_VERSION } from './lead';
import type { LeadDelivery } from './lead-delivery';
import { SERVER_LIMITS } from '../server-config';
import { sentFromSite } from '../own-origin';

export const CONTACT_PATH = '/api/contact';

/** What the form sends beside its five fields: its signals, and the consent recorded with the lead. */
const META_FIELDS = ['website', 'elapsedMs', 'page', CONTACT_TOKEN_FIELD, MARKETING_CONSENT_FIELD, POLICY_VERSION_FIELD] as const;

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

/** The rate limit of both doors, in a route's `config`: counted before the body is read (JSON) or once it is (the form, sent back filled in). */
export const leadRateLimit = (hook: 'onRequest' | 'preHandler') => ({ rateLimit: { hook } });

function answer(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
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
  /** The marketing box and the policy's version, as the form sent them. */
  consent: { marketingConsent?: unknown; policyVersion?: unknown };
  /** Posted by the browser itself (the box sends `si` or nothing), rather than as JSON. */
  native?: boolean;
}

/** The version in force as the server reads it (within a second), or «desconocida». */
const versionInForce = async (read: ReadPolicyFacts): Promise<string> => (await policyWithin(read))?.version ?? UNKNOWN_POLICY_VERSION;

export type LeadOutcome = { kind: 'invalid'; errors: ContactFieldErrors } | { kind: 'accepted' };

/**
 * Checks a lead with the form's own rules and makes it durable (in the CMS or the outbox). A
 * filled honeypot or a form sent in an instant is accepted and dropped, so a robot learns nothing.
 * Throws when the lead could not be made durable.
 */
export async function receiveLead(
  { delivery, minFillMs, policy }: Pick<ContactEndpointOptions, 'delivery' | 'minFillMs' | 'policy'>,
  input: LeadInput,
): Promise<LeadOutcome> {
  const checked = checkContactMessage(input.fields);
  const consent = checkContactConsent(input.consent, { native: input.native });
  if ('errors' in checked || 'errors' in consent) {
    return { kind: 'invalid', errors: { ...('errors' in checked ? checked.errors : {}), ...('errors' in consent ? consent.errors : {}) } };
  }
  if ((typeof input.website === 'string' && input.website !== '') || input.elapsedMs < minFillMs) return { kind: 'accepted' };
  const receivedAt = new Date().toISOString();
  // What is stored is what the rules return (trimmed), with the consent as sent: the box as the
  // person left it, the version the page showed (else the one in force now), when it was sent.
  await delivery.accept({
    ...checked.message,
    leadId: input.leadId,
    page: pageOf(input.page),
    receivedAt,
    policyVersion: consent.consent.policyVersion ?? (await versionInForce(policy)),
    marketingConsent: consent.consent.marketingConsent,
    consentAt: receivedAt,
  });
  return { kind: 'accepted' };
}

const invalid = (reply: FastifyReply, errors: ContactFieldErrors) => answer(reply, 422, { message: 'Revisa los campos marcados.', errors });

const isClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * POST /api/contact: the contact form's leads, sent by the hydrated form. Only the site's own
 * pages may send it (Origin), only JSON up to 16 KB (a larger declared body is refused before it
 * is read), a few per address and window; the lead is checked and made durable by `receiveLead`
 * before success is answered. The form without JavaScript posts to /contacto instead
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

  fastify.post(
    CONTACT_PATH,
    {
      bodyLimit: SERVER_LIMITS.contactJsonBodyBytes,
      // In this order, before the body is read: another site, another format, too many.
      onRequest: [fromSite, jsonOnly],
      config: leadRateLimit('onRequest'),
    },
    async (request, reply) => {
      try {
        const body: unknown = request.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) return answer(reply, 400, { message: 'El formulario llegó vacío o incompleto.' });
        const fields: Record<string, unknown> = { ...body };
        const meta = Object.fromEntries(META_FIELDS.map((name) => [name, fields[name]]));
        for (const name of META_FIELDS) delete fields[name];

        // The token the server rendered into the form: its key makes a retry, or this post after a
        // native one of the same form, store one lead. A token that does not check out is ignored
        // here (the form sends its own fill time), as after a restart with a new secret.
        const claims = readFormToken(tokenSecret, meta[CONTACT_TOKEN_FIELD]);
        const outcome = await receiveLead(options, {
          fields,
          website: meta.website,
          elapsedMs: typeof meta.elapsedMs === 'number' ? meta.elapsedMs : 0,
          leadId: claims?.key ?? crypto.randomUUID(),
          page: meta.page,
          consent: { marketingConsent: meta[MARKETING_CONSENT_FIELD], policyVersion: meta[POLICY_VERSION_FIELD] },
        });
        return outcome.kind === 'invalid' ? invalid(reply, outcome.errors) : answer(reply, 201, { ok: true });
      } catch (error) {
        // Not durable (the outbox could not be written): the visitor must not be told it was received.
        request.log.error({ err: error }, 'no se pudo recibir un contacto');
        return answer(reply, 503, { message: 'No pudimos recibir tu mensaje en este momento. Inténtalo de nuevo en unos minutos.' });
      }
    },
  );
};
