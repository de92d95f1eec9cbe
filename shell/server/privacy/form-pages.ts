import { CONTACT_FORM_STATE_KEY } from '@site/shared/contact';
import { paths } from '@site/shared/routes';
import {
  CONFIRM_TOKEN_PARAM,
  PRIVACY_CONFIRM_STATE_KEY,
  PRIVACY_REQUEST_STATE_KEY,
  privacyPaths,
  type PrivacyConfirmState,
} from '@site/shared/privacy';
import { createFormToken } from '../leads/form-token';
import type { FormResponse } from './form-response';

/**
 * The pages that carry a form of their own in each response, and so are rendered for that
 * response alone (never kept in the page cache, `no-store`): the contact form and the rights
 * request (a fresh signed token each: when it was served, and the lead's or request's id), and
 * the confirmation page while its address carries the e-mailed token (the token is then in the
 * page's data for its button, never in a page kept for the next visitor).
 */
export function formPageFor(urlPath: string, search: URLSearchParams, formSecret: string): FormResponse | undefined {
  if (urlPath === paths.contact) return { key: CONTACT_FORM_STATE_KEY, state: { token: createFormToken(formSecret) }, status: 200 };
  if (urlPath === privacyPaths.request) return { key: PRIVACY_REQUEST_STATE_KEY, state: { token: createFormToken(formSecret) }, status: 200 };
  const token = search.get(CONFIRM_TOKEN_PARAM);
  if (urlPath === privacyPaths.confirm && token !== null) {
    const state: PrivacyConfirmState = { token: token.slice(0, 100) };
    return { key: PRIVACY_CONFIRM_STATE_KEY, state, status: 200 };
  }
  return undefined;
}
