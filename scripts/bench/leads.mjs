// @ts-check
// Contact-form leads under load, with the CMS down for part of the run: LEADS
// leads POSTed to a shell server of the benchmark's own (POST /api/contact, as
// the form sends them) by CONCURRENCY clients, against a Strapi on a fresh
// database of its own (.tmp/bench-leads.db, removed before each run, so every
// lead in it is one of this run's). Strapi is stopped (SIGTERM) once STOP_AT
// leads have been sent and started again on the same database at RESTART_AT:
//   - "CMS arriba": leads 1 to STOP_AT, stored in Strapi directly;
//   - "CMS deteniéndose": the next CONCURRENCY leads, sent while Strapi shuts
//     down (a lead may be stored while its answer is lost: the outbox retries it
//     and Strapi must not store it twice);
//   - "CMS caído": up to RESTART_AT, sent once Strapi no longer answers: each
//     waits in the shell's outbox;
//   - "CMS de vuelta": the rest, sent once Strapi answers again, while the
//     outbox delivers what waited.
// The shell server answers 201 only once a lead is durable (in Strapi or in the
// fsync'd outbox). The benchmark then waits until Strapi holds LEADS leads and the
// outbox is empty, reads every lead back with the test-only token that may list
// them and checks each message is there exactly once.
import fs from 'node:fs';
import path from 'node:path';
import { contactServices } from '../../shared/src/contact/contact-services.mjs';
import { cmsOrigin as cmsOriginAt, randomToken, removeCmsData, startCms } from '../lib/cms-process.mjs';
import { waitUntilClosed } from '../lib/processes.mjs';
import { markdownTable, ms } from './markdown.mjs';
import { startShellServer } from './shell-server.mjs';
import { median } from './stats.mjs';

export const LEADS = 500;
const CONCURRENCY = 25;
const STOP_AT = 150;
const RESTART_AT = 350;
const DATABASE_FILE = '.tmp/bench-leads.db';
/** From Strapi's return, how long the outbox has to deliver every lead. */
const DELIVERY_TIMEOUT_MS = 3 * 60_000;
const POLL_MS = 250;

/** @typedef {'CMS arriba' | 'CMS deteniéndose' | 'CMS caído' | 'CMS de vuelta'} LeadPhase */
const PHASES = /** @type {LeadPhase[]} */ (['CMS arriba', 'CMS deteniéndose', 'CMS caído', 'CMS de vuelta']);

/** @param {number} index 0-based @returns {LeadPhase} */
function phaseOf(index) {
  if (index < STOP_AT) return 'CMS arriba';
  if (index < STOP_AT + CONCURRENCY) return 'CMS deteniéndose';
  if (index < RESTART_AT) return 'CMS caído';
  return 'CMS de vuelta';
}

/**
 * @typedef {object} LeadPost one POST /api/contact
 * @property {number} n 1-based
 * @property {LeadPhase} phase
 * @property {number} startMs from the first POST's start
 * @property {number} endMs when its answer was read
 * @property {number | null} status null when no answer came (error)
 * @property {string | null} error
 */

/**
 * @typedef {object} PhaseFigures
 * @property {LeadPhase | 'total'} phase
 * @property {number} sent
 * @property {number} answered201
 * @property {number | null} leadsPerSecond 201s over the time a POST of the phase was in flight
 * @property {number | null} p50Ms
 * @property {number | null} p99Ms
 */

/**
 * @typedef {object} LeadsResult
 * @property {number} leads sent
 * @property {number} concurrency
 * @property {{ stopAt: number, restartAt: number }} plan
 * @property {PhaseFigures[]} phases one per phase, then the total
 * @property {Record<string, number>} statuses answers by status ('error' when none)
 * @property {number} sendSeconds from the first POST to the last answer, Strapi's restart included
 * @property {number} activeSeconds of those, with at least one POST in flight
 * @property {number} cmsDownSeconds from SIGTERM until Strapi answered again
 * @property {number} cmsStartSeconds Strapi's start on the same database (part of cmsDownSeconds)
 * @property {number} outboxAtReturn leads waiting in the outbox when Strapi answered again
 * @property {number | null} allStoredAfterReturnSeconds until Strapi held every lead, from its return
 * @property {number | null} outboxEmptyAfterReturnSeconds until the outbox held no lead any more, from its return
 * @property {number} stored leads in Strapi at the end
 * @property {number} storedOfThisRun of those, with one of this run's messages (distinct)
 * @property {number} missing messages sent and not stored
 * @property {number} duplicates stored leads beyond the first with the same message
 * @property {number} duplicateLeadIds stored leads beyond the first with the same leadId
 * @property {number} outboxLeft leads still in the outbox at the end
 * @property {string[]} errors what went wrong (a lead lost, the deadline passed...)
 */

