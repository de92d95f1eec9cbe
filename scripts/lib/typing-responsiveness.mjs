// @ts-check
// How responsive a page stays while a visitor types: types into a field, one key
// at a time, under a Chromium performance trace, and reads the renderer's main-
// thread tasks from it. A task over 50 ms is a frame the visitor can feel
// (the RAIL budget). Shared by the end-to-end test and the benchmark.

const LONG_TASK_MS = 50;

/**
 * @param {import('playwright-core').Browser} browser Chromium (tracing is Chromium-only)
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} field
 * @param {string} text
 * @returns {Promise<{ longestTaskMs: number, tasksOver50Ms: number, tasks: number }>}
 */
export async function measureTyping(browser, page, field, text) {
  await field.click();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  // About a fast typist's pace: each key lands while the previous one's work may still run.
  await field.pressSequentially(text, { delay: 80 });
  // Let the last keystroke's rendering finish inside the trace.
  await page.waitForTimeout(600);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  /** @type {Array<{ name: string, ph: string, pid: number, tid: number, dur?: number, args?: { name?: string } }>} */
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const durations = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => (event.dur ?? 0) / 1000);
  return {
    longestTaskMs: Math.round(Math.max(0, ...durations) * 10) / 10,
    tasksOver50Ms: durations.filter((ms) => ms > LONG_TASK_MS).length,
    tasks: durations.length,
  };
}
