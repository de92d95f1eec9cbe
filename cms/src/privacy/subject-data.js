'use strict';

/**
 * Everything the site holds about one e-mail address, for a confirmed rights request (issue 40):
 * - leads with that e-mail in the CMS (case-insensitive), with their consents;
 * - every privacy request of that e-mail;
 * - every job in the site server's outbox folders (LEADS_OUTBOX_DIRS) whose payload is that
 *   person's (payload.email; payload.to, payload.lead.email or payload.request.email for other
 *   kinds of job), half-written `*.json.<pid>.tmp` files included.
 * exportSubject writes it as one document; eraseSubject deletes it (outbox first, so a job being
 * retried cannot bring a lead back after the CMS was cleared) and anonymises the answering request.
 * Each appends a step to the request with counts only.
 */
const fs = require('node:fs');
const path = require('node:path');
const { cmsEnv } = require('../../config/env-schema');
const { REQUEST_UID, STATUS, findByRequestId } = require('./requests');
const { LEAD_UID } = require('./retention');

const ERASED = '[borrado]';
/** Only a request the person confirmed may be acted on. */
const ACTIONABLE = [STATUS.confirmed, STATUS.inProgress];
const JOB_FILE = /\.json(\.\d+\.tmp)?$/;

class PrivacyTaskError extends Error {}

/** The outbox folders: LEADS_OUTBOX_DIRS (comma-separated, relative to `baseDir`), or the shell's default. */
function outboxDirs(env = cmsEnv(), { baseDir = process.cwd(), repoDir = path.resolve(__dirname, '..', '..', '..') } = {}) {
  const listed = (env.LEADS_OUTBOX_DIRS ?? '').split(',').map((dir) => dir.trim()).filter(Boolean);
  if (listed.length === 0) return [path.join(repoDir, 'shell', '.data', 'leads-outbox')];
  return listed.map((dir) => path.resolve(baseDir, dir));
}

const normal = (email) => (typeof email === 'string' ? email.trim().toLowerCase() : '');

/** The addresses a job is about. */
function jobEmails(job) {
  const payload = job && typeof job === 'object' ? job.payload : null;
  if (!payload || typeof payload !== 'object') return [];
  return [payload.email, payload.to, payload.lead?.email, payload.request?.email].map(normal).filter(Boolean);
}

/**
 * The outbox jobs of `email`, each with its file. A missing folder holds nothing; an unreadable
 * file is skipped (and counted), never guessed at.
 */
function findOutboxJobs(dirs, email) {
  const wanted = normal(email);
  const jobs = [];
  const missing = [];
  let unreadable = 0;
  for (const dir of dirs) {
    let names;
    try {
      names = fs.readdirSync(dir);
    } catch (error) {
      if (error.code === 'ENOENT') {
        missing.push(dir);
        continue;
      }
      throw error;
    }
    for (const name of names.filter((n) => JOB_FILE.test(n)).sort()) {
      const file = path.join(dir, name);
      let job;
      try {
        job = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        unreadable += 1;
        continue;
      }
      if (jobEmails(job).includes(wanted)) jobs.push({ dir, file, job });
    }
  }
  return { jobs, missing, unreadable };
}

async function actionableRequest(strapi, requestId) {
  const request = await findByRequestId(strapi, String(requestId ?? '').trim().toLowerCase());
  if (!request) throw new PrivacyTaskError(`No hay ninguna solicitud con el id ${requestId}.`);
  if (!ACTIONABLE.includes(request.status)) {
    throw new PrivacyTaskError(
      `La solicitud ${request.requestId} está «${request.status}»: solo se atiende una solicitud «Confirmada» o «En curso».`,
    );
  }
  return request;
}

async function subjectRows(strapi, email) {
  const leads = await strapi.db.query(LEAD_UID).findMany({ where: { email: { $eqi: email } }, orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }] });
  const requests = await strapi.db.query(REQUEST_UID).findMany({ where: { email: { $eqi: email } }, orderBy: [{ receivedAt: 'asc' }, { id: 'asc' }] });
  return { leads, requests };
}

const iso = (value) => (value ? new Date(value).toISOString() : null);

