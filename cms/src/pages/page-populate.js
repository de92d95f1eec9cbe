// @ts-check
'use strict';

/**
 * A page as the site reads it, whole: its SEO and social image, its menus, and every block of its
 * dynamic zone with the media and components inside them, at any depth. Strapi's `populate=*`
 * stops at the first level and does not enter a dynamic zone, and naming every field from the site
 * makes a query string of several KB (past what the site's server takes from a browser), so the
 * site asks for `populate=pagina` and the page's controller puts this in its place (as Strapi's
 * LaunchPad does with a populate middleware). Made from the schemas, so a new block or field is in.
 */

/** The name the site sends, `populate=pagina` (shared/src/cms/cms-queries.ts: pageByPathQuery). */
const WHOLE_PAGE = 'pagina';

/**
 * @param {Record<string, any>} attributes a content type's or component's attributes
 * @param {(uid: string) => Record<string, any>} attributesOf a component's attributes, by uid
 * @returns {Record<string, any>}
 */
function fullPopulate(attributes, attributesOf) {
  /** @type {Record<string, any>} */
  const populate = {};
  const inner = (/** @type {string} */ uid) => {
    const nested = fullPopulate(attributesOf(uid), attributesOf);
    return Object.keys(nested).length > 0 ? { populate: nested } : true;
  };
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component') populate[name] = inner(attribute.component);
    else if (attribute.type === 'dynamiczone') {
      populate[name] = { on: Object.fromEntries(attribute.components.map((/** @type {string} */ uid) => [uid, inner(uid)])) };
    }
  }
  return populate;
}

/** @type {Record<string, any> | undefined} */
let wholePage;

/**
 * The populate of a whole page, made once from the running app's schemas.
 * @param {any} strapi
 */
function wholePagePopulate(strapi) {
  wholePage ??= fullPopulate(strapi.contentType('api::page.page').attributes, (uid) => strapi.components[uid].attributes);
  return wholePage;
}

module.exports = { WHOLE_PAGE, fullPopulate, wholePagePopulate };
