import { LeadRejectedError, type LeadWriter } from './cms-lead-writer';
import { UNKNOWN_POLICY_VERSION, type Lead } from './lead';
import type { LeadMail } from './lead-mail';
import type { Outbox, OutboxJob } from './outbox';
import { log } from '../observability/logger';

export interface Mailer {
  send(mail: LeadMail): Promise<void>;
}

export interface LeadDeliveryOptions {
  outbox: Outbox;
  writer: LeadWriter;
  /** Null when no mail server is configured: no notification is queued. */
  mailer: Mailer | null;
  /** The notification for a lead. */
  mailOf: (lead: Lead) => LeadMail;
  /** One attempt to store a lead in the CMS. */
  cmsTimeoutMs: number;
  /** First wait after a failure; it doubles up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
}

export interface LeadDelivery {
  /** Makes a lead durable: in the CMS if it answers in time, otherwise in the outbox. Queues its notification. */
  accept(lead: Lead): Promise<'stored' | 'queued'>;
  /** Tries the waiting jobs now (also runs on a timer and at start). */
  run(): Promise<void>;
  /** Jobs waiting in the outbox. */
  pending(): Promise<number>;
  /** Stops retrying; resolves once an attempt under way has ended (what it did not do stays in the outbox). */
  stop(): Promise<void>;
}

/**
 * A lead queued before leads recorded consent (issue 40) is delivered saying what is known: no
 * consent for marketing, an unknown policy version, recorded when the lead was received. The CMS
 * refuses a lead without them, and the lead would otherwise wait in the outbox for ever.
 */
function withConsentRecord(lead: Lead): Lead {
  const queued: Partial<Lead> = lead;
  return {
    ...lead,
    policyVersion: queued.policyVersion ?? UNKNOWN_POLICY_VERSION,
    marketingConsent: queued.marketingConsent ?? false,
    consentAt: queued.consentAt ?? lead.receivedAt,
  };
}

/**
 * Delivers every lead exactly once to the CMS and its notification to the
 * staff: what cannot be done now waits in the outbox (on disk, so a restart
 * loses nothing) and is retried with a growing wait. The CMS makes a retry
 * harmless (one lead per leadId); a failing mail server never holds a lead.
 */
export function createLeadDelivery(options: LeadDeliveryOptions): LeadDelivery {
  const { outbox, writer, mailer, mailOf, cmsTimeoutMs, backoffMs, maxBackoffMs } = options;
  const retries = new Map<string, { attempts: number; notBefore: number }>();
  let running: Promise<void> | null = null;
  let stopped = false;

  async function attempt(job: OutboxJob): Promise<void> {
    const lead = withConsentRecord(job.payload as Lead);
    if (job.kind === 'lead') await writer.store(lead, cmsTimeoutMs);
    else if (mailer) await mailer.send(mailOf(lead));
    else return; // no mail server any more: nothing to send
  }

  async function runOnce(): Promise<void> {
    const now = Date.now();
    for (const job of await outbox.list()) {
      if (stopped) return;
      const retry = retries.get(job.id);
      if (retry && retry.notBefore > now) continue;
      try {
        await attempt(job);
        await outbox.remove(job.id);
        retries.delete(job.id);
      } catch (error) {
        const attempts = (retry?.attempts ?? 0) + 1;
        // A lead the CMS refuses as such waits an hour (and is logged) rather than being lost.
        const wait = error instanceof LeadRejectedError ? 60 * 60 * 1000 : Math.min(backoffMs * 2 ** (attempts - 1), maxBackoffMs);
        retries.set(job.id, { attempts, notBefore: Date.now() + wait });
        const level = error instanceof LeadRejectedError ? 'error' : 'warn';
        log()[level]({ job: job.kind, jobId: job.id, attempts }, `${job.kind} ${job.id}: intento ${attempts} falló (${(error as Error).message}); nuevo intento en ${Math.round(wait / 1000)} s`);
      }
    }
  }

  function run(): Promise<void> {
    running ??= runOnce().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void run(), Math.max(250, Math.min(backoffMs, 1000)));
  timer.unref();
  void run();

  return {
    async accept(lead) {
      const mailJob = `mail-${lead.leadId}`;
      if (mailer) await outbox.put({ id: mailJob, kind: 'mail', payload: lead });
      let outcome: 'stored' | 'queued' = 'stored';
      try {
        await writer.store(lead, cmsTimeoutMs);
      } catch {
        try {
          await outbox.put({ id: `lead-${lead.leadId}`, kind: 'lead', payload: lead });
        } catch (error) {
          // The visitor is told it failed and will send it again: no notification for this one.
          if (mailer) await outbox.remove(mailJob).catch(() => undefined);
          throw error;
        }
        outcome = 'queued';
      }
      if (mailer) void run();
      return outcome;
    },
    run,
    async pending() {
      return (await outbox.list()).length;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
