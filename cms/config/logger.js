'use strict';

const { cmsEnv } = require('./env-schema');

// "info" hides the one-line-per-request "http" logs; CMS_LOG_LEVEL=http shows them again.
module.exports = {
  level: cmsEnv().CMS_LOG_LEVEL,
};
