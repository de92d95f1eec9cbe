import { measureFirstLoad, originNamer } from '../../scripts/bench/first-load.mjs';
import { FIRST_LOAD_JS_BUDGETS_KB, SIZE_CHECK_TOLERANCE } from '../../scripts/bench/budgets.mjs';
import { browserPerFile } from '../support/browser';
import { ports, SITE } from '../support/servers';

// The size check: each main route's first-load JavaScript, measured as the bench measures it (a
// first visit in Chromium, cold cache, every script of every origin, gzip), may not grow more
// than 10 % past its federated budget (docs/ARCHITECTURE.md §8). No first-load script may be over
// 70 KB gzip: each is one evaluation task on a phone. Timings are the bench's business
// (`npm run bench`); bytes do not depend on the machine's load.

const browser = browserPerFile();
const KB = 1024;
const LARGEST_SCRIPT_KB = 70;

it.each(Object.entries(FIRST_LOAD_JS_BUDGETS_KB))('%s: first-load JS within %d KB gzip (+10 %%)', async (path, budget) => {
  const load = await measureFirstLoad(browser(), SITE, originNamer(ports), { path, label: path });
  expect(load.failedRequests).toBe(0);
  const kb = load.js.total / KB;
  console.info(`${path}: ${kb.toFixed(1)} KB gzip of JavaScript (budget ${budget} KB)`);
  expect(kb).toBeLessThanOrEqual(budget * (1 + SIZE_CHECK_TOLERANCE));
  const oversized = load.entries.filter((entry) => entry.kind === 'js' && entry.encodedBytes > LARGEST_SCRIPT_KB * KB).map((entry) => entry.url);
  expect(oversized).toEqual([]);
}, 90_000);
