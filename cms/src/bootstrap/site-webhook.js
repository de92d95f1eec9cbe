'use strict';

const { cmsEnv } = require('../../config/env-schema');

/**
 * The site's content-changed webhook, as code: on every start it is created or brought back to
 * this (SITE_WEBHOOK_URL and CMS_WEBHOOK_SECRET), or removed when they are unset. Editors see it
 * under Settings → Webhooks. On a publish, unpublish or update, Strapi posts the event to the
 * shell's servers, which purge their rendered pages and CMS answers, every server through Redis:
 * the change is on the site within seconds (without it, within the caches' 45 s).
 */
const NAME = 'Sitio web: purgar páginas al publicar';
// entry.create: a redirect has no draft, so saving a new one is its publish.
const EVENTS = ['entry.create', 'entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete'];

async function syncSiteWebhook(strapi) {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const { SITE_WEBHOOK_URL: url, CMS_WEBHOOK_SECRET: secret } = cmsEnv();
  const existing = (await store.findWebhooks()).filter((webhook) => webhook.name === NAME);
  if (!url || !secret) {
    for (const webhook of existing) {
      await store.deleteWebhook(webhook.id);
      runner.remove(webhook);
    }
    return;
  }
  const wanted = { name: NAME, url, headers: { Authorization: `Bearer ${secret}` }, events: EVENTS, isEnabled: true };
  const [first, ...duplicates] = existing;
  for (const webhook of duplicates) {
    await store.deleteWebhook(webhook.id);
    runner.remove(webhook);
  }
  const webhook = first ? await store.updateWebhook(first.id, wanted) : await store.createWebhook(wanted);
  // The runner loaded the stored webhooks before this bootstrap: it is told of this one now.
  runner.update(webhook);
}

module.exports = { syncSiteWebhook };
