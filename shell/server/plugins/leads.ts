import fp from 'fastify-plugin';
import { CONTACT_FORM_STATE_KEY } from '@site/shared/contact';
import { cmsLeadWriter } from '../leads/cms-lead-writer';
import { contactDoors } from '../leads/contact-doors';
import { createLeadDelivery, type LeadDelivery } from '../leads/lead-delivery';
import { leadMail } from '../leads/lead-mail';
import { createOutbox, type Outbox } from '../leads/outbox';
import { smtpMailer } from '../leads/smtp-mailer';
import type { Mailer } from '../leads/lead-delivery';
import { cmsPrivacyRequests } from '../privacy/cms-privacy-requests';
import type { ReadPolicyFacts } from '../privacy/policy-facts';
import type { OutboxState } from '../observability/metrics';
import type { ServerConfig } from '../server-config';

export interface LeadsOptions {
  leads: ServerConfig['leads'];
  /** Where leads are stored (Strapi's leads API). */
  cmsOrigin: URL;
  /** The public site address: an origin the form may be sent from, and the notification's links. */
  siteUrl: string;
  /** The rights requests' settings. */
  privacy: ServerConfig['privacy'];
  /** The privacy policy in force, as the server reads it (the content plugin's reader). */
  policy: ReadPolicyFacts;
}

/** Leads to the CMS through the outbox, and their notification when a mail server is configured. */
function leadDeliveryFor(leads: ServerConfig['leads'], cmsOrigin: URL, siteUrl: string, outbox: Outbox, mailer: Mailer | null): LeadDelivery {
  const notifyTo = mailer && leads.notifyTo ? leads.notifyTo : null;
  return createLeadDelivery({
    outbox,
    writer: cmsLeadWriter(cmsOrigin, leads.cmsToken),
    mailer: notifyTo ? mailer : null,
    mailOf: (lead) => leadMail(lead, { from: leads.mailFrom, to: notifyTo ?? '', siteUrl }),
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
 * when something is wrong), and beside them the rights request's (privacy/privacy-doors.ts). Both check the same rules, share one rate limit per visitor (over
 * every server with Redis, else on this one) and hand each lead to one delivery: the CMS, or the
 * outbox on disk until the CMS takes it, plus the staff's notification when a mail server is set.
 * Closing waits for a delivery under way, so a lead being written is made durable.
 */
export const leadsPlugin = fp<LeadsOptions>(
  async (fastify, { leads, cmsOrigin, siteUrl, privacy, policy }) => {
    const { siteMetrics: metrics, pageRenderer, fleet } = fastify;
    const outbox = createOutbox(leads.outboxDir);
    // One mail server for the staff's notifications and the privacy requests' confirmations.
    const mailer = leads.smtpUrl ? smtpMailer(leads.smtpUrl) : null;
    const delivery = leadDeliveryFor(leads, cmsOrigin, siteUrl, outbox, mailer);
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
      policy,
      render: (request, reply, form) => pageRenderer.serve(request, reply, { key: CONTACT_FORM_STATE_KEY, ...form }),
      privacy: {
        store: cmsPrivacyRequests(cmsOrigin, leads.cmsToken),
        mailer,
        mailFrom: leads.mailFrom,
        siteUrl,
        tokenLifetimeMs: privacy.tokenLifetimeMs,
        cmsTimeoutMs: leads.cmsTimeoutMs,
        render: (request, reply, form) => pageRenderer.serve(request, reply, form),
      },
    });
  },
  { name: 'leads', dependencies: ['observability', 'fleet', 'page-renderer'] },
);
