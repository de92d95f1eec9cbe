'use strict';

/**
 * The two numbers of the privacy policy that the CMS itself acts on: how long leads are kept
 * (the daily retention) and how many days staff have to answer a confirmed request (a request's
 * due date). Read from the published policy; the schema's defaults when there is none.
 */
const schema = require('../api/privacy-policy/content-types/privacy-policy/schema.json');

const POLICY_UID = 'api::privacy-policy.privacy-policy';
const DEFAULT_RETENTION_MONTHS = schema.attributes.retentionMonths.default;
const DEFAULT_REQUEST_DEADLINE_DAYS = schema.attributes.requestDeadlineDays.default;

function whole(value, fallback, min, max) {
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** @returns {Promise<{ retentionMonths: number, requestDeadlineDays: number, version: string | null }>} */
async function policySettings(strapi) {
  const policy = await strapi.documents(POLICY_UID).findFirst({ status: 'published' });
  const { retentionMonths, requestDeadlineDays } = schema.attributes;
  return {
    retentionMonths: whole(policy?.retentionMonths, DEFAULT_RETENTION_MONTHS, retentionMonths.min, retentionMonths.max),
    requestDeadlineDays: whole(policy?.requestDeadlineDays, DEFAULT_REQUEST_DEADLINE_DAYS, requestDeadlineDays.min, requestDeadlineDays.max),
    version: policy?.version ?? null,
  };
}

/** `date` moved by whole calendar months (UTC), clamped to the month's last day (31 March − 1 → 28/29 February). */
function addMonths(date, months) {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

const DAY_MS = 24 * 60 * 60 * 1000;
function addDays(date, days) {
  return new Date(date.getTime() + days * DAY_MS);
}

module.exports = { policySettings, addMonths, addDays, POLICY_UID, DEFAULT_RETENTION_MONTHS, DEFAULT_REQUEST_DEADLINE_DAYS, DAY_MS };
