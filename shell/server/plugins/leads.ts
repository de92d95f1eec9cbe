import fp from 'fastify-plugin';
import { cmsLeadWriter } from '../leads/cms-lead-writer';
import { contactDoors } from '../leads/contact-doors';
import { createLeadDelivery, type LeadDelivery } from '../leads/lead-delivery';
import { leadMail } from '../leads/lead-mail';
import { createOutbox, type Outbox } from '../leads/outbox';
import { smtpMailer } from '../leads/smtp-mailer';
import type { OutboxState } from '../observability/metrics';
import type { ServerConfig } from '../server-config';

export interface LeadsOptions {
  leads: ServerConfig['leads'];
  /** Where leads are stored (Strapi's leads API). */
  cmsOrigin: URL;
  /** The public site address: an origin the form may be sent from, and the notification's links. */
  siteUrl: string;
}

/** Leads to the CMS through the outbox, and their notification when a mail server is configured. */
function leadDeliveryFor(leads: ServerConfig['leads'], cmsOrigin: URL, siteUrl: string, outbox: Outbox): LeadDelivery {
  const notify = leads.smtpUrl && leads.notifyTo ? { smtpUrl: leads.smtpUrl, to: leads.notifyTo } : null;
  return createLeadDelivery({
    outbox,
    writer: cmsLeadWriter(cmsOrigin, leads.cmsToken),
    mailer: notify ? smtpMailer(notify.smtpUrl) : null,
    mailOf: (lead) => leadMail(lead, { from: leads.mailFrom, to: notify?.to ?? '', siteUrl }),
    cmsTimeoutMs: leads.cmsTimeoutMs,
    backoffMs: leads.retryMs,
    maxBackoffMs: leads.retryMaxMs,
  });
}

/** The outbox as the metrics show it: jobs waiting and the oldest one's age. */
async function outboxState(outbox: Outbox): Promise<OutboxState> {
  const jobs = await outbox.list();
  const oldest = jobs[0]?.queuedAt ? Date.parse(jobs[0].queuedAt) : NaN;
  return { jobs: jobs.length, oldestAgeSeconds: Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0 };
}

/**
 * The contact form's two doors: `POST /api/contact` (JSON, from the hydrated form) and
 * `POST /contacto` (the browser's own post, without JavaScript: the page comes back filled in
 * when something is wrong). Both check the same rules, share one rate limit per visitor (over
 * every server with Redis, else on this one) and hand each lead to one delivery: the CMS, or the
 * outbox on disk until the CMS takes it, plus the staff's notification when a mail server is set.
 * Closing waits for a delivery under way, so a lead being written is made durable.
 */
export const leadsPlugin = fp<LeadsOptions>(
  async (fastify, { leads, cmsOrigin, siteUrl }) => {
    const { siteMetrics: metrics, pages, fleet } = fastify;
    const outbox = createOutbox(leads.outboxDir);
    const delivery = leadDeliveryFor(leads, cmsOrigin, siteUrl, outbox);
    metrics.watchOutbox(() => outboxState(outbox));
    fastify.addHook('onClose', () => delivery.stop());

    // Every lead accepted, by either door, counted once.
    const countedDelivery: LeadDelivery = {
      ...delivery,
      async accept(lead) {
        const outcome = await delivery.accept(lead);
        metrics.leadAccepted(outcome);
        return outcome;
      },
    };
    await fastify.register(contactDoors, {
      delivery: countedDelivery,
      leads,
      siteUrl,
      fleet,
      render: (request, reply, form) => pages.serve(request, reply, form),
    });
  },
  { name: 'leads', dependencies: ['observability', 'fleet', 'pages'] },
);
