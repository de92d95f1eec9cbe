'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { secretFromEnv } = require('../src/utils/secrets');
const cronTasks = require('./cron-tasks');
const { cmsEnv } = require('./env-schema');

module.exports = () => {
  const env = cmsEnv();
  // The public dir holds uploads/ (the media library's files, served at /uploads/...). One per
  // instance: end-to-end tests run several CMS instances, each with its own database and own
  // CMS_PUBLIC_DIR. Relative to cms/. Created at start when missing (the local upload provider
  // refuses to start without <public>/uploads).
  const publicDir = path.resolve(__dirname, '..', env.CMS_PUBLIC_DIR);
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  return {
  dirs: { public: publicDir },
  host: env.HOST,
  port: env.PORT,
  // Public URL of the CMS itself, only needed behind a proxy that serves the admin panel.
  url: env.CMS_PUBLIC_URL,
  proxy: env.CMS_BEHIND_PROXY,
  app: {
    keys: secretFromEnv('APP_KEYS', { count: 4 }).split(','),
  },
  // The daily retention of leads (config/cron-tasks.js). Not in a task that loads the app in its
  // own process (npm run privacy, leads:export: CMS_READ_ONLY_TASK): the running service does it.
  cron: { enabled: !env.CMS_READ_ONLY_TASK, tasks: cronTasks },
  };
};
