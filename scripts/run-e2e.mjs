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
/** Three files at a time keep both cores busy: most of a browser test's time is waiting. */
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

/**
 * One jest run; its exit status.
 * @param {string} run @param {string[]} jestArgs @param {Record<string, string>} env
 */
function jest(run, jestArgs, env) {
  console.log(`\ne2e (${run}): jest ${jestArgs.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [jestBin, '--selectProjects', 'e2e', '--passWithNoTests', ...jestArgs], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(`e2e (${run}): ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status ?? 1;
}

const args = process.argv.slice(2);
const runId = crypto.randomUUID();
const parallel = jest('parallel', ['--maxWorkers', workers, `--testPathIgnorePatterns=${pathPatternOf(serialFiles)}`, ...argsFor(args, 'parallel')], {
  E2E_RUN_ID: runId,
  E2E_KEEP_SITE: '1',
});
// Whatever the first run gave: the second still runs (every failure is reported) and stops the site.
const serial = jest('serial', ['--runInBand', `--testPathIgnorePatterns=${pathPatternOf(parallelFiles)}`, ...argsFor(args, 'serial')], { E2E_RUN_ID: runId });
process.exit(parallel || serial);
