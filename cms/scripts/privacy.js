'use strict';

/**
 * `npm run privacy -- <orden>` (repo root) or `node scripts/privacy.js <orden>` (cms/): what staff
 * run to answer a confirmed rights request (issue 40, Ley 21.719), and the retention job on demand.
 *
 *   exportar <requestId> [archivo.json]  everything about the request's e-mail as one JSON file
 *   borrar <requestId>                   erase it in the CMS and the outbox folders
 *   conservar                            delete now what the daily retention deletes
 *
 * Like scripts/export-leads.js it loads the CMS app in this process against the configured
 * database (cms/.env, DATABASE_*), without the app's bootstrap or cron, so it is safe while the
 * CMS runs. The outbox folders are LEADS_OUTBOX_DIRS (comma-separated; default the shell's
 * `shell/.data/leads-outbox`). Only counts and ids are printed, never a person's data; each step
 * is recorded on the request (its «Registro de pasos» in the admin panel).
 */
const fs = require('node:fs');
const path = require('node:path');
const { withStrapi } = require('./export-leads');
const { cmsEnv } = require('../config/env-schema');
const { exportSubject, eraseSubject, outboxDirs } = require('../src/privacy/subject-data');
const { applyRetention } = require('../src/privacy/retention');

const USAGE = [
  'Uso:',
  '  npm run privacy -- exportar <id de la solicitud> [archivo.json]',
  '  npm run privacy -- borrar <id de la solicitud>',
  '  npm run privacy -- conservar',
].join('\n');

function parseArgs(argv) {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'ayuda') return { command: 'ayuda' };
  if (command === 'exportar') {
    if (rest.length < 1 || rest.length > 2) throw new Error('exportar necesita el id de la solicitud y, si quiere, el archivo');
    return { command, requestId: rest[0], file: rest[1] ?? null };
  }
  if (command === 'borrar') {
    if (rest.length !== 1) throw new Error('borrar necesita solo el id de la solicitud');
    return { command, requestId: rest[0] };
  }
  if (command === 'conservar') {
    if (rest.length !== 0) throw new Error('conservar no lleva argumentos');
    return { command };
  }
  throw new Error(`orden desconocida: ${command}`);
}

const plural = (n, one, many) => `${n} ${n === 1 ? one : many}`;

function countsText({ contactos, solicitudes, trabajosPendientes }) {
  return `${plural(contactos, 'contacto', 'contactos')}, ${plural(solicitudes, 'solicitud', 'solicitudes')}, ${plural(trabajosPendientes, 'trabajo pendiente', 'trabajos pendientes')} del servidor`;
}

function warnings({ missing, unreadable }, log) {
  for (const dir of missing) log(`Aviso: la carpeta de pendientes ${dir} no existe (revise LEADS_OUTBOX_DIRS si el servidor usa otra).`);
  if (unreadable > 0) log(`Aviso: ${plural(unreadable, 'archivo', 'archivos')} de pendientes no se pudo leer; revíselos a mano.`);
}

/**
 * Runs one command with a loaded app. @returns {Promise<string[]>} the lines it printed
 * @param {object} strapi @param {ReturnType<typeof parseArgs>} options
 */
async function run(strapi, options, { env = cmsEnv(), callerDir = process.cwd(), now = new Date(), log = console.log } = {}) {
  const dirs = outboxDirs(env, { baseDir: callerDir });

  if (options.command === 'exportar') {
    const result = await exportSubject(strapi, options.requestId, { dirs, now });
    const target = path.resolve(callerDir, options.file ?? `privacidad-${result.document.solicitud}.json`);
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(result.document, null, 2)}\n`, { mode: 0o600 });
    fs.renameSync(temporary, target);
    warnings(result, log);
    log(`Exportado a ${target}: ${countsText(result.counts)}. La solicitud queda «En curso».`);
    return result;
  }
  if (options.command === 'borrar') {
    const result = await eraseSubject(strapi, options.requestId, { dirs, now });
    warnings(result, log);
    log(`Borrado: ${countsText(result.counts)}. La solicitud queda «Respondida», sin nombre ni correo.`);
    return result;
  }
  if (options.command === 'conservar') {
    const result = await applyRetention(strapi, { now });
    log(`Conservación: ${plural(result.leads, 'contacto borrado', 'contactos borrados')} (recibidos hace más de ${result.retentionMonths} meses), ${plural(result.requests, 'solicitud sin confirmar borrada', 'solicitudes sin confirmar borradas')}.`);
    return result;
  }
  throw new Error(`orden desconocida: ${options.command}`);
}

async function main(argv = process.argv.slice(2)) {
  const options = parseArgs(argv);
  if (options.command === 'ayuda') {
    console.log(USAGE);
    return;
  }
  // `npm run` starts scripts in the package's folder; files and relative folders are the caller's
  // (INIT_CWD: npm's own variable, where the command was typed; no setting of the CMS).
  const callerDir = process.env.INIT_CWD || process.cwd();
  await withStrapi((strapi) => run(strapi, options, { callerDir }));
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(`No se pudo completar: ${error.message}`);
      if (/orden|necesita|argumentos/.test(error.message)) console.error(USAGE);
      process.exit(1);
    },
  );
}

module.exports = { parseArgs, run, USAGE };
