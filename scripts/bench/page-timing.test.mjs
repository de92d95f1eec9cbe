// @ts-check
import { longTasksOf, scriptLabel } from './page-timing.mjs';
import { LONG_TASKS } from './routes.mjs';

describe('longTasksOf', () => {
  it('keeps the five longest tasks of a run, longest first, each with its script', () => {
    const items = [120, 60, 300, 75, 90, 51, 200].map((duration, i) => ({ url: `http://localhost:8080/assets/${i}.js`, duration, startTime: i * 100 }));
    const lhr = /** @type {import('lighthouse').Result} */ (/** @type {unknown} */ ({ audits: { 'long-tasks': { details: { type: 'table', items } } } }));
    const tasks = longTasksOf(lhr, LONG_TASKS);
    expect(LONG_TASKS).toBe(5);
    expect(tasks.map((task) => task.durationMs)).toEqual([300, 200, 120, 90, 75]);
    expect(tasks[0]).toEqual({ url: 'http://localhost:8080/assets/2.js', durationMs: 300, startTimeMs: 200 });
  });

  it('has none without the audit', () => {
    expect(longTasksOf(/** @type {import('lighthouse').Result} */ (/** @type {unknown} */ ({ audits: {} })), LONG_TASKS)).toEqual([]);
  });
});

it('labels a task by the app that served its script, and keeps Lighthouse\'s word when there is no URL', () => {
  /** @param {string} url */
  const appOf = (url) => (url.includes(':8081') ? 'marketing' : 'shell');
  expect(scriptLabel('http://localhost:8081/assets/home.js', appOf)).toBe('marketing /assets/home.js');
  expect(scriptLabel('Unattributable', appOf)).toBe('Unattributable');
  expect(scriptLabel('', appOf)).toBe('Unattributable');
});
