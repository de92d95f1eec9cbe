// @ts-check
// Writes the variable tables in docs/configuration.md from the schemas each deployable parses its
// environment with: the shell's server (SERVER_ENV in shell/server/server-config.ts, read through its
// describeServerEnv), the scripts' commands (scripts/lib/script-config.mjs) and the CMS
// (cms/config/env-schema.js): each variable's rule, default and Spanish description, as they have them.
//   node scripts/docs/config-table.mjs           rewrite the table (npm run docs:config)
//   node scripts/docs/config-table.mjs --check   exit 1 when the committed table differs (npm run lint)
import fs from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * One row of a table: a variable as its schema describes it (the server's describeServerEnv, the
 * scripts' describeScriptEnv, the CMS's describeCmsEnv give these).
 * @typedef {Omit<import('../../shell/server/server-config').VariableDescription, 'name'> & { name: string }} VariableDescription
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_CONFIG = 'shell/server/server-config.ts';
export const SCRIPT_CONFIG = 'scripts/lib/script-config.mjs';
export const CMS_CONFIG = 'cms/config/env-schema.js';
export const CONFIG_DOC = 'docs/configuration.md';
export const FIX_COMMAND = 'npm run docs:config';
const END = '<!-- config-table:end -->';

/** Where a table's variables come from: a schema's file, and the command where one file holds several. */
/** @typedef {{ source: string, command?: string }} TableSource */

/** The server's table, the first of the doc. @type {TableSource} */
export const SERVER_TABLE = { source: SERVER_CONFIG };

/** A table's opening marker, found by its prefix (a marker written by hand, or by an older generator, is replaced too). @param {TableSource} table */
const startPrefix = ({ source, command }) => `<!-- config-table:start: generated from the schema of ${source}${command ? ` (${command})` : ''} by`;
/** @param {TableSource} table */
const startMarker = (table) => `${startPrefix(table)} \`${FIX_COMMAND}\`; edit the schema, not this table -->`;

/** '86400000 (24 h)' for a duration in ms, so a reader need not count zeros. @param {number} ms */
function durationNote(ms) {
  /** @type {Array<[string, number]>} */
  const units = [['h', 3_600_000], ['min', 60_000], ['s', 1000]];
  for (const [unit, size] of units) if (ms >= size && ms % size === 0) return ` (${ms / size} ${unit})`;
  return '';
}

/** The default column: the schema's constant, or the text it gives for a computed one, and the ceiling. @param {VariableDescription} variable */
export function defaultCell(variable) {
  const { name, defaultValue, defaultIsText, atMost } = variable;
  let text;
  if (defaultValue === undefined) text = 'no definida';
  else if (defaultIsText) text = String(defaultValue);
  else if (typeof defaultValue === 'number') text = `${defaultValue}${name.endsWith('_MS') ? durationNote(defaultValue) : ''}`;
  else text = `\`${defaultValue}\``;
  return atMost === undefined ? text : `${text}; a lo sumo ${atMost}`;
}

/** @param {string} value */
const cell = (value) => value.replace(/\|/g, '\\|');

/** The Markdown table, markers included. @param {readonly VariableDescription[]} variables @param {TableSource} [table] @returns {string} */
export function configTable(variables, table = SERVER_TABLE) {
  return [
    startMarker(table),
    '',
    '| Variable | Valor | Por omisión | Qué hace |',
    '|---|---|---|---|',
    ...variables.map((variable) => `| \`${variable.name}\` | ${cell(variable.rule)} | ${cell(defaultCell(variable))} | ${cell(variable.description)} |`),
    '',
    END,
  ].join('\n');
}

/** The doc with the table of `source` replaced by `table`. @param {string} doc @param {string} table @param {TableSource} [source] @returns {string} */
export function withTable(doc, table, source = SERVER_TABLE) {
  const start = doc.indexOf(startPrefix(source));
  const end = doc.indexOf(END, start);
  if (start === -1 || end === -1) throw new Error(`${CONFIG_DOC}: the markers ${startMarker(source)} … ${END} are missing`);
  return doc.slice(0, start) + table + doc.slice(end + END.length);
}

