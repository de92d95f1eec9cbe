import type { Lead } from './lead';
import { requestIdHeader } from '../observability/logger';

export interface LeadWriter {
  /** Stores the lead in the CMS; resolves once Strapi has it (or had it already). */
  store(lead: Lead, timeoutMs: number): Promise<void>;
}

/** A refusal that no retry will change (the CMS says the lead itself is wrong). */
export class LeadRejectedError extends Error {
  override name = 'LeadRejectedError';
}

/**
 * Creates leads through Strapi's content API with the write-only leads token
 * (it can create leads and nothing else). Strapi's lead controller answers a
 * repeated leadId with the entry it has, so a retry never makes a duplicate.
 */
export function cmsLeadWriter(cmsOrigin: URL, token: string | undefined): LeadWriter {
  return {
    async store(lead, timeoutMs) {
      if (!token) throw new Error('CMS_LEADS_TOKEN no está configurado');
      const response = await fetch(new URL('/api/leads', cmsOrigin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}`, ...requestIdHeader() },
        body: JSON.stringify({ data: lead }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read the body so the connection is reused.
      await response.arrayBuffer();
      if (response.ok) return;
      const permanent = response.status === 400 || response.status === 422;
      const message = `el CMS respondió ${response.status} al guardar el contacto ${lead.leadId}`;
      throw permanent ? new LeadRejectedError(message) : new Error(message);
    },
  };
}
