// @ts-check
import { renderTyping, summarizeTrace } from './typing.mjs';

it('reads the renderer main thread’s tasks from a trace', () => {
  const trace = {
    traceEvents: [
      { ph: 'M', name: 'thread_name', pid: 1, tid: 7, args: { name: 'CrRendererMain' } },
      { ph: 'M', name: 'thread_name', pid: 2, tid: 9, args: { name: 'CrBrowserMain' } },
      { ph: 'X', name: 'RunTask', pid: 1, tid: 7, dur: 12_000 },
      { ph: 'X', name: 'RunTask', pid: 1, tid: 7, dur: 61_240 },
      { ph: 'X', name: 'RunTask', pid: 2, tid: 9, dur: 300_000 },
      { ph: 'X', name: 'OtherEvent', pid: 1, tid: 7, dur: 90_000 },
    ],
  };
  expect(summarizeTrace(trace)).toEqual({ longestTaskMs: 61.2, tasksOver50Ms: 1, tasks: 2 });
  expect(summarizeTrace([])).toEqual({ longestTaskMs: 0, tasksOver50Ms: 0, tasks: 0 });
});

it('marks a median over 50 ms and any task over it', () => {
  const section = renderTyping({
    products: 200,
    text: 'videowall lumina',
    runs: [
      { longestTaskMs: 40, tasksOver50Ms: 0, tasks: 100 },
      { longestTaskMs: 70, tasksOver50Ms: 2, tasks: 100 },
    ],
  });
  expect(section).toContain('## Typing "videowall lumina" in the catalogue search with 200 products (Chromium trace; target: no task over 50 ms)');
  expect(section).toContain('| 2 | 55.0 ✗ | 40.0, 70.0 | 2 ✗ |');
});
