import type { PrivacyRequestFieldErrors, PrivacyRequestValues } from './privacy-request-rules';

/**
 * What the site's server hands the request form it renders, through the page's data (as the
 * contact form's state): the signed token (when it was served, and the request's id), and, when
 * it sends the form back without JavaScript, what was typed and the messages.
 */
export interface PrivacyRequestFormState {
  token: string;
  values?: PrivacyRequestValues;
  errors?: PrivacyRequestFieldErrors;
  /** One line above the button, for what no field explains. */
  failure?: string;
}

/** The key of the page's data under which the request form's state travels. */
export const PRIVACY_REQUEST_STATE_KEY = 'formulario:privacidad';

/** Said when no mail server can send the confirmation link: the request goes by e-mail instead. */
export const noMailMessage = (privacyEmail: string): string =>
  `En este momento no podemos enviar el correo de confirmación. Escríbenos a ${privacyEmail} con tu solicitud y la responderemos desde allí.`;

/**
 * The confirmation page's state, rendered for the one response that carries the token (never
 * kept in the page cache): the token from the e-mailed link, and a line when confirming failed.
 */
export interface PrivacyConfirmState {
  token: string;
  failure?: string;
}

/** The key of the page's data under which the confirmation page's state travels. */
export const PRIVACY_CONFIRM_STATE_KEY = 'formulario:confirmar';

/** The confirmation form's field with the token (a POST: a mail scanner's GET of the link confirms nothing). */
export const CONFIRM_TOKEN_FIELD = 'token';
