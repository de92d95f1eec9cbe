import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_DOC, configEntries, configTable, expectedDoc, FIX_COMMAND, SERVER_CONFIG, withTable } from './config-table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const fixture = `
interface Config {
  /** Where it listens. @default the topology's port */
  port: number;
  /** LOG_LEVEL: how much is written. */
  logLevel: string;
  /** Rendered pages. */
  cache: {
    /** How long a page is kept. */
    maxAgeMs: number;
    maxEntries: number;
  };
  /** Remote URLs. */
  remotes: Record<string, string>;
  /** Both or neither. */
  front: { publicOrigin: string } | null;
  /** The build. @default \`dist\` */
  distDir: string;
  /** How long a stop waits. */
  graceMs: number;
  /** Runs in production. */
  production: boolean;
}
type Env = Record<string, string | undefined>;
function positiveInt(env: Env, name: string, fallback: number): number { return Number(env[name] ?? fallback); }
function levelFrom(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'info';
  return raw;
}
const durationMs = (name: string, env: Env, fallback: number) => Number(env[name] ?? fallback);
function frontFrom(env: Env) {
  const { PUBLIC_ORIGIN: publicOrigin, INTERNAL_ORIGIN } = env;
  return publicOrigin && INTERNAL_ORIGIN ? { publicOrigin } : null;
}
export function readConfig(env: Env = process.env): Config {
  const port = positiveInt(env, 'PORT', base + 1);
  const remotes: Record<string, string> = {};
  for (const name of names) {
    const value = env[\`REMOTE_\${name.toUpperCase()}_URL\`];
    if (value) remotes[name] = value;
  }
  return {
    port,
    logLevel: levelFrom(env.LOG_LEVEL),
    cache: {
      // A publish shows within this.
      maxAgeMs: Math.min(positiveInt(env, 'PAGE_CACHE_MS', 30 * 1000), 60_000),
      maxEntries: positiveInt(env, 'PAGE_CACHE_MAX_ENTRIES', 200),
    },
    remotes,
    front: frontFrom(env),
    distDir: env.DIST_DIR ?? path.join(__dirname, 'dist'),
    graceMs: durationMs('GRACE_MS', env, 10_000),
    production: process.env.NODE_ENV === 'production',
  };
}
`;

describe('configEntries', () => {
  const entries = Object.fromEntries(configEntries(fixture).map((entry) => [entry.variable, entry]));

  it('finds every variable the builder reads, however it reads it', () => {
    expect(Object.keys(entries)).toEqual([
      'PORT', 'LOG_LEVEL', 'PAGE_CACHE_MS', 'PAGE_CACHE_MAX_ENTRIES', 'REMOTE_<NAME>_URL', 'PUBLIC_ORIGIN', 'INTERNAL_ORIGIN', 'DIST_DIR', 'GRACE_MS', 'NODE_ENV',
    ]);
    expect(entries.GRACE_MS?.defaultValue).toBe('10000 (10 s)');
  });

  it('gives the code default, folded and with its cap, or the doc\'s @default where the code computes it', () => {
    expect(entries.PAGE_CACHE_MS?.defaultValue).toBe('30000 (30 s), at most 60000');
    expect(entries.PAGE_CACHE_MAX_ENTRIES?.defaultValue).toBe('200');
    expect(entries.LOG_LEVEL?.defaultValue).toBe('`info`');
    expect(entries.PORT?.defaultValue).toBe("the topology's port");
    expect(entries.DIST_DIR?.defaultValue).toBe('`dist`');
    expect(entries.PUBLIC_ORIGIN?.defaultValue).toBe('unset');
  });

  it('describes each from its doc comment, its object\'s when it has none, and the builder\'s note', () => {
    expect(entries.LOG_LEVEL?.description).toBe('How much is written.');
    expect(entries.PAGE_CACHE_MS).toMatchObject({ setting: 'cache.maxAgeMs', description: 'How long a page is kept. A publish shows within this.' });
    expect(entries.PAGE_CACHE_MAX_ENTRIES?.description).toBe('Rendered pages.');
    expect(entries['REMOTE_<NAME>_URL']).toMatchObject({ setting: 'remotes', description: 'Remote URLs.' });
  });

  it('refuses a variable whose setting has no doc comment', () => {
    expect(() => configEntries(fixture.replace('  /** Where it listens. @default the topology\'s port */\n', ''))).toThrow(/PORT is read into port, which has no doc comment/);
  });

  it('writes the table between its markers only', () => {
    const table = configTable(configEntries(fixture));
    const doc = withTable(`# Title\n\n${table}\n\nAfter.\n`, table.replace('Remote URLs.', 'Other.'));
    expect(doc).toContain('| `REMOTE_<NAME>_URL` | unset | Other. | `remotes` |');
    expect(doc.startsWith('# Title\n\n')).toBe(true);
    expect(doc.endsWith('\n\nAfter.\n')).toBe(true);
  });
});

describe(CONFIG_DOC, () => {
  it(`holds the table ${SERVER_CONFIG} gives`, () => {
    const committed = fs.readFileSync(path.join(root, CONFIG_DOC), 'utf8').split('\n');
    const expected = expectedDoc(root).split('\n');
    const line = expected.findIndex((text, index) => text !== committed[index]);
    if (line !== -1 || committed.length !== expected.length) {
      const at = line === -1 ? Math.min(committed.length, expected.length) : line;
      throw new Error(
        `${CONFIG_DOC} differs from ${SERVER_CONFIG} at line ${at + 1}:\n  committed: ${committed[at] ?? '(none)'}\n  generated: ${expected[at] ?? '(none)'}\nRun \`${FIX_COMMAND}\` and commit the result.`,
      );
    }
  });
});
