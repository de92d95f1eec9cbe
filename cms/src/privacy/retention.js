'use strict';

/**
 * Retention (issue 40): leads are kept no longer than the privacy policy says. Run daily by
 * Strapi's cron (config/cron-tasks.js) and on demand by `npm run privacy -- conservar`: the same
 * function. It deletes
 * - leads whose receivedAt is older than the policy's retentionMonths (24 when there is no policy);
 * - requests never confirmed whose link expired more than 7 days ago (their person never asked
 *   for anything: only someone typed their address).
 * It logs and returns counts, never what it deleted.
 */
const { policySettings, addMonths, addDays } = require('./policy-settings');
const { REQUEST_UID, STATUS } = require('./requests');

const LEAD_UID = 'api::lead.lead';
/** Days an unconfirmed request stays after its link expired. */
const UNCONFIRMED_GRACE_DAYS = 7;

/**
 * @param {object} strapi
 * @param {{ now?: Date }} [options]
 * @returns {Promise<{ leads: number, requests: number, retentionMonths: number, leadCutoff: string }>}
 */
async function applyRetention(strapi, { now = new Date() } = {}) {
  const { retentionMonths } = await policySettings(strapi);
  const leadCutoff = addMonths(now, -retentionMonths);
  const requestCutoff = addDays(now, -UNCONFIRMED_GRACE_DAYS);

  const leads = await strapi.db.query(LEAD_UID).deleteMany({ where: { receivedAt: { $lt: leadCutoff } } });
  const requests = await strapi.db.query(REQUEST_UID).deleteMany({
    where: { status: STATUS.pending, tokenExpiresAt: { $lt: requestCutoff } },
  });
  const result = { leads: leads.count, requests: requests.count, retentionMonths, leadCutoff: leadCutoff.toISOString() };
  strapi.log.info(
    `[privacidad] conservación: ${result.leads} contactos de más de ${retentionMonths} meses borrados, ` +
      `${result.requests} solicitudes sin confirmar vencidas borradas.`,
  );
  return result;
}

module.exports = { applyRetention, LEAD_UID, UNCONFIRMED_GRACE_DAYS };
