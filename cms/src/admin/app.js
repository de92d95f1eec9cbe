/**
 * Admin panel customisation (built by `npm run build:admin`, served with CMS_ADMIN=true).
 *
 * Spanish is offered beside English. The panel does not follow the browser's language: it uses
 * the `strapi-admin-language` entry of the browser's localStorage (English when absent), and
 * after login the user's own "Interface language" (Profile page, stored as `preferedLanguage`)
 * replaces it. So that editors start in Spanish, a browser without a stored choice gets Spanish
 * before the panel reads that entry; choosing English in the profile sticks.
 */
const LANGUAGE_KEY = 'strapi-admin-language';

if (typeof window !== 'undefined') {
  try {
    if (!window.localStorage.getItem(LANGUAGE_KEY)) window.localStorage.setItem(LANGUAGE_KEY, 'es');
  } catch {
    // localStorage unavailable (privacy mode): the panel falls back to English.
  }
}

export default {
  config: {
    locales: ['es'],
  },
  bootstrap() {},
};
