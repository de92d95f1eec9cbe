import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeServerEnv } from '../../shell/server/server-config';
import { describeScriptEnv, SCRIPT_ENVS } from '../lib/script-config.mjs';
import { CMS_CONFIG, CMS_TABLE, CONFIG_DOC, configTable, expectedDoc, firstDifference, loadCmsEnv, SCRIPT_CONFIG, SERVER_CONFIG, SERVER_TABLE, withTable } from './config-table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @type {import('../../shell/server/server-config').VariableDescription[]} */
const fixture = [
  { name: 'SITE_PORT_BASE', rule: 'un número de puerto de 1 a 65515', description: 'Mueve los puertos.', defaultValue: 8080, defaultIsText: false, atMost: undefined, secret: false },
  { name: 'PORT', rule: 'un número de puerto', description: 'Dónde escucha.', defaultValue: 'el de la topología', defaultIsText: true, atMost: undefined, secret: false },
  { name: 'CMS_READ_STALE_MS', rule: 'un entero positivo (milisegundos)', description: 'Con Strapi caído.', defaultValue: 86_400_000, defaultIsText: false, atMost: undefined, secret: false },
  { name: 'PAGE_CACHE_MS', rule: 'un entero positivo (milisegundos) o 0', description: 'Edad | máxima.', defaultValue: 30_000, defaultIsText: false, atMost: 30_000, secret: false },
  { name: 'LOG_LEVEL', rule: 'uno de info, warn', description: 'Cuánto se escribe.', defaultValue: 'info', defaultIsText: false, atMost: undefined, secret: false },
  { name: 'REDIS_URL', rule: 'una URL redis://', description: 'Estado compartido.', defaultValue: undefined, defaultIsText: false, atMost: undefined, secret: true },
];

describe('configTable', () => {
  it('gives each variable a row: its rule, its default (durations in words, the ceiling, unset) and what it does', () => {
    expect(configTable(fixture).split('\n').slice(2, -2)).toEqual([
      '| Variable | Valor | Por omisión | Qué hace |',
      '|---|---|---|---|',
      '| `SITE_PORT_BASE` | un número de puerto de 1 a 65515 | 8080 | Mueve los puertos. |',
      '| `PORT` | un número de puerto | el de la topología | Dónde escucha. |',
      '| `CMS_READ_STALE_MS` | un entero positivo (milisegundos) | 86400000 (24 h) | Con Strapi caído. |',
      '| `PAGE_CACHE_MS` | un entero positivo (milisegundos) o 0 | 30000 (30 s); a lo sumo 30000 | Edad \\| máxima. |',
      '| `LOG_LEVEL` | uno de info, warn | `info` | Cuánto se escribe. |',
      '| `REDIS_URL` | una URL redis:// | no definida | Estado compartido. |',
    ]);
  });

  it('writes the table between its markers only', () => {
    const table = configTable(fixture);
    const doc = withTable(`# Title\n\n${table}\n\nAfter.\n`, table.replace('Dónde escucha.', 'Otra cosa.'));
    expect(doc).toContain('| `PORT` | un número de puerto | el de la topología | Otra cosa. |');
    expect(doc.startsWith('# Title\n\n')).toBe(true);
    expect(doc.endsWith('\n\nAfter.\n')).toBe(true);
  });

  it('tells where a committed doc differs from the schema', () => {
    const doc = `# Title\n\n${configTable(fixture)}\n`;
    expect(firstDifference(doc, doc)).toBeNull();
    const stale = doc.replace('| 8080 |', '| 8000 |');
    expect(firstDifference(stale, doc)).toMatch(/at line 7:\n {2}committed: .*8000.*\n {2}generated: .*8080.*\nRun `npm run docs:config`/);
    expect(firstDifference(`${doc}extra\n`, doc)).toMatch(/at line \d+:/);
  });
});

describe(CONFIG_DOC, () => {
  it(`lists every variable of the schema of ${SERVER_CONFIG}, with its Spanish description`, () => {
    const doc = fs.readFileSync(path.join(root, CONFIG_DOC), 'utf8');
    for (const variable of describeServerEnv()) {
      expect(doc).toContain(`| \`${variable.name}\` | ${variable.rule.replace(/\|/g, '\\|')} |`);
      expect(doc).toContain(variable.description);
    }
  });

  it(`lists every variable of each command's schema in ${SCRIPT_CONFIG}, in that command's table`, () => {
    const doc = fs.readFileSync(path.join(root, CONFIG_DOC), 'utf8');
    for (const command of /** @type {Array<keyof typeof SCRIPT_ENVS>} */ (Object.keys(SCRIPT_ENVS))) {
      const table = configTable(describeScriptEnv(command), { source: SCRIPT_CONFIG, command });
      expect(doc).toContain(table);
    }
  });

  it(`lists every variable of the CMS's schema (${CMS_CONFIG})`, () => {
    const doc = fs.readFileSync(path.join(root, CONFIG_DOC), 'utf8');
    expect(doc).toContain(configTable(loadCmsEnv(), CMS_TABLE));
  });

  it('writes each table between its own markers, the others left as they are', () => {
    const release = { source: SCRIPT_CONFIG, command: 'release' };
    const doc = `${configTable(fixture)}\n\n${configTable(fixture, release)}\n`;
    const changed = withTable(doc, configTable(fixture.slice(0, 1), release), release);
    expect(changed).toBe(`${configTable(fixture, SERVER_TABLE)}\n\n${configTable(fixture.slice(0, 1), release)}\n`);
  });

  it(`holds the table the schema of ${SERVER_CONFIG} gives`, () => {
    const difference = firstDifference(fs.readFileSync(path.join(root, CONFIG_DOC), 'utf8'), expectedDoc(describeServerEnv(), root));
    if (difference) throw new Error(difference);
  });

  it('is checked by `npm run lint` as Node reads the schema itself, the TypeScript compiled as it loads', () => {
    // Exits 1 (and execFileSync throws) when the committed table differs.
    const output = execFileSync(process.execPath, [path.join(root, 'scripts/docs/config-table.mjs'), '--check'], { cwd: root, encoding: 'utf8' });
    expect(output).toBe('');
    expect(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.lint).toContain('node scripts/docs/config-table.mjs --check');
  });
});
