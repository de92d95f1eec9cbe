// @ts-check
// The tests every table of extra servers' offsets passes (the end-to-end harness's, the bench's),
// written once so the two tables are held to the same rules.
/* global it, expect -- jest's, in the test files that call this */
import { APP_NAMES, PORT_SPAN } from './topology.mjs';

/**
 * Registers the tests of a table of extra servers: each has a port of its own, none of the site's
 * apps', all within the session's span; and its extra shells are servers of the table.
 * @param {string} whose whose servers, as the tests' names say it ("the bench")
 * @param {Readonly<Record<string, number>>} offsets
 * @param {readonly string[]} shells
 */
export function testExtraPorts(whose, offsets, shells) {
  it(`gives each server of ${whose} a port of its own, none of the site’s`, () => {
    const all = [...APP_NAMES.map((_, i) => i), ...Object.values(offsets)];
    expect(new Set(all).size).toBe(all.length);
    expect(Math.min(...Object.values(offsets))).toBeGreaterThan(APP_NAMES.length - 1);
    // SITE_PORT_BASE=9100 gives a session 9100-9120: everything stays within 20 ports.
    expect(Math.max(...Object.values(offsets))).toBeLessThanOrEqual(PORT_SPAN);
  });

  it('names as extra shells only servers that are shells', () => {
    for (const name of shells) expect(offsets[name]).toBeDefined();
  });
}
