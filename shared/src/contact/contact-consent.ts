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

/**
 * The consent sent with a lead, or a Spanish message per field. Left out, the box is unticked and
 * the version unknown. JSON sends a boolean; the native form sends `si` or nothing: anything else
 * is refused rather than guessed, so a consent is never recorded that was not given.
 */
export function checkContactConsent(
  input: { marketingConsent?: unknown; policyVersion?: unknown },
  { native = false }: { native?: boolean } = {},
): { consent: ContactConsent } | { errors: Partial<Record<'marketingConsent' | 'policyVersion', string>> } {
  const errors: Partial<Record<'marketingConsent' | 'policyVersion', string>> = {};
  const ticked = input.marketingConsent;
  let marketingConsent = false;
  if (ticked === undefined || ticked === false || (native && ticked === '')) marketingConsent = false;
  else if (ticked === true || (native && ticked === MARKETING_CONSENT_VALUE)) marketingConsent = true;
  else errors.marketingConsent = consentMessages.marketingConsent;

  const version = input.policyVersion;
  let policyVersion: string | null = null;
  if (version === undefined || version === null || version === '') policyVersion = null;
  else if (typeof version === 'string' && POLICY_VERSION_PATTERN.test(version)) policyVersion = version;
  else errors.policyVersion = consentMessages.policyVersion;

  return Object.keys(errors).length > 0 ? { errors } : { consent: { marketingConsent, policyVersion } };
}
