import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../server-config';
import { contactEndpoint, TooManyLeadsError } from './contact-endpoint';
import { contactFormPost, type RenderContactForm } from './contact-form-post';
import type { LeadDelivery } from './lead-delivery';
import { sharedRateLimitStore, type SharedCounts } from '../fleet/shared-rate-limit-store';
import type { ReadPolicyFacts } from '../privacy/policy-facts';
import { privacyDoors, type PrivacyDoorsOptions } from '../privacy/privacy-doors';

export interface ContactDoorsOptions {
  /** Where every lead goes, from either door. */
  delivery: LeadDelivery;
  leads: Pick<ServerConfig['leads'], 'rateLimit' | 'rateWindowMs' | 'minFillMs' | 'formSecret' | 'formMaxAgeMs'>;
  /** The public site address: the form may be sent from its origin. */
  siteUrl: string;
  /** The fleet's Redis (`fastify.fleet`), where the rate limit counts each visitor for every server. */
  fleet: SharedCounts;
  /** The contact page rendered again, filled in (`fastify.pageRenderer.serve`). */
  render: RenderContactForm;
  /** The privacy policy in force (the version a lead records when its form did not say). */
  policy: ReadPolicyFacts;
  /** The rights request's doors, under the same rate limit; none: not served. */
  privacy?: Omit<PrivacyDoorsOptions, 'allowedOrigins' | 'tokenSecret' | 'tokenMaxAgeMs' | 'minFillMs' | 'policy'>;
}

/**
 * The contact form's two doors (and the rights request's, beside them), `POST /api/contact` (JSON) and `POST /contacto` (the browser's own
 * post), with one rate limit per visitor for both: @fastify/rate-limit, its 429 answered by each
 * door in its own way (the Spanish message with the minutes to wait, and Retry-After). Register
 * it in a scope of its own: the rate limit, the doors' parsers and error handlers stay in it.
 */
export const contactDoors: FastifyPluginAsync<ContactDoorsOptions> = async (fastify, { delivery, leads, siteUrl, fleet, render, policy, privacy }) => {
  await fastify.register(rateLimit, {
    global: false,
    max: leads.rateLimit,
    timeWindow: leads.rateWindowMs,
    keyGenerator: (request) => request.ip,
    store: sharedRateLimitStore(fleet, 'contacto'),
    // The answers carry what they carried before: Retry-After on a 429, and no counters.
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, { ttl }) => new TooManyLeadsError(Math.max(1, Math.ceil(ttl / 1000))),
  });
  const common = { delivery, policy, minFillMs: leads.minFillMs, allowedOrigins: [new URL(siteUrl).origin], tokenSecret: leads.formSecret };
  await fastify.register(contactEndpoint, common);
  await fastify.register(contactFormPost, { ...common, tokenMaxAgeMs: leads.formMaxAgeMs, render });
  // The rights request counts against the same allowance: one visitor, one budget of forms.
  if (privacy) await fastify.register(privacyDoors, { ...common, ...privacy, tokenMaxAgeMs: leads.formMaxAgeMs });
};
