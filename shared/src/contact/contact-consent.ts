import * as z from 'zod/mini';

/**
 * The consent a lead records beside the message (Ley 21.719): the privacy policy's version the form
 * showed, and whether the person asked for marketing e-mails (an optional box, unticked by default,
 * apart from the request itself). The form sends both as fields of their own, natively and as JSON.
 */

/** The form's checkbox for marketing e-mails (a native form sends it only when ticked). */
export const MARKETING_CONSENT_FIELD = 'marketingConsent';
/** The hidden field with the policy's version the page showed. */
export const POLICY_VERSION_FIELD = 'policyVersion';
/** The value the native checkbox sends when ticked. */
export const MARKETING_CONSENT_VALUE = 'si';

/** A policy version as the CMS keeps it: up to 20 letters, digits, dots or dashes («1.0», «2026-12»). */
export const POLICY_VERSION_PATTERN = /^[0-9A-Za-z.-]{1,20}$/;

export const consentMessages = {
  marketingConsent: 'Marca o deja sin marcar la casilla de novedades',
  policyVersion: 'La versión de la política de privacidad no es válida. Recarga la página y envía el formulario de nuevo.',
} as const;

/** What the person agreed to, as read from the form. */
export interface ContactConsent {
  /** True only when the box was ticked. */
  marketingConsent: boolean;
  /** The version the page showed; null when the page could not read the policy (the server stamps its own). */
  policyVersion: string | null;
}

/** The policy's version the page showed: left out or empty, none (null: the server stamps its own). */
const policyVersionRule = z.pipe(
  z.optional(
    z.nullable(
      z
        .string({ error: consentMessages.policyVersion })
        .check(z.refine((version) => version === '' || POLICY_VERSION_PATTERN.test(version), consentMessages.policyVersion)),
    ),
  ),
  z.transform((version): string | null => version || null),
);

/**
 * The consent's two fields as the hydrated form sends them (JSON: the box a boolean), for a lead's
 * schema beside the message's fields: left out, the box is unticked and the version unknown.
 * Anything else is refused rather than guessed, so a consent is never recorded that was not given.
 */
export const contactConsentFields = {
  [MARKETING_CONSENT_FIELD]: z.pipe(
    z.optional(z.boolean({ error: consentMessages.marketingConsent })),
    z.transform((ticked): boolean => ticked === true),
  ),
  [POLICY_VERSION_FIELD]: policyVersionRule,
};

/** The same two fields as the browser posts them without JavaScript: the box sends `si`, or nothing. */
export const nativeContactConsentFields = {
  [MARKETING_CONSENT_FIELD]: z.pipe(
    z.optional(z.enum(['', MARKETING_CONSENT_VALUE], { error: consentMessages.marketingConsent })),
    z.transform((ticked): boolean => ticked === MARKETING_CONSENT_VALUE),
  ),
  [POLICY_VERSION_FIELD]: policyVersionRule,
};

const jsonConsent = z.object(contactConsentFields);
const nativeConsent = z.object(nativeContactConsentFields);

/** The consent sent with a lead (its fields' rules above), or a Spanish message per field. */
export function checkContactConsent(
  input: { marketingConsent?: unknown; policyVersion?: unknown },
  { native = false }: { native?: boolean } = {},
): { consent: ContactConsent } | { errors: Partial<Record<'marketingConsent' | 'policyVersion', string>> } {
  const result = (native ? nativeConsent : jsonConsent).safeParse(input);
  if (result.success) return { consent: result.data };
  const errors: Partial<Record<'marketingConsent' | 'policyVersion', string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === MARKETING_CONSENT_FIELD || field === POLICY_VERSION_FIELD) errors[field] ??= issue.message;
  }
  return { errors };
}
