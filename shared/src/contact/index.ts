// @site/shared/contact: the contact form's rules, one module for the browser's form and the site's server.
export * from './contact-consent';
export * from './contact-form-state';
export * from './contact-rules';
export * from './contact-services.mjs';
