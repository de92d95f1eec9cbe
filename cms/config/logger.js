'use strict';

// "info" hides the one-line-per-request "http" logs; CMS_LOG_LEVEL=http shows them again.
module.exports = {
  level: process.env.CMS_LOG_LEVEL || 'info',
};
