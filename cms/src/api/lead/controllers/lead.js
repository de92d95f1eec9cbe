'use strict';

const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { parseLeadInput } = require('../../../utils/lead-input');

const UID = 'api::lead.lead';

/**
 * Leads come from the site's server, which keeps an outbox and retries until it gets a 2xx:
 * the same lead (same leadId) may arrive twice, even twice at once (a first attempt still
 * running when the retry starts). Creating is therefore idempotent by leadId: the first
 * delivery creates (201), any later one finds the stored lead and answers 200 without writing.
 * A unique index on leadId in the database settles two deliveries at the same instant.
 *
 * The answer is a receipt (ids and dates), not the stored lead: the token that creates leads
 * must not become a way to read one back.
 */
function receipt(lead, created) {
  return {
    data: { documentId: lead.documentId, leadId: lead.leadId, receivedAt: lead.receivedAt, createdAt: lead.createdAt },
    meta: { created },
  };
}

function findByLeadId(leadId) {
  return strapi.documents(UID).findFirst({ filters: { leadId: { $eq: leadId } } });
}

module.exports = factories.createCoreController(UID, () => ({
  async create(ctx) {
    await this.validateQuery(ctx);
    const body = ctx.request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body) || body.data === undefined) {
      throw new errors.ValidationError('Missing "data" payload in the request body');
    }
    const extraKeys = Object.keys(body).filter((key) => key !== 'data');
    const parsed = parseLeadInput(body.data);
    const problems = [
      ...extraKeys.map((key) => ({ path: [key], message: `Invalid key ${key}`, name: 'ValidationError' })),
      ...parsed.errors,
    ];
    if (problems.length > 0) {
      throw new errors.ValidationError(
        problems.length === 1 ? problems[0].message : `${problems.length} errors occurred`,
        { errors: problems },
      );
    }
    const lead = parsed.value;

    const existing = await findByLeadId(lead.leadId);
    if (existing) {
      ctx.status = 200;
      return receipt(existing, false);
    }
    try {
      const created = await strapi.documents(UID).create({ data: lead });
      ctx.status = 201;
      return receipt(created, true);
    } catch (error) {
      // Lost the race with another delivery of the same lead (Strapi's unique check or the
      // database's unique index refused this one): that delivery stored it.
      const stored = await findByLeadId(lead.leadId);
      if (stored) {
        ctx.status = 200;
        return receipt(stored, false);
      }
      throw error;
    }
  },

  // Only the test-only token (CMS_TEST_READ_LEADS_TOKEN) may list leads; oldest first.
  async find(ctx) {
    if (ctx.query.sort === undefined) ctx.query = { ...ctx.query, sort: ['receivedAt:asc', 'id:asc'] };
    return super.find(ctx);
  },
}));