/**
 * @typedef {object} LeadsOptions
 * @property {number} cmsPort the run's CMS
 * @property {number} shellPort the shell server the leads are sent to
 * @property {string} logDir for the CMS's and server's output and the run's outbox
 * @property {(message: string) => void} log
 * @property {(fn: () => Promise<void>) => () => Promise<void>} onCleanup
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The n-th lead as the contact form sends it; its message names it, so that
 * reading the leads back shows which arrived and how often.
 * @param {number} n 1-based
 * @param {string} runId
 */
function leadBody(n, runId) {
  return {
    name: `Persona de prueba ${n}`,
    email: `persona.${n}@empresa.cl`,
    company: 'Empresa de prueba',
    // The leads cycle through the form's services.
    service: contactServices[(n - 1) % contactServices.length],
    message: `Lead de prueba ${n} de ${LEADS} (benchmark ${runId})`,
    website: '',
    elapsedMs: 5000,
    page: '/contacto',
  };
}

/**
 * Strapi on the run's database, with the tokens the shell server writes leads
 * with and the benchmark reads them back with (the same at both starts).
 * @param {{ port: number, logFile: string, tokens: { api: string, leads: string, readLeads: string } }} options
 */
function startLeadsCms({ port, logFile, tokens }) {
  return startCms({
    port,
    token: tokens.api,
    databaseFile: DATABASE_FILE,
    logFile,
    env: { CMS_LEADS_TOKEN: tokens.leads, CMS_TEST_READ_LEADS_TOKEN: tokens.readLeads },
  });
}

/**
 * SIGTERM, then waits for the process to end (SIGKILL after 15 s) and for its
 * port to stop answering.
 * @param {import('../lib/processes.mjs').ManagedProcess} cms
 * @param {string} origin
 */
async function stopCms(cms, origin) {
  await cms.stop(15_000);
  await waitUntilClosed(`${origin}/_health`, { timeoutMs: 15_000 });
}

/**
 * Every stored lead's message and leadId, page by page.
 * @param {string} origin @param {string} token
 * @returns {Promise<Array<{ message: string, leadId: string }>>}
 */
async function readAllLeads(origin, token) {
  /** @type {Array<{ message: string, leadId: string }>} */
  const leads = [];
  for (let page = 1; ; page++) {
    const url = new URL('/api/leads', origin);
    url.searchParams.set('fields[0]', 'message');
    url.searchParams.set('fields[1]', 'leadId');
    url.searchParams.set('pagination[page]', String(page));
    url.searchParams.set('pagination[pageSize]', '100');
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET /api/leads answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const body = /** @type {{ data: Array<{ message: string, leadId: string }>, meta: { pagination: { pageCount: number } } }} */ (
      await response.json()
    );
    leads.push(...body.data.map(({ message, leadId }) => ({ message, leadId })));
    if (page >= body.meta.pagination.pageCount) return leads;
  }
}

/** @param {string} origin @param {string} token @returns {Promise<number>} */
async function countLeads(origin, token) {
  const response = await fetch(`${origin}/api/leads?pagination[pageSize]=1`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`GET /api/leads answered ${response.status}`);
  const body = /** @type {{ meta: { pagination: { total: number } } }} */ (await response.json());
  return body.meta.pagination.total;
}

/** Leads (not notifications) waiting in the outbox folder. @param {string} dir */
function outboxLeads(dir) {
  return fs.readdirSync(dir).filter((name) => name.startsWith('lead-') && name.endsWith('.json')).length;
}

/** The q-quantile of sorted values (nearest rank). @param {number[]} sorted @param {number} q */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))]);
}

