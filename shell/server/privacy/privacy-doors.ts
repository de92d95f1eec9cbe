import crypto from 'node:crypto';
import formbody from '@fastify/formbody';
import { errorCodes, type FastifyInstance, type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { CONTACT_TOKEN_FIELD } from '@site/shared/contact';
import {
  checkPrivacyRequest,
  CONFIRM_OUTCOME_PARAM,
  CONFIRM_TOKEN_FIELD,
  CONFIRM_TOKEN_PATTERN,
  emptyPrivacyRequest,
  PRIVACY_CONFIRM_STATE_KEY,
  PRIVACY_REQUEST_API,
  PRIVACY_REQUEST_STATE_KEY,
  privacyPaths,
  privacyRequestSchema,
  type ConfirmOutcome,
  type PrivacyConfirmState,
  type PrivacyRequestFieldErrors,
  type PrivacyRequestFormState,
  type PrivacyRequestValues,
} from '@site/shared/privacy';
import { answerError } from '../error-responses';
import { SERVER_LIMITS } from '../server-config';
import { leadRateLimit, leadSignals, tooManyMessage, TooManyLeadsError, type LeadHook } from '../leads/contact-endpoint';
import { sentFromSite } from '../own-origin';
import { formFields } from '../leads/contact-form-post';
import { createFormToken, readFormToken } from '../leads/form-token';
import { fieldErrorsOf, formReceived, formRefusal, refusedAsNoObject, zodRoutes } from '../route-schemas';
import type { RenderForm } from './form-response';
import {
  confirmPrivacyRequest,
  PrivacyRequestFailedError,
  receivePrivacyRequest,
  type PrivacyRequestOutcome,
  type PrivacyRequestsOptions,
} from './privacy-requests';

/** What the hydrated form posts: the request's fields by the browser's own rules (@site/shared/privacy, unknown fields refused), and the form's signals. */
export const privacyRequestBody = z.extend(privacyRequestSchema, { ...leadSignals, elapsedMs: z.catch(z.number(), 0) });

/** What the browser posts to /privacidad/solicitud: the same fields and the signals; fields the form does not have are not read. */
export const privacyRequestPostBody = z.object({ ...privacyRequestSchema.shape, ...leadSignals });

/** The confirmation button's post: one of our tokens, or none (anything else confirms nothing, and the CMS is not asked). */
export const privacyConfirmPostBody = z.object({
  [CONFIRM_TOKEN_FIELD]: z.catch(z.optional(z.string().check(z.regex(CONFIRM_TOKEN_PATTERN))), undefined),
});

export interface PrivacyDoorsOptions extends PrivacyRequestsOptions {
  /** Origins besides the request's own that may send the forms (the public SITE_URL). */
  allowedOrigins: readonly string[];
  /** Signs and checks the request form's token (form-token.ts, the contact form's secret). */
  tokenSecret: string;
  /** A form open longer than this is sent back to be checked and sent again. */
  tokenMaxAgeMs: number;
  /** The page rendered again with the form's state (`fastify.pageRenderer.serve`). */
  render: RenderForm;
}

const CHECK_FIELDS = 'Revisa los campos marcados.';
const EXPIRED = 'El formulario estuvo abierto demasiado tiempo. Revisa tus datos y envíalo de nuevo: lo que escribiste sigue aquí.';
const NOT_STORED = 'No pudimos recibir tu solicitud en este momento. Inténtalo de nuevo en unos minutos: lo que escribiste sigue aquí.';
const NOT_MAILED =
  'No pudimos enviarte el correo de confirmación en este momento. Inténtalo de nuevo en unos minutos: lo que escribiste sigue aquí.';
const NOT_CONFIRMED = 'No pudimos confirmar tu solicitud en este momento. Inténtalo de nuevo en unos minutos con el mismo botón.';
const FROM_SITE = 'Envía el formulario desde el sitio.';
const TOO_LARGE = 'El mensaje es demasiado largo.';
const BROKEN = 'El formulario llegó dañado. Inténtalo de nuevo.';

/** What the person is told when the request was not made durable or not e-mailed. */
const failureOf = (error: unknown): string => (error instanceof PrivacyRequestFailedError && error.step === 'mail' ? NOT_MAILED : NOT_STORED);

/** Logged without the person's data: the step that failed and the error's kind. */
function logFailure(request: FastifyRequest, error: unknown, door: string): void {
  const err = error instanceof PrivacyRequestFailedError ? { message: error.message, cause: error.cause } : { message: (error as Error).message };
  request.log.error({ err }, `no se pudo recibir una solicitud de privacidad (${door})`);
}

/** The request's four fields as typed (strings only), to send back. */
function valuesOf(body: Record<string, unknown>): PrivacyRequestValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { name: text(body.name), email: text(body.email), right: text(body.right), details: text(body.details) };
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

function answer(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}

/** The request form's JSON door, for the hydrated page. */
function jsonDoor(options: PrivacyDoorsOptions): FastifyPluginAsync {
  const invalid = (reply: FastifyReply, errors: PrivacyRequestFieldErrors) => answer(reply, 422, { message: CHECK_FIELDS, errors });
  return async (fastify) => {
    fastify.setErrorHandler((error, request, reply) => {
      if (error instanceof TooManyLeadsError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
        return answer(reply, 429, { message: tooManyMessage(error.retryAfterSeconds) });
      }
      if (error instanceof errorCodes.FST_ERR_CTP_BODY_TOO_LARGE) return answer(reply, 413, { message: TOO_LARGE });
      if (error instanceof errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY) return invalid(reply, (checkPrivacyRequest({}) as { errors: PrivacyRequestFieldErrors }).errors);
      // Refused by the route's schema, before the handler: no object at all, or each wrong field's message.
      if (refusedAsNoObject(error)) return answer(reply, 400, { message: 'El formulario llegó vacío o incompleto.' });
      const errors = fieldErrorsOf(error);
      if (errors) return invalid(reply, errors);
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) return answer(reply, 400, { message: BROKEN });
      return answerError(error, request, reply);
    });
    const fromSite: LeadHook = async (request, reply) => {
      if (!sentFromSite(request, options.allowedOrigins)) return answer(reply, 403, { message: FROM_SITE });
    };
    const jsonOnly: LeadHook = async (request, reply) => {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== 'application/json') return answer(reply, 415, { message: 'El formulario debe enviarse como JSON.' });
    };
    zodRoutes(fastify).post(
      PRIVACY_REQUEST_API,
      {
        schema: { body: privacyRequestBody, response: { 201: formReceived, '4xx': formRefusal, 503: formRefusal } },
        bodyLimit: SERVER_LIMITS.contactJsonBodyBytes,
        onRequest: [fromSite, jsonOnly],
        config: leadRateLimit('onRequest'),
      },
      async (request, reply) => {
        const { website, elapsedMs, [CONTACT_TOKEN_FIELD]: formToken, ...fields } = request.body;
        const claims = readFormToken(options.tokenSecret, formToken);
        let outcome: PrivacyRequestOutcome;
        try {
          outcome = await receivePrivacyRequest(options, { fields, website, elapsedMs, requestId: claims?.key ?? crypto.randomUUID() });
        } catch (error) {
          logFailure(request, error, 'JSON');
          // A new token: sent again, it is a new request with a new link (the CMS keeps the first of an id).
          return answer(reply, 503, { message: failureOf(error), formToken: createFormToken(options.tokenSecret) });
        }
        if (outcome.kind === 'no-mail') return answer(reply, 503, { message: outcome.message });
        return answer(reply, 201, { ok: true });
      },
    );
  };
}

