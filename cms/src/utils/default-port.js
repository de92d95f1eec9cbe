'use strict';

/**
 * The port the CMS listens on when PORT is not set (config/server.js). The site's scripts and
 * servers look for it there too (shared/src/config/topology.mjs, kept equal by scripts/lib/cms-port.test.mjs).
 * CommonJS with nothing but the number: Strapi requires it.
 */
exports.DEFAULT_CMS_PORT = 1337;
