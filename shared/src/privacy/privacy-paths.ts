import { paths } from '../routes/paths';

/**
 * The privacy pages' addresses (`paths`): the policy (remote-content's page) and the rights
 * request's pages (remote-tools' records), which the shell's server posts to and redirects between.
 */
export const privacyPaths = {
  policy: paths.privacy,
  request: paths.privacyRequest,
  requestSent: paths.privacyRequestSent,
  confirm: paths.privacyConfirm,
} as const;

/** The JSON door of the request form, used once the page has hydrated. */
export const PRIVACY_REQUEST_API = '/api/privacidad/solicitud';

/** The query parameter of the confirmation link e-mailed to the person. */
export const CONFIRM_TOKEN_PARAM = 'token';

/** The query parameter of the confirmation's outcome: `?estado=confirmada` or `?estado=invalido`. */
export const CONFIRM_OUTCOME_PARAM = 'estado';
export const confirmOutcomes = ['confirmada', 'invalido'] as const;
export type ConfirmOutcome = (typeof confirmOutcomes)[number];

/** The outcome an address names, or null (the page with its button). */
export function confirmOutcomeOf(search: string | URLSearchParams): ConfirmOutcome | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get(CONFIRM_OUTCOME_PARAM);
  return confirmOutcomes.find((outcome) => outcome === value) ?? null;
}

/**
 * The confirmation token as the link carries it: 32 random bytes in base64url (43 characters).
 * Anything else is no token of ours, and is not even sent to the CMS.
 */
export const CONFIRM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