/** The request form and the confirmation button, posted by the browser itself (before or without scripts). */
function nativeDoors(options: PrivacyDoorsOptions): FastifyPluginAsync {
  const { tokenSecret, render } = options;
  const requestForm = (request: FastifyRequest, reply: FastifyReply, status: number, state: Omit<PrivacyRequestFormState, 'token'>) =>
    render(request, reply, { key: PRIVACY_REQUEST_STATE_KEY, state: { token: createFormToken(tokenSecret), ...state }, status });
  const confirmForm = (request: FastifyRequest, reply: FastifyReply, status: number, failure: string) => {
    const token = bodyOf(request)[CONFIRM_TOKEN_FIELD];
    const state: PrivacyConfirmState = { token: typeof token === 'string' ? token.slice(0, 100) : '', failure };
    return render(request, reply, { key: PRIVACY_CONFIRM_STATE_KEY, state, status });
  };
  const outcomeUrl = (outcome: ConfirmOutcome) => `${privacyPaths.confirm}?${CONFIRM_OUTCOME_PARAM}=${outcome}`;
  const isConfirm = (request: FastifyRequest) => request.routeOptions.url === privacyPaths.confirm;
  const freshToken = (token: unknown) => {
    const claims = readFormToken(tokenSecret, token);
    return claims && Date.now() - claims.issuedAt <= options.tokenMaxAgeMs ? claims : null;
  };

  return async (fastify: FastifyInstance) => {
    fastify.removeAllContentTypeParsers();
    await fastify.register(formbody, { parser: formFields });
    fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

    fastify.setErrorHandler(async (error, request, reply) => {
      const refuse = (status: number, failure: string) =>
        isConfirm(request) ? confirmForm(request, reply, status, failure) : requestForm(request, reply, status, { values: emptyPrivacyRequest, failure });
      if (error instanceof TooManyLeadsError) {
        reply.header('Retry-After', String(error.retryAfterSeconds));
        const failure = tooManyMessage(error.retryAfterSeconds);
        return isConfirm(request) ? confirmForm(request, reply, 429, failure) : requestForm(request, reply, 429, { values: valuesOf(bodyOf(request)), failure });
      }
      if (error instanceof errorCodes.FST_ERR_CTP_BODY_TOO_LARGE) return refuse(413, TOO_LARGE);
      // The request refused by its schema, before the handler (the confirmation's never is): the
      // page again, filled in as sent, with each field's message; first, as the handler does, a
      // form whose token is not fresh.
      const errors = fieldErrorsOf(error);
      if (errors && !isConfirm(request)) {
        const values = valuesOf(bodyOf(request));
        if (!freshToken(bodyOf(request)[CONTACT_TOKEN_FIELD])) return requestForm(request, reply, 422, { values, failure: EXPIRED });
        return requestForm(request, reply, 422, { values, errors, failure: CHECK_FIELDS });
      }
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) return refuse(400, BROKEN);
      return answerError(error, request, reply);
    });

    const fromSite: LeadHook = async (request, reply) => {
      if (sentFromSite(request, options.allowedOrigins)) return;
      return isConfirm(request) ? confirmForm(request, reply, 403, FROM_SITE) : requestForm(request, reply, 403, { values: valuesOf(bodyOf(request)), failure: FROM_SITE });
    };
    // Once the body is read (what was typed comes back), before its schema: another site, then too many.
    const routeOptions = { bodyLimit: SERVER_LIMITS.contactFormBodyBytes, preValidation: [fromSite], config: leadRateLimit('preValidation') };
    const routes = zodRoutes(fastify);

    routes.post(privacyPaths.request, { ...routeOptions, schema: { body: privacyRequestPostBody } }, async (request, reply) => {
      const { website, [CONTACT_TOKEN_FIELD]: formToken, ...fields } = request.body;
      const values = valuesOf(fields);
      const claims = freshToken(formToken);
      if (!claims) return requestForm(request, reply, 422, { values, failure: EXPIRED });
      let outcome: PrivacyRequestOutcome;
      try {
        outcome = await receivePrivacyRequest(options, { fields, website, elapsedMs: Date.now() - claims.issuedAt, requestId: claims.key });
      } catch (error) {
        logFailure(request, error, 'sin JavaScript');
        return requestForm(request, reply, 503, { values, failure: failureOf(error) });
      }
      if (outcome.kind === 'no-mail') return requestForm(request, reply, 503, { values, failure: outcome.message });
      return reply.header('Cache-Control', 'no-store').redirect(privacyPaths.requestSent, 303);
    });

    routes.post(privacyPaths.confirm, { ...routeOptions, schema: { body: privacyConfirmPostBody } }, async (request, reply) => {
      let outcome: ConfirmOutcome;
      try {
        outcome = await confirmPrivacyRequest(options, request.body[CONFIRM_TOKEN_FIELD]);
      } catch (error) {
        request.log.error({ err: { message: (error as Error).message } }, 'no se pudo confirmar una solicitud de privacidad');
        return confirmForm(request, reply, 503, NOT_CONFIRMED);
      }
      return reply.header('Cache-Control', 'no-store').redirect(outcomeUrl(outcome), 303);
    });
  };
}

/**
 * The rights request's doors, beside the contact form's and under its rate limit (register it in
 * the contact doors' scope): `POST /api/privacidad/solicitud` (JSON, the hydrated form),
 * `POST /privacidad/solicitud` (the browser's own post: 303 to /privacidad/solicitud/enviada, or
 * the page again, filled in, with a Spanish message per field) and `POST /privacidad/confirmar`
 * (the e-mailed link's button: 303 to `?estado=confirmada` or `?estado=invalido`).
 */
export const privacyDoors: FastifyPluginAsync<PrivacyDoorsOptions> = async (fastify, options) => {
  await fastify.register(jsonDoor(options));
  await fastify.register(nativeDoors(options));
};
