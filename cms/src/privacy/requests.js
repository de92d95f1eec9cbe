'use strict';

/**
 * Rights requests as the site's server records and confirms them (issue 40). The token the
 * person receives is never stored: the server sends its SHA-256 (`tokenHash`). Confirming needs
 * a request «Por confirmar» with that hash whose link has not expired; it clears the hash (one
 * use), stamps confirmedAt and sets dueAt = confirmedAt + the policy's requestDeadlineDays.
 */
const { policySettings, addDays } = require('./policy-settings');

const REQUEST_UID = 'api::privacy-request.privacy-request';
const STATUS = Object.freeze({ pending: 'Por confirmar', confirmed: 'Confirmada', inProgress: 'En curso', answered: 'Respondida' });

function findByRequestId(strapi, requestId) {
  return strapi.db.query(REQUEST_UID).findOne({ where: { requestId } });
}

/**
 * Stores a parsed request (src/utils/privacy-request-input.js) unless its requestId is already
 * there. @returns {Promise<{ request: object, created: boolean }>}
 */
async function recordRequest(strapi, input) {
  const existing = await findByRequestId(strapi, input.requestId);
  if (existing) return { request: existing, created: false };
  try {
    const request = await strapi.documents(REQUEST_UID).create({ data: { ...input, status: STATUS.pending, steps: [] } });
    return { request, created: true };
  } catch (error) {
    // Lost the race with another delivery of the same request: that one stored it.
    const stored = await findByRequestId(strapi, input.requestId);
    if (stored) return { request: stored, created: false };
    throw error;
  }
}

/**
 * Confirms the request whose link has this hash.
 * @returns {Promise<{ status: string, dueAt: string } | null>} null: unknown, already used or expired
 */
async function confirmRequest(strapi, tokenHash, now = new Date()) {
  const requests = strapi.db.query(REQUEST_UID);
  const match = await requests.findOne({
    where: { tokenHash, status: STATUS.pending, tokenExpiresAt: { $gt: now } },
    select: ['id', 'steps'],
  });
  if (!match) return null;
  const { requestDeadlineDays } = await policySettings(strapi);
  const dueAt = addDays(now, requestDeadlineDays);
  const steps = Array.isArray(match.steps) ? match.steps : [];
  // Conditional on the hash still being there: of two confirmations at once, one updates.
  const { count } = await requests.updateMany({
    where: { id: match.id, tokenHash, status: STATUS.pending },
    data: {
      status: STATUS.confirmed,
      confirmedAt: now,
      dueAt,
      tokenHash: null,
      tokenExpiresAt: null,
      steps: [...steps, { at: now.toISOString(), paso: 'confirmación', plazoDias: requestDeadlineDays }],
    },
  });
  if (count !== 1) return null;
  return { status: STATUS.confirmed, dueAt: dueAt.toISOString() };
}

module.exports = { recordRequest, confirmRequest, findByRequestId, REQUEST_UID, STATUS };
