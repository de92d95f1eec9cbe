'use strict';

/**
 * `npm run leads:export [file] [--delimiter=;]` (repo root) or `node scripts/export-leads.js` (cms/):
 * every lead of the contact form as a CSV file for the sales staff, oldest first.
 *
 * It loads the CMS app in this process (no HTTP server, no token: the API has no token that may
 * read leads) against the database the CMS is configured with (cms/.env and the environment:
 * DATABASE_CLIENT, DATABASE_FILENAME, ...), reads through the Document Service, and stops.
 * It can run while the CMS is running: it only reads, and the app's bootstrap (tokens, first
 * admin, seed) is skipped (CMS_READ_ONLY_TASK).
 *
 * The file is UTF-8 with a byte-order mark (so Excel shows the accents), CRLF line ends and
 * RFC 4180 quoting; a cell that starts like a formula (= + - @, tab, CR) gets a leading
 * apostrophe so a spreadsheet shows it as text instead of running it.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { cmsEnv } = require('../config/env-schema');

const CMS_DIR = path.resolve(__dirname, '..');
const UID = 'api::lead.lead';
const PAGE_SIZE = 500;
const DEFAULT_TIME_ZONE = 'America/Santiago';

const COLUMNS = [
  ['Fecha', (lead, format) => (lead.receivedAt ? format(new Date(lead.receivedAt)) : '')],
  ['Nombre', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Empresa', (lead) => lead.company],
  ['Servicio', (lead) => lead.service],
  ['Mensaje', (lead) => lead.message],
  ['Página', (lead) => lead.page],
  ['Id', (lead) => lead.leadId],
];

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text made inert, quoted when it holds a delimiter, quote or line break. */
function csvCell(value, delimiter = ',') {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || /^\s|\s$/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "2026-05-12 10:03" in the sales team's time zone (a form Excel reads as a date). */
function dateFormatter(timeZone = DEFAULT_TIME_ZONE) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (date) => {
    const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  };
}

/** The whole file: BOM, Spanish header row, one row per lead, CRLF after every row. */
function leadsToCsv(leads, { delimiter = ',', timeZone = DEFAULT_TIME_ZONE } = {}) {
  const format = dateFormatter(timeZone);
  const rows = [
    COLUMNS.map(([header]) => header),
    ...leads.map((lead) => COLUMNS.map(([, pick]) => pick(lead, format))),
  ];
  return `\uFEFF${rows.map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
}

/** `leads-2026-05-12.csv`, dated in the sales team's time zone. */
function defaultFileName(now = new Date(), timeZone = DEFAULT_TIME_ZONE) {
  return `leads-${dateFormatter(timeZone)(now).slice(0, 10)}.csv`;
}

/** Every lead, oldest first, read page by page. */
async function readLeads(strapi) {
  const leads = [];
  for (let start = 0; ; start += PAGE_SIZE) {
    const page = await strapi.documents(UID).findMany({
      sort: [{ receivedAt: 'asc' }, { id: 'asc' }],
      start,
      limit: PAGE_SIZE,
    });
    leads.push(...page);
    if (page.length < PAGE_SIZE) return leads;
  }
}

function parseArgs(argv) {
  const options = { file: null, delimiter: ',' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg.startsWith('--delimiter')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[(i += 1)];
      if (value !== ',' && value !== ';') throw new Error('--delimiter must be "," or ";"');
      options.delimiter = value;
    } else if (arg === '--help' || arg === '-h') {
      options.help = true;
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${arg}`);
    } else if (options.file === null) {
      options.file = arg;
    } else {
      throw new Error(`Only one output file, not also ${arg}`);
    }
  }
  return options;
}

/**
 * Loads the CMS app in this process, without an HTTP server, bootstrap or cron (CMS_READ_ONLY_TASK),
 * and hands it to `use`. Also used by scripts/privacy.js, which writes through it.
 */
async function withStrapi(use) {
  process.env.CMS_READ_ONLY_TASK = 'true';
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  process.env.CMS_LOG_LEVEL ??= 'error';
  // The same settings file as `npm start` in cms/ (read when @strapi/strapi is first required).
  process.env.ENV_PATH ??= path.join(CMS_DIR, '.env');
  // Strapi's config reads these secrets; reading leads never uses them, so when they are unset
  // (a local run) a throwaway value avoids the "generated for this process" warnings.
  for (const name of ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY']) {
    if (!process.env[name] && process.env.NODE_ENV !== 'production') {
      const count = name === 'APP_KEYS' ? 4 : 1;
      process.env[name] = Array.from({ length: count }, () => crypto.randomBytes(32).toString('base64')).join(',');
    }
  }
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir: CMS_DIR, distDir: CMS_DIR }).load();
  try {
    return await use(strapi);
  } finally {
    await strapi.destroy();
  }
}

async function main(argv = process.argv.slice(2)) {
  const options = parseArgs(argv);
  if (options.help) {
    console.log('Uso: npm run leads:export [archivo.csv] [--delimiter=;]');
    return;
  }
  // LEADS_TIME_ZONE is read with the CMS's other variables as the app loads (config/env-schema.js).
  const leads = await withStrapi(readLeads);
  const timeZone = cmsEnv().LEADS_TIME_ZONE;
  // `npm run` starts scripts in the package's folder; the file goes where the command was typed
  // (INIT_CWD: npm's own variable, no setting of the CMS).
  const callerDir = process.env.INIT_CWD || process.cwd();
  const target = path.resolve(callerDir, options.file ?? defaultFileName(new Date(), timeZone));

  const temporary = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, leadsToCsv(leads, { delimiter: options.delimiter, timeZone }));
  fs.renameSync(temporary, target);
  console.log(`${leads.length} ${leads.length === 1 ? 'contacto exportado' : 'contactos exportados'} a ${target}`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`No se pudieron exportar los contactos: ${error.message}`);
      process.exit(1);
    },
  );
}

module.exports = { csvCell, leadsToCsv, defaultFileName, dateFormatter, parseArgs, readLeads, withStrapi, COLUMNS };
