// @ts-check
// The end-to-end suite in two jest runs over one site (`npm run test:e2e`): first the files that only
// read the site, several at a time; then, one at a time, the files marked `// e2e-serial: <why>`
// (e2e/support/serial-files.mjs), which take a server of the site down, switch its remotes, or time
// what they measure.
// The first run's global setup starts the site (a fresh CMS, every app) and leaves it up; the second
// finds it (same E2E_RUN_ID) and stops it at the end. Arguments go to both runs
// (`npm run test:e2e -- --testPathPatterns content`); `--outputFile x.json` gives x.parallel.json and
// x.serial.json. E2E_WORKERS sets how many files run at a time in the first run (default 3).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathPatternOf, splitE2eFiles } from '../e2e/support/serial-files.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jestBin = path.join(repoRoot, 'node_modules/jest/bin/jest.js');
/** Three files at a time keep both cores busy (one file alone leaves a third of them idle). */
const workers = process.env.E2E_WORKERS ?? '3';
const { parallel: parallelFiles, serial: serialFiles } = splitE2eFiles(repoRoot);

/**
 * The caller's arguments for one run: an output file named after the run.
 * @param {string[]} args @param {string} run
 */
function argsFor(args, run) {
  const renamed = (/** @type {string} */ file) => file.replace(/(\.json)?$/, `.${run}.json`);
  return args.map((arg, index) =>
    arg.startsWith('--outputFile=') ? `--outputFile=${renamed(arg.slice('--outputFile='.length))}` : args[index - 1] === '--outputFile' ? renamed(arg) : arg,
  );
}

/** Each run's own arguments: the files it takes. */
const runs = {
  parallel: ['--maxWorkers', workers, `--testPathIgnorePatterns=${pathPatternOf(serialFiles)}`],
  serial: ['--runInBand', `--testPathIgnorePatterns=${pathPatternOf(parallelFiles)}`],
};

/**
 * Whether a run has files to test, with the caller's arguments (a path pattern may leave one empty:
 * jest then runs neither global setup nor teardown).
 * @param {string[]} runArgs @param {string[]} args
 */
function hasTests(runArgs, args) {
  // The caller's report options would send the list to their file.
  const filters = args.filter((arg, index) => arg !== '--json' && !arg.startsWith('--outputFile') && args[index - 1] !== '--outputFile');
  const listed = spawnSync(process.execPath, [jestBin, '--selectProjects', 'e2e', '--listTests', '--json', ...runArgs, ...filters], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (listed.status !== 0) return true; // jest's own run reports what is wrong
  return /** @type {string[]} */ (JSON.parse(listed.stdout)).length > 0;
}

/**
 * One jest run; its exit status.
 * @param {'parallel' | 'serial'} run @param {string[]} args @param {Record<string, string>} env
 */
function jest(run, args, env) {
  const jestArgs = [...runs[run], ...argsFor(args, run)];
  console.log(`\ne2e (${run}): jest ${jestArgs.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [jestBin, '--selectProjects', 'e2e', ...jestArgs], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`e2e (${run}): ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status ?? 1;
}

const args = process.argv.slice(2);
const runId = crypto.randomUUID();
const withParallel = hasTests(runs.parallel, args);
const withSerial = hasTests(runs.serial, args);
if (!withParallel && !withSerial) {
  console.error('e2e: ningún archivo de pruebas coincide con los argumentos.');
  process.exit(1);
}
// The first run leaves the site up for the second (same E2E_RUN_ID), which stops it.
const parallel = withParallel ? jest('parallel', args, { E2E_RUN_ID: runId, ...(withSerial ? { E2E_KEEP_SITE: '1' } : {}) }) : 0;
// Whatever the first run gave: the second still runs (every failure is reported) and stops the site.
const serial = withSerial ? jest('serial', args, { E2E_RUN_ID: runId }) : 0;
process.exit(parallel || serial);
