import crypto from 'node:crypto';
import {
  CONFIRM_TOKEN_PARAM,
  noMailMessage,
  privacyPaths,
  type ConfirmOutcome,
  type PrivacyRequestMessage,
} from '@site/shared/privacy';
import { SERVER_LIMITS } from '../server-config';
import type { Mailer } from '../leads/lead-delivery';
import type { PrivacyRequestStore } from './cms-privacy-requests';
import { confirmationMail } from './privacy-mail';
import { fallbackPolicyFacts, policyWithin, type ReadPolicyFacts } from './policy-facts';

export interface PrivacyRequestsOptions {
  /** The CMS's privacy requests (created and confirmed with the leads token). */
  store: PrivacyRequestStore;
  /** Sends the confirmation e-mail; null without a mail server (SMTP_URL). */
  mailer: Mailer | null;
  /** The confirmation e-mail's sender (LEADS_MAIL_FROM). */
  mailFrom: string;
  /** The public site address: the confirmation link's origin. */
  siteUrl: string;
  /** How long the confirmation link works. */
  tokenLifetimeMs: number;
  /** One call to the CMS. */
  cmsTimeoutMs: number;
  /** A form sent faster than this was not filled in by a person: accepted and dropped. */
  minFillMs: number;
  /** The policy in force: the privacy e-mail and the answer's deadline. */
  policy: ReadPolicyFacts;
}

/** What the form sent, once its route's schema (the form's rules) accepted it. */
export interface PrivacyRequestInput {
  fields: PrivacyRequestMessage;
  /** The honeypot's value. */
  website: string | undefined;
  /** How long the form was open. */
  elapsedMs: number;
  /** The form token's key: sending the same form again is the same request. */
  requestId: string;
}

export type PrivacyRequestOutcome =
  | { kind: 'sent' }
  /** No mail server: nothing is stored, and the person is told to write to the privacy address. */
  | { kind: 'no-mail'; message: string };

/** The request could not be stored, or its confirmation e-mail could not be sent: the person sends it again. */
export class PrivacyRequestFailedError extends Error {
  override name = 'PrivacyRequestFailedError';
  constructor(
    readonly step: 'cms' | 'mail',
    cause: unknown,
  ) {
    // The cause's message may name the address (a mail server's refusal): only its kind is kept.
    super(step === 'cms' ? 'la solicitud de privacidad no se pudo guardar en el CMS' : 'el correo de confirmación no se pudo enviar');
    this.cause = cause instanceof Error ? { name: cause.name, code: (cause as { code?: unknown }).code } : undefined;
  }
}

/** A confirmation token: 32 random bytes (base64url, 43 characters), and the SHA-256 the CMS keeps instead of it. */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashOfToken(token) };
}

export const hashOfToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: sin respuesta en ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A rights request, as its route's schema (the form's rules) accepted it: stored in the CMS «Por confirmar» with the
 * SHA-256 of a new random token and its expiry, and the token e-mailed to the address typed, as a
 * link to the confirmation page. A filled honeypot or a form sent in an instant is answered as
 * sent and dropped. A repeat of the same form (its requestId) is not e-mailed again: the CMS keeps
 * the first request, whose link went to the first address. Throws PrivacyRequestFailedError when
 * the CMS or the mail server failed (nothing was sent: the person tries again with a new form).
 */
export async function receivePrivacyRequest(options: PrivacyRequestsOptions, input: PrivacyRequestInput): Promise<PrivacyRequestOutcome> {
  if ((input.website !== undefined && input.website !== '') || input.elapsedMs < options.minFillMs) return { kind: 'sent' };
  const policy = { ...fallbackPolicyFacts, ...(await policyWithin(options.policy)) };
  if (!options.mailer) return { kind: 'no-mail', message: noMailMessage(policy.privacyEmail) };

  // Empty details are none (the CMS keeps no empty text).
  const { details, ...fields } = input.fields;
  const request = details ? { ...fields, details } : fields;
  const { token, hash } = newConfirmationToken();
  const receivedAt = new Date();
  let stored: 'created' | 'repeat';
  try {
    stored = await options.store.create(
      {
        requestId: input.requestId,
        receivedAt: receivedAt.toISOString(),
        ...request,
        tokenHash: hash,
        tokenExpiresAt: new Date(receivedAt.getTime() + options.tokenLifetimeMs).toISOString(),
      },
      options.cmsTimeoutMs,
    );
  } catch (error) {
    throw new PrivacyRequestFailedError('cms', error);
  }
  if (stored === 'repeat') return { kind: 'sent' };

  const link = new URL(privacyPaths.confirm, options.siteUrl);
  link.searchParams.set(CONFIRM_TOKEN_PARAM, token);
  const mail = confirmationMail({
    from: options.mailFrom,
    to: request.email,
    name: request.name,
    right: request.right,
    link: link.href,
    lifetimeMs: options.tokenLifetimeMs,
    deadlineDays: policy.requestDeadlineDays,
    privacyEmail: policy.privacyEmail,
  });
  try {
    await within(options.mailer.send(mail), SERVER_LIMITS.privacyMailTimeoutMs, 'el servidor de correo');
  } catch (error) {
    throw new PrivacyRequestFailedError('mail', error);
  }
  return { kind: 'sent' };
}

/**
 * The person's confirmation: the token from the e-mailed link, whose SHA-256 the CMS looks for
 * among the requests «Por confirmar» whose link has not expired (and then forgets: single use).
 * None (the route's schema let through only one of our tokens) is invalid without asking the CMS. Throws when the CMS
 * could not answer (the page offers the button again).
 */
export async function confirmPrivacyRequest(options: Pick<PrivacyRequestsOptions, 'store' | 'cmsTimeoutMs'>, token: string | undefined): Promise<ConfirmOutcome> {
  if (token === undefined) return 'invalido';
  const result = await options.store.confirm(hashOfToken(token), options.cmsTimeoutMs);
  return result.status === 'confirmed' ? 'confirmada' : 'invalido';
}
