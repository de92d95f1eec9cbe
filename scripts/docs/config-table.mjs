// @ts-check
// Writes the shell server's variable table in docs/configuration.md from the schema the server parses
// its environment with (SERVER_ENV in shell/server/server-config.ts, read through its
// describeServerEnv): each variable's rule, default and Spanish description, as the server has them.
//   node scripts/docs/config-table.mjs           rewrite the table (npm run docs:config)
//   node scripts/docs/config-table.mjs --check   exit 1 when the committed table differs (npm run lint)
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** @typedef {import('../../shell/server/server-config').VariableDescription} VariableDescription */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_CONFIG = 'shell/server/server-config.ts';
export const CONFIG_DOC = 'docs/configuration.md';
export const FIX_COMMAND = 'npm run docs:config';
const START_PREFIX = '<!-- config-table:start';
const START = `${START_PREFIX}: generated from the schema of ${SERVER_CONFIG} by \`${FIX_COMMAND}\`; edit the schema, not this table -->`;
const END = '<!-- config-table:end -->';

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

/** The Markdown table, markers included. @param {readonly VariableDescription[]} variables @returns {string} */
export function configTable(variables) {
  return [
    START,
    '',
    '| Variable | Valor | Por omisión | Qué hace |',
    '|---|---|---|---|',
    ...variables.map((variable) => `| \`${variable.name}\` | ${cell(variable.rule)} | ${cell(defaultCell(variable))} | ${cell(variable.description)} |`),
    '',
    END,
  ].join('\n');
}

/** The doc with its table replaced by `table`. @param {string} doc @param {string} table @returns {string} */
export function withTable(doc, table) {
  // Found by its prefix, so a marker written by hand (or by an older generator) is replaced too.
  const start = doc.indexOf(START_PREFIX);
  const end = doc.indexOf(END);
  if (start === -1 || end === -1 || end < start) throw new Error(`${CONFIG_DOC}: the markers ${START} … ${END} are missing`);
  return doc.slice(0, start) + table + doc.slice(end + END.length);
}

/** What docs/configuration.md should hold. @param {readonly VariableDescription[]} variables @param {string} [repoRoot] */
export function expectedDoc(variables, repoRoot = root) {
  return withTable(fs.readFileSync(path.join(repoRoot, CONFIG_DOC), 'utf8'), configTable(variables));
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
    `${CONFIG_DOC} differs from the schema of ${SERVER_CONFIG} at line ${at + 1}:\n` +
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

async function main() {
  const file = path.join(root, CONFIG_DOC);
  const expected = expectedDoc(await loadServerEnv());
  if (process.argv.includes('--check')) {
    const difference = firstDifference(fs.readFileSync(file, 'utf8'), expected);
    if (difference) {
      console.error(difference);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(file, expected);
    console.info(`${CONFIG_DOC}: table written from the schema of ${SERVER_CONFIG}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(error);
    process.exit(1);
  });
}
