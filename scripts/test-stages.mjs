// @ts-check
// `npm test`: every stage of the suite (lint, type-check, unit and server tests, the CMS's tests,
// end-to-end), stopping at the first that fails, and a table of each stage's time at the end.
// On two cores the stages are overlapped where they leave a core idle: lint and the type-check
// (one thread each) side by side, and from the start, in the background, what the last stages need
// installed (Debian's Chromium, the CMS's packages with their native build, its admin panel), which
// mostly waits on downloads and the disk. A stage run beside another prints its output when it ends.
// Hand-written: npm-run-all2 and concurrently run scripts side by side, but time no stage and keep no order
// of dependencies between them (the installs before the stages that need them).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @typedef {{ stage: string, seconds: number, status: string, beside?: string }} StageTime */
/** @type {StageTime[]} */
const done = [];
const started = Date.now();

/**
 * Runs one stage: its output straight to the terminal, or kept and printed when it ends.
 * @param {string} stage a label for the table
 * @param {string} command
 * @param {string[]} args
 * @param {{ quiet?: boolean, beside?: string }} [options]
 * @returns {Promise<boolean>} whether it passed
 */
function run(stage, command, args, { quiet = false, beside } = {}) {
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      const ok = status === 0;
      if (quiet) {
        process.stdout.write(`\n── ${stage} ${'─'.repeat(Math.max(0, 60 - stage.length))}\n`);
        process.stdout.write(Buffer.concat(output));
      }
      done.push({ stage, seconds: (Date.now() - begin) / 1000, status: ok ? 'ok' : `failed (${signal ?? status})`, beside });
      resolve(ok);
    });
  });
}

/**
 * An npm script as a stage.
 * @param {string} script @param {{ quiet?: boolean, beside?: string }} [options]
 */
const npmRun = (script, options) => run(script, npm, ['run', script], options);
const BESIDE_CHECKS = 'lint…test:unit';

/** Installs for the last stages; each step is skipped when what it makes is already there. */
async function prepare() {
  return (
    (await run('prepare: Chromium', process.execPath, ['scripts/ensure-chromium.mjs'], { quiet: true, beside: BESIDE_CHECKS })) &&
    (await run('prepare: CMS', process.execPath, ['scripts/ensure-cms.mjs', '--admin'], { quiet: true, beside: BESIDE_CHECKS }))
  );
}

async function main() {
  const prepared = prepare();
  const [lint, typecheck] = await Promise.all([npmRun('lint', { quiet: true }), npmRun('typecheck', { quiet: true, beside: 'lint' })]);
  // A stage that fails ends the run once the background installs are over (never cut half-way).
  if (!lint || !typecheck || !(await npmRun('test:unit'))) return (await prepared, false);
  if (!(await prepared)) return false;
  return (await npmRun('test:cms')) && npmRun('test:e2e');
}

const passed = await main();
const minutes = (/** @type {number} */ seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
console.log('\nnpm test, by stage:');
for (const { stage, seconds, status, beside } of done) {
  console.log(`  ${stage.padEnd(18)} ${minutes(seconds).padStart(14)}  ${status}${beside ? `  (beside ${beside})` : ''}`);
}
console.log(`  ${'total'.padEnd(18)} ${minutes((Date.now() - started) / 1000).padStart(14)}`);
process.exit(passed ? 0 : 1);