/** Seconds with at least one of these POSTs in flight. @param {LeadPost[]} posts */
function activeSeconds(posts) {
  const spans = posts.map((p) => [p.startMs, p.endMs]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  let total = 0;
  let from = -Infinity;
  let to = -Infinity;
  for (const [start = 0, end = 0] of spans) {
    if (start > to) {
      if (to > from) total += to - from;
      from = start;
      to = end;
    } else {
      to = Math.max(to, end);
    }
  }
  if (to > from) total += to - from;
  return total / 1000;
}

/** @param {LeadPhase | 'total'} phase @param {LeadPost[]} posts @returns {PhaseFigures} */
function phaseFigures(phase, posts) {
  const latencies = posts.filter((p) => p.status !== null).map((p) => p.endMs - p.startMs).sort((a, b) => a - b);
  const answered201 = posts.filter((p) => p.status === 201).length;
  const seconds = activeSeconds(posts);
  return {
    phase,
    sent: posts.length,
    answered201,
    leadsPerSecond: seconds > 0 ? answered201 / seconds : null,
    p50Ms: median(latencies),
    p99Ms: quantile(latencies, 0.99),
  };
}

/**
 * The whole run: a fresh CMS and shell server, the leads, Strapi stopped and
 * started again, the wait for delivery and the count.
 * @param {LeadsOptions} options
 * @returns {Promise<LeadsResult>}
 */
export async function measureLeads({ cmsPort, shellPort, logDir, log, onCleanup }) {
  const cmsOrigin = cmsOriginAt(cmsPort);
  const tokens = { api: randomToken(), leads: randomToken(), readLeads: randomToken() };
  const cmsLog = path.join(logDir, 'cms-leads.log');
  const runId = new Date().toISOString();
  /** @type {string[]} */
  const errors = [];

  removeCmsData(DATABASE_FILE);
  fs.mkdirSync(logDir, { recursive: true });
  const outboxDir = fs.mkdtempSync(path.join(logDir, 'leads-outbox-'));

  log(`leads: starting a CMS on a fresh ${DATABASE_FILE} (seeded at this first start)`);
  let cms = await startLeadsCms({ port: cmsPort, logFile: cmsLog, tokens });
  const stopCmsNow = onCleanup(async () => stopCms(cms, cmsOrigin));
  const server = await startShellServer({
    port: shellPort,
    cmsUrl: cmsOrigin,
    cmsToken: tokens.api,
    env: {
      CMS_LEADS_TOKEN: tokens.leads,
      LEADS_OUTBOX_DIR: outboxDir,
      CONTACT_RATE_LIMIT: '100000',
      LEADS_RETRY_MS: '500',
      LEADS_RETRY_MAX_MS: '2000',
    },
    logFile: path.join(logDir, 'shell-leads.log'),
  });
  const stopServer = onCleanup(server.stop);

  try {
    /** @type {LeadPost[]} */
    const posts = [];
    /** Strapi's stop, started when lead STOP_AT + 1 is sent; its start again, at RESTART_AT + 1. */
    /** @type {Promise<void> | null} */
    let stopped = null;
    /** @type {Promise<void> | null} */
    let restarted = null;
    let stopAt = 0;
    let startAt = 0;
    let backAt = 0;
    let outboxAtReturn = 0;
    let allSent = false;
    /** @type {number | null} */
    let allStoredAt = null;
    /** @type {number | null} the start of the outbox's last stretch without leads */
    let outboxEmptyAt = null;
    /** @type {Promise<void> | null} */
    let delivered = null;
    const t0 = performance.now();
    const now = () => performance.now() - t0;

    // From Strapi's return: until it holds every lead, every lead is sent and the outbox is
    // empty (a lead stored while its answer was lost is still retried: it must not become a
    // second lead), or until the deadline.
    const watchDelivery = async () => {
      const deadline = backAt + DELIVERY_TIMEOUT_MS;
      while (now() < deadline) {
        outboxEmptyAt = outboxLeads(outboxDir) === 0 ? (outboxEmptyAt ?? now()) : null;
        if (allStoredAt === null && (await countLeads(cmsOrigin, tokens.readLeads).catch(() => 0)) >= LEADS) allStoredAt = now();
        if (allSent && allStoredAt !== null && outboxEmptyAt !== null) return;
        await sleep(POLL_MS);
      }
    };

    const restart = async () => {
      startAt = now();
      log(`leads: ${RESTART_AT} sent, starting the CMS again on the same database`);
      cms = await startLeadsCms({ port: cmsPort, logFile: cmsLog, tokens });
      backAt = now();
      outboxAtReturn = outboxLeads(outboxDir);
      log(`leads: the CMS answers again; ${outboxAtReturn} leads wait in the outbox`);
      delivered = watchDelivery();
    };

    let next = 0;
    const worker = async () => {
      for (;;) {
        const index = next++;
        if (index >= LEADS) return;
        if (index === STOP_AT) {
          log(`leads: ${STOP_AT} sent, stopping the CMS (SIGTERM) while sending`);
          stopAt = now();
          stopped = stopCms(cms, cmsOrigin);
        }
        if (index === RESTART_AT) restarted = /** @type {Promise<void>} */ (stopped).then(restart);
        // The first CONCURRENCY leads after the SIGTERM race Strapi's shutdown; the next wait for
        // it to be down, and those from RESTART_AT on for it to answer again.
        if (index >= RESTART_AT) await restarted;
        else if (index >= STOP_AT + CONCURRENCY) await stopped;

        const n = index + 1;
        const startMs = now();
        /** @type {LeadPost} */
        const post = { n, phase: phaseOf(index), startMs, endMs: startMs, status: null, error: null };
        try {
          const response = await fetch(`${server.origin}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: server.origin },
            body: JSON.stringify(leadBody(n, runId)),
            signal: AbortSignal.timeout(30_000),
          });
          await response.arrayBuffer();
          post.status = response.status;
        } catch (error) {
          post.error = error instanceof Error ? error.message : String(error);
        }
        post.endMs = now();
        posts.push(post);
      }
    };
    log(`leads: sending ${LEADS} leads with ${CONCURRENCY} clients`);
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    allSent = true;
    log(`leads: all sent in ${(now() / 1000).toFixed(1)} s; waiting for every lead to reach the CMS`);
    await delivered;
    if (allStoredAt === null) errors.push(`the CMS did not hold ${LEADS} leads ${DELIVERY_TIMEOUT_MS / 1000} s after its return`);
    const outboxLeft = outboxLeads(outboxDir);
    if (outboxLeft > 0) errors.push(`${outboxLeft} leads still in the outbox (${path.relative(process.cwd(), outboxDir)})`);

    // A short wait more: a retry still running would show as a duplicate.
    await sleep(1000);
    const stored = await readAllLeads(cmsOrigin, tokens.readLeads);
    const byMessage = new Map();
    for (const lead of stored) byMessage.set(lead.message, (byMessage.get(lead.message) ?? 0) + 1);
    const messageOf = (/** @type {LeadPost} */ post) => leadBody(post.n, runId).message;
    const missing = posts.filter((p) => p.status === 201 && !byMessage.has(messageOf(p))).length;
    const duplicates = [...byMessage.values()].reduce((sum, count) => sum + count - 1, 0);
    const duplicateLeadIds = stored.length - new Set(stored.map((lead) => lead.leadId)).size;
    const ofThisRun = posts.filter((p) => byMessage.has(messageOf(p))).length;
    if (missing > 0) errors.push(`${missing} leads answered 201 are not in the CMS`);
    if (duplicates > 0) errors.push(`${duplicates} leads stored more than once`);

    /** @type {Record<string, number>} */
    const statuses = {};
    for (const post of posts) {
      const key = post.status === null ? 'error' : String(post.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const failed = posts.filter((p) => p.status !== 201);
    if (failed.length > 0) {
      const first = failed.sort((a, b) => a.n - b.n)[0];
      errors.push(`${failed.length} POSTs not answered 201 (lead ${first?.n}: ${first?.error ?? first?.status})`);
    }
    const sendEnd = Math.max(...posts.map((p) => p.endMs));
    const sinceBack = (/** @type {number | null} */ at) => (at === null ? null : Math.max(0, at - backAt) / 1000);
    if (fs.readdirSync(outboxDir).length === 0) fs.rmSync(outboxDir, { recursive: true, force: true });
    return {
      leads: LEADS,
      concurrency: CONCURRENCY,
      plan: { stopAt: STOP_AT, restartAt: RESTART_AT },
      phases: [
        ...PHASES.map((phase) => phaseFigures(phase, posts.filter((p) => p.phase === phase))),
        phaseFigures('total', posts),
      ],
      statuses,
      sendSeconds: sendEnd / 1000,
      activeSeconds: activeSeconds(posts),
      cmsDownSeconds: (backAt - stopAt) / 1000,
      cmsStartSeconds: (backAt - startAt) / 1000,
      outboxAtReturn,
      allStoredAfterReturnSeconds: sinceBack(allStoredAt),
      outboxEmptyAfterReturnSeconds: sinceBack(outboxEmptyAt),
      stored: stored.length,
      storedOfThisRun: ofThisRun,
      missing,
      duplicates,
      duplicateLeadIds,
      outboxLeft,
      errors,
    };
  } finally {
    await stopServer();
    await stopCmsNow();
  }
}

/** @param {number | null} value @param {number} digits */
const fixed = (value, digits) => (value === null ? '–' : value.toFixed(digits));

/**
 * @param {LeadsResult} result
 * @returns {string}
 */
export function renderLeads(result) {
  const out = [
    `## Contact-form leads with the CMS down for part of the run (${result.leads} leads, ${result.concurrency} clients)`,
    '',
    'POST /api/contact to a shell server of the benchmark\'s own (outbox retries every 0.5 s, at most 2 s apart), ' +
      `Strapi on a fresh database. Strapi gets SIGTERM once ${result.plan.stopAt} leads are sent; the next ` +
      `${result.concurrency} are sent while it stops, the others once it no longer answers; it starts again on the ` +
      `same database at lead ${result.plan.restartAt + 1}, and the rest are sent once it answers. ` +
      'Leads/s: leads answered 201 over the seconds a POST of the row was in flight (Strapi\'s restart, when ' +
      'none is, left out). Latency of each POST in ms, measured from this process (the load generator shares the 2 cores).',
    '',
  ];
  /** @type {string[][]} */
  const rows = [['Phase', 'Leads sent', 'Answered 201', 'Leads/s', 'p50 ms', 'p99 ms']];
  for (const p of result.phases) {
    rows.push([
      p.phase === 'total' ? '**Total**' : p.phase,
      String(p.sent),
      p.answered201 === p.sent ? String(p.answered201) : `${p.answered201} ✗`,
      fixed(p.leadsPerSecond, 0),
      ms(p.p50Ms),
      ms(p.p99Ms),
    ]);
  }
  out.push(markdownTable(rows), '');
  const exact = result.storedOfThisRun === result.leads && result.stored === result.leads && result.duplicates === 0;
  out.push(
    markdownTable([
      ['Figure', 'Value'],
      ['Answers by status', Object.entries(result.statuses).map(([status, count]) => `${status}: ${count}`).join(', ')],
      ['Sending, s (first POST to last answer / with a POST in flight)', `${fixed(result.sendSeconds, 1)} / ${fixed(result.activeSeconds, 1)}`],
      ['Strapi down (SIGTERM to answering again), s', fixed(result.cmsDownSeconds, 1)],
      ['… of which its start on the same database, s', fixed(result.cmsStartSeconds, 1)],
      ['Leads in the outbox when Strapi answered again', String(result.outboxAtReturn)],
      ['All leads in the CMS, s after Strapi answered again', fixed(result.allStoredAfterReturnSeconds, 1)],
      ['Outbox empty, s after Strapi answered again', fixed(result.outboxEmptyAfterReturnSeconds, 1)],
      ['Leads stored / sent', `${result.stored} / ${result.leads}${exact ? '' : ' ✗'}`],
      ['Messages missing', result.missing === 0 ? '0' : `${result.missing} ✗`],
      ['Duplicates (leads sharing a message)', result.duplicates === 0 ? '0' : `${result.duplicates} ✗`],
      ['Duplicates (leads sharing a leadId)', result.duplicateLeadIds === 0 ? '0' : `${result.duplicateLeadIds} ✗`],
      ['Leads left in the outbox', result.outboxLeft === 0 ? '0' : `${result.outboxLeft} ✗`],
    ]),
    '',
  );
  if (result.errors.length) out.push(...result.errors.map((e) => `- ✗ ${e}`), '');
  return out.join('\n');
}
