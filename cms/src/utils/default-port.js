'use strict';

/**
 * The port the CMS listens on when PORT is not set (config/server.js). The site's scripts and
 * servers look for it there too (shared/src/config/topology.mjs reads this file), so it is written once.
 * CommonJS with nothing but the number: Strapi requires it, and the site imports it from ES modules.
 */
exports.DEFAULT_CMS_PORT = 1337;
