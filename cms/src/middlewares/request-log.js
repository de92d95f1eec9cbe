'use strict';

/**
 * Strapi's request line (in place of `strapi::logger`), with the request id the site's servers
 * send in X-Request-Id (nginx's `$request_id`, or the shell's own), so one visitor's request can be
 * followed from nginx through the shell to here; the id is returned in the answer too. The path
 * only: a query may carry what a visitor typed. The lines show with CMS_LOG_LEVEL=http.
 */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

module.exports = (_config, { strapi }) => {
  return async (ctx, next) => {
    const start = Date.now();
    const given = ctx.get('x-request-id');
    const id = REQUEST_ID.test(given) ? given : null;
    if (id) ctx.set('X-Request-Id', id);
    try {
      await next();
    } finally {
      strapi.log.http(`${ctx.method} ${ctx.path} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}${id ? ` id=${id}` : ''}`);
    }
  };
};