function exportedLead(lead) {
  return {
    id: lead.leadId,
    fecha: iso(lead.receivedAt),
    nombre: lead.name,
    correo: lead.email,
    empresa: lead.company,
    servicio: lead.service,
    mensaje: lead.message,
    pagina: lead.page ?? null,
    consentimiento: {
      versionPolitica: lead.policyVersion ?? null,
      comunicacionesComerciales: lead.marketingConsent === true,
      fecha: iso(lead.consentAt),
    },
  };
}

function exportedRequest(request) {
  return {
    id: request.requestId,
    fecha: iso(request.receivedAt),
    nombre: request.name,
    correo: request.email,
    derecho: request.right,
    detalle: request.details ?? null,
    estado: request.status,
    confirmada: iso(request.confirmedAt),
    fechaLimite: iso(request.dueAt),
    pasos: Array.isArray(request.steps) ? request.steps : [],
  };
}

async function appendStep(strapi, request, step, data = {}) {
  const steps = Array.isArray(request.steps) ? request.steps : [];
  await strapi.db.query(REQUEST_UID).update({ where: { id: request.id }, data: { ...data, steps: [...steps, step] } });
}

/**
 * The person's data as one document (leads with their consents, requests, outbox jobs); the
 * request gets a step «exportación» and moves to «En curso».
 * @returns {Promise<{ document: object, counts: { contactos: number, solicitudes: number, trabajosPendientes: number }, missing: string[], unreadable: number }>}
 */
async function exportSubject(strapi, requestId, { dirs = outboxDirs(), now = new Date() } = {}) {
  const request = await actionableRequest(strapi, requestId);
  const { leads, requests } = await subjectRows(strapi, request.email);
  const outbox = findOutboxJobs(dirs, request.email);
  const counts = { contactos: leads.length, solicitudes: requests.length, trabajosPendientes: outbox.jobs.length };
  const document = {
    descripcion: 'Datos personales que guarda el sitio sobre esta dirección de correo (Ley 19.628, modificada por la Ley 21.719).',
    generado: now.toISOString(),
    solicitud: request.requestId,
    correo: request.email,
    contactos: leads.map(exportedLead),
    solicitudes: requests.map(exportedRequest),
    trabajosPendientes: outbox.jobs.map(({ job }) => ({ id: job.id, tipo: job.kind, enColaDesde: job.queuedAt ?? null, datos: job.payload })),
  };
  await appendStep(strapi, request, { at: now.toISOString(), paso: 'exportación', ...counts }, request.status === STATUS.confirmed ? { status: STATUS.inProgress } : {});
  return { document, counts, missing: outbox.missing, unreadable: outbox.unreadable };
}

/**
 * Deletes the person's outbox jobs, leads and other requests, and anonymises this request
 * (name, e-mail, details → «[borrado]»), which becomes «Respondida» with a step «borrado».
 */
async function eraseSubject(strapi, requestId, { dirs = outboxDirs(), now = new Date() } = {}) {
  const request = await actionableRequest(strapi, requestId);
  const outbox = findOutboxJobs(dirs, request.email);
  for (const { file } of outbox.jobs) fs.rmSync(file, { force: true });

  const { leads, requests } = await subjectRows(strapi, request.email);
  const leadIds = leads.map((lead) => lead.id);
  const otherIds = requests.filter((other) => other.id !== request.id).map((other) => other.id);
  const deletedLeads = leadIds.length > 0 ? (await strapi.db.query(LEAD_UID).deleteMany({ where: { id: { $in: leadIds } } })).count : 0;
  const deletedRequests = otherIds.length > 0 ? (await strapi.db.query(REQUEST_UID).deleteMany({ where: { id: { $in: otherIds } } })).count : 0;

  const counts = { contactos: deletedLeads, solicitudes: deletedRequests, trabajosPendientes: outbox.jobs.length };
  await appendStep(strapi, request, { at: now.toISOString(), paso: 'borrado', ...counts }, {
    name: ERASED,
    email: ERASED,
    details: request.details ? ERASED : null,
    status: STATUS.answered,
    tokenHash: null,
    tokenExpiresAt: null,
  });
  return { counts, missing: outbox.missing, unreadable: outbox.unreadable };
}

module.exports = { exportSubject, eraseSubject, findOutboxJobs, outboxDirs, jobEmails, PrivacyTaskError, ERASED, ACTIONABLE };