/** @typedef {{ table: TableSource, variables: readonly VariableDescription[] }} DocTable */

/**
 * What docs/configuration.md should hold: each table written from its schema.
 * @param {readonly VariableDescription[] | readonly DocTable[]} tables the server's variables alone, or every table
 * @param {string} [repoRoot]
 */
export function expectedDoc(tables, repoRoot = root) {
  const first = tables[0];
  /** @type {readonly DocTable[]} */
  const all = first !== undefined && 'table' in first ? /** @type {readonly DocTable[]} */ (tables) : [{ table: SERVER_TABLE, variables: /** @type {readonly VariableDescription[]} */ (tables) }];
  return all.reduce((doc, { table, variables }) => withTable(doc, configTable(variables, table), table), fs.readFileSync(path.join(repoRoot, CONFIG_DOC), 'utf8'));
}

/**
 * Where the committed doc differs from the generated one, said for a person; null when they are the same.
 * @param {string} committed @param {string} expected @returns {string | null}
 */
export function firstDifference(committed, expected) {
  const have = committed.split('\n');
  const want = expected.split('\n');
  const line = want.findIndex((text, index) => text !== have[index]);
  if (line === -1 && have.length === want.length) return null;
  const at = line === -1 ? Math.min(have.length, want.length) : line;
  return (
    `${CONFIG_DOC} differs from the schemas of ${SERVER_CONFIG}, ${SCRIPT_CONFIG} and ${CMS_CONFIG} at line ${at + 1}:\n` +
    `  committed: ${have[at] ?? '(none)'}\n  generated: ${want[at] ?? '(none)'}\n` +
    `Run \`${FIX_COMMAND}\` and commit the result.`
  );
}

/**
 * The schema's variables, read from server-config.ts itself (compiled as it loads: Node 20 runs no
 * TypeScript). The tests import the module through jest instead.
 * @returns {Promise<VariableDescription[]>}
 */
export async function loadServerEnv() {
  register('./typescript-hooks.mjs', import.meta.url);
  /** @type {typeof import('../../shell/server/server-config')} */
  const serverConfig = await import(pathToFileURL(path.join(root, SERVER_CONFIG)).href);
  return serverConfig.describeServerEnv();
}

/** The CMS's table. @type {TableSource} */
export const CMS_TABLE = { source: CMS_CONFIG };

/**
 * The CMS's variables, from its schema (CommonJS, as Strapi loads it).
 * @returns {VariableDescription[]}
 */
export function loadCmsEnv() {
  /** @type {{ describeCmsEnv: () => VariableDescription[] }} */
  const cmsConfig = createRequire(import.meta.url)(path.join(root, CMS_CONFIG));
  return cmsConfig.describeCmsEnv();
}

/**
 * Every table of the doc: the server's, then each script command's, then the CMS's.
 * @returns {Promise<DocTable[]>}
 */
export async function loadAllTables() {
  const { SCRIPT_ENVS, describeScriptEnv } = await import('../lib/script-config.mjs');
  const commands = /** @type {Array<keyof typeof SCRIPT_ENVS>} */ (Object.keys(SCRIPT_ENVS));
  return [
    { table: SERVER_TABLE, variables: await loadServerEnv() },
    ...commands.map((command) => ({ table: { source: SCRIPT_CONFIG, command }, variables: describeScriptEnv(command) })),
    { table: CMS_TABLE, variables: loadCmsEnv() },
  ];
}

async function main() {
  const file = path.join(root, CONFIG_DOC);
  const expected = expectedDoc(await loadAllTables());
  if (process.argv.includes('--check')) {
    const difference = firstDifference(fs.readFileSync(file, 'utf8'), expected);
    if (difference) {
      console.error(difference);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(file, expected);
    console.info(`${CONFIG_DOC}: tables written from the schemas of ${SERVER_CONFIG}, ${SCRIPT_CONFIG} and ${CMS_CONFIG}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(error);
    process.exit(1);
  });
}
