'use strict';

const { factories } = require('@strapi/strapi');
const { errors } = require('@strapi/utils');
const { parsePrivacyRequestInput, parseConfirmInput } = require('../../../utils/privacy-request-input');
const { recordRequest, confirmRequest } = require('../../../privacy/requests');

const UID = 'api::privacy-request.privacy-request';

/** `data` of the body, with every problem (unknown keys beside it included) as one ValidationError. */
function parseBody(ctx, parse) {
  const body = ctx.request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body.data === undefined) {
    throw new errors.ValidationError('Missing "data" payload in the request body');
  }
  const parsed = parse(body.data);
  const problems = [
    ...Object.keys(body).filter((key) => key !== 'data').map((key) => ({ path: [key], message: `Invalid key ${key}`, name: 'ValidationError' })),
    ...parsed.errors,
  ];
  if (problems.length > 0) {
    throw new errors.ValidationError(problems.length === 1 ? problems[0].message : `${problems.length} errors occurred`, { errors: problems });
  }
  return parsed.value;
}

/**
 * Both routes belong to the site's server (CMS_LEADS_TOKEN), which may do nothing else with
 * requests: no list, no read. Answers are receipts, never the stored request.
 */
module.exports = factories.createCoreController(UID, () => ({
  // Idempotent by requestId: 201 the first time, 200 with the same receipt after.
  async create(ctx) {
    await this.validateQuery(ctx);
    const input = parseBody(ctx, parsePrivacyRequestInput);
    const { request, created } = await recordRequest(strapi, input);
    ctx.status = created ? 201 : 200;
    return { data: { requestId: request.requestId, receivedAt: new Date(request.receivedAt).toISOString() } };
  },

  // 200 { status, dueAt } once; 404 for a hash unknown, already used or expired.
  async confirm(ctx) {
    await this.validateQuery(ctx);
    const { tokenHash } = parseBody(ctx, parseConfirmInput);
    const confirmed = await confirmRequest(strapi, tokenHash);
    if (!confirmed) throw new errors.NotFoundError('El enlace no es válido, ya se usó o venció.');
    ctx.status = 200;
    return { data: confirmed };
  },
}));
