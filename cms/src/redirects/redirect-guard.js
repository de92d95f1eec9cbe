// @ts-check
'use strict';

/**
 * Redirects as the admin panel saves them (a Document Service middleware, registered in
 * src/index.js): every create and update of a redirect is checked against every other redirect
 * (redirect-rules.js) and refused with a Spanish ValidationError on its field, or stored with its
 * paths normalised. An update may carry only some fields: the stored ones fill in the rest.
 */
const { errors } = require('@strapi/utils');
const { checkRedirect } = require('./redirect-rules');

const REDIRECT_UID = 'api::redirect.redirect';
const FIELDS = ['documentId', 'from', 'to', 'permanent', 'external'];

/**
 * Every stored redirect except the document `documentId`.
 * @param {any} strapi @param {string | undefined} documentId
 * @returns {Promise<Array<{ documentId: string, from: string, to: string, external: boolean, permanent: boolean }>>}
 */
function otherRedirects(strapi, documentId) {
  return strapi.db.query(REDIRECT_UID).findMany({
    select: FIELDS,
    ...(documentId ? { where: { documentId: { $ne: documentId } } } : {}),
  });
}

/** @param {any} strapi */
function redirectGuard(strapi) {
  /** @param {any} context @param {() => Promise<unknown>} next */
  return async (context, next) => {
    if (context.uid !== REDIRECT_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = context.params?.data ?? {};
    const documentId = context.action === 'update' ? context.params.documentId : undefined;
    const stored = documentId ? await strapi.db.query(REDIRECT_UID).findOne({ where: { documentId }, select: FIELDS }) : null;
    const verdict = checkRedirect({ ...(stored ?? {}), ...data }, (await otherRedirects(strapi, documentId)).map(({ from, to, external }) => ({ from, to, external: external === true })));
    if (verdict.error !== undefined) {
      throw new errors.ValidationError(verdict.error, {
        errors: [{ path: [verdict.field], message: verdict.error, name: 'ValidationError' }],
      });
    }
    context.params = { ...context.params, data: { ...data, from: verdict.redirect.from, to: verdict.redirect.to } };
    return next();
  };
}

module.exports = { redirectGuard, otherRedirects, REDIRECT_UID };
