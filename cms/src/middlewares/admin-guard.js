'use strict';

/**
 * The admin API is part of Strapi whether or not the panel is served. Without CMS_ADMIN=true
 * every /admin route answers 404; with it, the public first-admin registration stays closed
 * (the first account comes from the environment: src/bootstrap/admin-user.js).
 */
module.exports = (config) => {
  const adminOn = Boolean(config.enabled);
  return async (ctx, next) => {
    const isAdmin = ctx.path === '/admin' || ctx.path.startsWith('/admin/');
    if (isAdmin && (!adminOn || ctx.path === '/admin/register-admin')) {
      ctx.status = 404;
      ctx.body = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } };
      return;
    }
    await next();
  };
};
