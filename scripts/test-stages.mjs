// @ts-check
// `npm test`: every stage of the suite in turn (lint, type-check, unit and server tests, the CMS's
// tests, end-to-end), stopping at the first that fails, and a table of each stage's time at the end.
import { spawnSync } from 'node:child_process';

const STAGES = ['lint', 'typecheck', 'test:unit', 'test:cms', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {Array<{ stage: string, seconds: number, status: string }>} */
const done = [];
let failed = false;
const started = Date.now();
for (const stage of STAGES) {
  const begin = Date.now();
  const { status, signal } = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  const ok = status === 0;
  done.push({ stage, seconds: (Date.now() - begin) / 1000, status: ok ? 'ok' : `failed (${signal ?? status})` });
  if (!ok) {
    failed = true;
    break;
  }
}

const minutes = (/** @type {number} */ seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
console.log('\nnpm test, by stage:');
for (const { stage, seconds, status } of done) console.log(`  ${stage.padEnd(10)} ${minutes(seconds).padStart(14)}  ${status}`);
console.log(`  ${'total'.padEnd(10)} ${minutes((Date.now() - started) / 1000).padStart(14)}`);
process.exit(failed ? 1 : 0);
