// @ts-check
import { interactionDurations, renderInteractions, summarizeInteractions } from './interaction-timing.mjs';

/** @param {string} name @param {number} interactionId @param {number} startTime @param {number} duration */
const entry = (name, interactionId, startTime, duration) => ({ name, interactionId, startTime, duration });

describe('interactionDurations', () => {
  it('takes the longest entry of each interaction, as INP does', () => {
    const entries = [
      entry('keydown', 11, 100, 48),
      entry('keyup', 11, 180, 24),
      entry('pointerover', 0, 300.2, 88),
      entry('keydown', 12, 400, 160),
      entry('input', 0, 401, 200),
    ];
    expect(interactionDurations(entries)).toEqual([48, 160]);
  });

  it('with hover, counts the pointer-entering events of one move as one interaction', () => {
    const entries = [entry('pointerover', 0, 300.2, 80), entry('mouseover', 0, 300.4, 88), entry('mouseover', 0, 900, 24), entry('mousemove', 0, 950, 400)];
    expect(interactionDurations(entries, { hover: true })).toEqual([88, 24]);
  });
});

describe('summarizeInteractions', () => {
  it('pools the runs; what was not reported counts as under the threshold', () => {
    const summary = summarizeInteractions([
      { performed: 4, durations: [160, 64] },
      { performed: 4, durations: [96, 24, 32] },
    ]);
    expect(summary).toEqual({ performed: 8, reported: 5, worstMs: 160, medianMs: 24, shownWorstMs: null, shownMedianMs: null });
  });

  it('says under the threshold when most were, or none was reported', () => {
    expect(summarizeInteractions([{ performed: 5, durations: [40] }]).medianMs).toBeNull();
    expect(summarizeInteractions([{ performed: 3, durations: [] }])).toMatchObject({ worstMs: null, medianMs: null, reported: 0 });
  });

  it('keeps what a run reported beyond what it performed', () => {
    expect(summarizeInteractions([{ performed: 1, durations: [40, 56] }])).toMatchObject({ performed: 2, medianMs: 40 });
  });

  it('gives when the menus were shown', () => {
    expect(summarizeInteractions([{ performed: 2, durations: [], shownMs: [430, 30] }, { performed: 1, durations: [], shownMs: [40] }])).toMatchObject({
      shownWorstMs: 430,
      shownMedianMs: 40,
    });
  });
});

it('renders a row per interaction, marking what takes over 100 ms', () => {
  const section = renderInteractions(
    {
      cpuSlowdown: 4,
      interactions: [
        { label: 'Keystroke', path: '/productos', viewportWidth: 390, samples: [{ performed: 3, durations: [160, 64, 24] }], errors: [] },
        { label: 'Menu', path: '/', viewportWidth: 1280, samples: [{ performed: 2, durations: [], shownMs: [85.4, 31.6] }], errors: [] },
        { label: 'Form', path: '/contacto', viewportWidth: 390, samples: [], errors: ['run 1: timeout'] },
      ],
    },
    '✗',
  );
  expect(section).toContain('## Interactions after load (Event Timing, CPU 4× slower; target: each answered within 100 ms)');
  expect(section).toContain('| Keystroke | `/productos` | 390 px | 1 | 3 / 3 | 160 ✗ | 64 | – |');
  expect(section).toContain('| Menu | `/` | 1280 px | 1 | 0 / 2 | < 16 | < 16 | 85 / 59 |');
  expect(section).toContain('| Form | `/contacto` | 390 px | 0 | – | – | – | – |');
  expect(section).toContain('- Form: run 1: timeout');
});
