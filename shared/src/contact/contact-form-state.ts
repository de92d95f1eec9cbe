import type { ContactFieldErrors, ContactFormValues } from './contact-rules';

/**
 * What the site's server hands the contact form it renders, through the page's data (the swr
 * fallback, as the CMS reads of the first view): the same in the server's HTML and in the
 * browser's first render, so the form hydrates as it was sent.
 */
export interface ContactFormState {
  /** Signed at render: when the form was served and the key that makes a retry store one lead. */
  token: string;
  /** What the visitor sent without JavaScript, kept when the server sends the form back. */
  values?: ContactFormValues;
  /** The Spanish message beside each field the server refused. */
  errors?: ContactFieldErrors;
  /** One line above the button, for what no field explains. */
  failure?: string;
  /** Whether the marketing box was ticked when the form came back (unticked unless the person ticked it). */
  marketingConsent?: boolean;
}

/** The key of the page's data under which the contact form's state travels. */
export const CONTACT_FORM_STATE_KEY = 'formulario:contacto';

/** The form field (hidden) that carries the token back, in a native post and in the JSON one. */
export const CONTACT_TOKEN_FIELD = 'formToken';
