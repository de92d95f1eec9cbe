// @ts-check
import { loadBlocking, quietPoint, renderBlocking, summarizeBlocking } from './blocking-time.mjs';

/** @param {number} startTime @param {number} duration */
const task = (startTime, duration) => ({ startTime, duration });

/**
 * A load's sample as blocking.mjs makes it.
 * @param {number} blockedMs @param {number} longTasks @param {number | null} longestMs @param {Partial<import('./blocking-time.mjs').BlockingSample>} [more]
 */
const sample = (blockedMs, longTasks, longestMs, more = {}) => ({ blockedMs, longTasks, longestMs, hydratedAtMs: 1000, untilMs: 1500, quiet: true, tasks: [], ...more });

describe('loadBlocking', () => {
  it('sums what each long task runs past 50 ms, and counts them', () => {
    expect(loadBlocking([task(100, 250), task(400, 51), task(600, 120)], 5000)).toEqual({ blockedMs: 200 + 1 + 70, longTasks: 3, longestMs: 250 });
  });

  it('leaves out what starts after the window, and anything under 50 ms', () => {
    expect(loadBlocking([task(100, 90), task(300, 40), task(2000, 400)], 2000)).toEqual({ blockedMs: 40, longTasks: 1, longestMs: 90 });
  });

  it('counts an entry of 50 ms (the API rounds what ran just over 50) as a long task blocking nothing', () => {
    expect(loadBlocking([task(100, 50), task(300, 70)], 2000)).toEqual({ blockedMs: 20, longTasks: 2, longestMs: 70 });
  });

  it('gives 0 and no longest for a load without a long task', () => {
    expect(loadBlocking([], 3000)).toEqual({ blockedMs: 0, longTasks: 0, longestMs: null });
  });
});

describe('quietPoint', () => {
  it('is the end of the last long task before the first quiet gap after hydration', () => {
    // Hydrated at 1000; tasks end at 1300 and 2100; the next starts at 4500, 2.4 s later.
    const tasks = [task(200, 300), task(1100, 200), task(2000, 100), task(4500, 80)];
    expect(quietPoint(tasks, { hydratedAt: 1000, quietMs: 2000, now: 6000 })).toBe(2100);
  });

  it('counts from hydration when nothing runs after it, and from the end of a task running across it', () => {
    expect(quietPoint([task(100, 400)], { hydratedAt: 1000, quietMs: 2000, now: 3000 })).toBe(1000);
    expect(quietPoint([task(900, 300)], { hydratedAt: 1000, quietMs: 2000, now: 3200 })).toBe(1200);
  });

  it('is null until the gap has lasted', () => {
    expect(quietPoint([task(1500, 100)], { hydratedAt: 1000, quietMs: 2000, now: 3000 })).toBeNull();
    expect(quietPoint([task(1500, 100)], { hydratedAt: 1000, quietMs: 2000, now: 3600 })).toBe(1600);
  });

  it('takes the entries in time order, as they may come out of it', () => {
    expect(quietPoint([task(5000, 60), task(1200, 100)], { hydratedAt: 1000, quietMs: 2000, now: 8000 })).toBe(1300);
  });
});

describe('summarizeBlocking', () => {
  it('takes the median and spread of the runs, and judges the median against 250 ms', () => {
    const summary = summarizeBlocking([sample(630, 9, 210), sample(1218, 12, 400), sample(700, 10, 230)]);
    expect(summary).toMatchObject({
      runs: 3,
      blockedMedianMs: 700,
      blockedRange: { min: 630, max: 1218 },
      longTasksMedian: 10,
      longTasksRange: { min: 9, max: 12 },
      longestMedianMs: 230,
      longestMaxMs: 400,
      notQuiet: 0,
      meetsBudget: false,
    });
  });

  it('meets the target at 250 ms, and counts a run without a long task as blocking nothing', () => {
    expect(summarizeBlocking([sample(250, 2, 200), sample(0, 0, null)])).toMatchObject({ blockedMedianMs: 125, longestMedianMs: 100, longestMaxMs: 200, meetsBudget: true });
    expect(summarizeBlocking([sample(0, 0, null)])).toMatchObject({ longestMaxMs: null, meetsBudget: true });
  });

  it('says nothing without a run, and counts the runs that never went quiet', () => {
    expect(summarizeBlocking([])).toMatchObject({ runs: 0, blockedMedianMs: null, meetsBudget: null });
    expect(summarizeBlocking([sample(10, 1, 60, { quiet: false })]).notQuiet).toBe(1);
  });
});

it('renders a row per route with the target, marking a median over it', () => {
  const section = renderBlocking(
    {
      cpuSlowdown: 4,
      quietMs: 2000,
      quietTimeoutMs: 20_000,
      routes: [
        { path: '/', samples: [sample(630.4, 9, 210.2), sample(1218, 12, 400), sample(700, 10, 230)], errors: [] },
        { path: '/blog', samples: [sample(120, 2, 170, { quiet: false })], errors: ['run 2: timeout'] },
        { path: '/productos', samples: [], errors: ['run 1: timeout'] },
      ],
    },
    '✗',
    { '/': 1172.3 },
  );
  expect(section).toContain('## Main thread blocked during load (Long Tasks, CPU 4× slower; target: ≤ 250 ms per route)');
  expect(section).toContain('| `/` | 3 | 700 ✗ | 630–1218 | ≤ 250 | 10 (9–12) | 230 / 400 | 1000 | 1500 | 1172 |');
  expect(section).toContain('| `/blog` | 1 | 120 | 120 | ≤ 250 | 2 | 170 / 170 | 1000 | 1500 | – |');
  expect(section).toContain('| `/productos` | 0 | – | – | ≤ 250 | – | – | – | – | – |');
  expect(section).toContain('- `/blog`: run 2: timeout');
  expect(section).toContain('- `/blog`: 1 run(s) had not gone quiet 20 s after hydration: counted up to then.');
});
