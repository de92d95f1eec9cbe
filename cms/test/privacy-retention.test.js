'use strict';

/**
 * The daily retention (issue 40) in the real app loaded in this process: Strapi's cron has the task,
 * and running it (the same function as `npm run privacy -- conservar`) deletes leads older than
 * the published policy's retentionMonths and unconfirmed requests whose link expired more than
 * 7 days ago, keeps everything else, and logs counts only.
 */
const test = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const { loadStrapi } = require('./helpers');

const LEAD = 'api::lead.lead';
const REQUEST = 'api::privacy-request.privacy-request';
const POLICY = 'api::privacy-policy.privacy-policy';
const DAY = 24 * 60 * 60 * 1000;

const monthsAgo = (months, now = new Date()) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

function lead(email, receivedAt) {
  return {
    leadId: crypto.randomUUID(), receivedAt, name: 'Persona de prueba', email, company: 'Empresa', service: 'Cloud Services',
    message: 'Mensaje privado', policyVersion: '1.0', marketingConsent: false, consentAt: receivedAt,
  };
}

function request(email, status, tokenExpiresAt) {
  return {
    requestId: crypto.randomUUID(), receivedAt: new Date(Date.parse(tokenExpiresAt) - 2 * DAY).toISOString(), name: 'Persona', email,
    right: 'Acceso', status, tokenHash: status === 'Por confirmar' ? crypto.randomBytes(32).toString('hex') : null, tokenExpiresAt,
  };
}

test('retention: the cron task deletes what the policy no longer allows, and only that', async (t) => {
  const strapi = await loadStrapi(t, 'cms-retention-');
  const { applyRetention } = require('../src/privacy/retention');
  const logged = [];
  const info = strapi.log.info.bind(strapi.log);
  strapi.log.info = (message, ...rest) => {
    logged.push(String(message));
    return info(message, ...rest);
  };
  const emails = async (uid) => (await strapi.db.query(uid).findMany()).map((row) => row.email).sort();

  await t.test('Strapi runs it every night', () => {
    const job = strapi.cron.jobs.find((j) => j.name === 'privacyRetention');
    assert.ok(job, strapi.cron.jobs.map((j) => j.name).join(', '));
    const next = job.job.nextInvocation();
    assert.ok(next && next.getTime() - Date.now() <= DAY, 'within a day');
  });

  await t.test('without a policy: 24 months; a lead of 25 months goes, one of 23 stays', async () => {
    await strapi.documents(LEAD).create({ data: lead('vieja@correo.cl', monthsAgo(25)) });
    await strapi.documents(LEAD).create({ data: lead('reciente@correo.cl', monthsAgo(23)) });
    await strapi.cron.jobs.find((j) => j.name === 'privacyRetention').job.invoke();
    assert.deepEqual(await emails(LEAD), ['reciente@correo.cl']);
    const line = logged.find((l) => l.includes('conservación'));
    assert.match(line, /1 contactos de más de 24 meses borrados/);
    assert.ok(!logged.join('\n').includes('vieja@correo.cl') && !logged.join('\n').includes('Mensaje privado'), 'counts only, never data');
  });

  await t.test("the published policy's period applies", async () => {
    await strapi.documents(POLICY).create({
      data: { title: 'Política de privacidad', version: '2.0', effectiveDate: '2026-12-01', controllerName: 'Nexo Digital SpA', privacyEmail: 'privacidad@example.com', retentionMonths: 12, requestDeadlineDays: 30 },
      status: 'published',
    });
    await strapi.documents(LEAD).create({ data: lead('once-meses@correo.cl', monthsAgo(11)) });
    const result = await applyRetention(strapi);
    assert.equal(result.retentionMonths, 12);
    assert.equal(result.leads, 1, 'the 23-month lead is past 12 months');
    assert.deepEqual(await emails(LEAD), ['once-meses@correo.cl']);
  });

  await t.test('unconfirmed requests go 7 days after their link expired; confirmed ones stay', async () => {
    const now = Date.now();
    await strapi.documents(REQUEST).create({ data: request('vencida@correo.cl', 'Por confirmar', new Date(now - 8 * DAY).toISOString()) });
    await strapi.documents(REQUEST).create({ data: request('reciente@correo.cl', 'Por confirmar', new Date(now - 6 * DAY).toISOString()) });
    await strapi.documents(REQUEST).create({ data: request('confirmada@correo.cl', 'Confirmada', new Date(now - 30 * DAY).toISOString()) });
    const result = await applyRetention(strapi);
    assert.equal(result.requests, 1);
    assert.deepEqual(await emails(REQUEST), ['confirmada@correo.cl', 'reciente@correo.cl']);
  });
});
