import { measureFirstLoad, originNamer } from '../../scripts/bench/first-load.mjs';
import { FIRST_LOAD_JS_BUDGETS_KB, SIZE_CHECK_CEILINGS_KB } from '../../scripts/bench/budgets.mjs';
import { browserPerFile } from '../support/browser';
import { ports, SITE } from '../support/servers';

// The size check: each main route's first-load JavaScript, measured as the bench measures it (a
// first visit in Chromium, cold cache, every script of every origin, gzip), within its ceiling:
// its federated budget + 10 % (docs/ARCHITECTURE.md §8), or what it weighs today where it is still
// over that (SIZE_CHECK_CEILINGS_KB). No first-load script may be over 70 KB gzip: each is one
// evaluation task on a phone. Timings are the bench's business (`npm run bench`); bytes do not
// depend on the machine's load.

const browser = browserPerFile();
const KB = 1024;
const LARGEST_SCRIPT_KB = 70;

it.each(Object.entries(SIZE_CHECK_CEILINGS_KB))('%s: first-load JS within %d KB gzip', async (path, ceiling) => {
  const load = await measureFirstLoad(browser(), SITE, originNamer(ports), { path, label: path });
  expect(load.failedRequests).toBe(0);
  const kb = load.js.total / KB;
  const budget = FIRST_LOAD_JS_BUDGETS_KB[path as keyof typeof FIRST_LOAD_JS_BUDGETS_KB];
  console.info(`${path}: ${kb.toFixed(1)} KB gzip of JavaScript (budget ${budget} KB, ceiling ${ceiling} KB)`);
  expect(kb).toBeLessThanOrEqual(ceiling);
  const oversized = load.entries.filter((entry) => entry.kind === 'js' && entry.encodedBytes > LARGEST_SCRIPT_KB * KB).map((entry) => entry.url);
  expect(oversized).toEqual([]);
}, 90_000);
