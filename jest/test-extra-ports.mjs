// @ts-check
// The tests every context's table of extra ports passes (the end-to-end harness's, the bench's),
// written once so the tables are held to the same rules.
/* global it, expect -- jest's, in the test files that call this */
import { APP_NAMES, PORT_SPAN } from '../shared/src/config/topology.mjs';

/**
 * Registers the tests of a table of extra ports: each server has a port of its own, none of the site's
 * apps', all within the session's span; each whole site started on a base of the table (`sites`: its
 * name and the highest offset its own servers take from it) lies past the span, apart from the others;
 * and the table's extra shells are servers of the table.
 * @param {string} whose whose servers, as the tests' names say it ("the bench")
 * @param {Readonly<Record<string, number>>} offsets
 * @param {readonly string[]} shells
 * @param {Readonly<Record<string, number>>} [sites]
 */
export function testExtraPorts(whose, offsets, shells, sites = {}) {
  const servers = Object.entries(offsets).filter(([name]) => !(name in sites)).map(([, offset]) => offset);

  it(`gives each server of ${whose} a port of its own, none of the site’s`, () => {
    const all = [...APP_NAMES.map((_, i) => i), ...servers];
    expect(new Set(all).size).toBe(all.length);
    expect(Math.min(...servers)).toBeGreaterThan(APP_NAMES.length - 1);
    // SITE_PORT_BASE=9100 gives a session 9100-9120: everything stays within 20 ports.
    expect(Math.max(...servers)).toBeLessThanOrEqual(PORT_SPAN);
  });

  it(`puts each whole site ${whose} starts past the span, apart from the others`, () => {
    const ranges = Object.entries(sites)
      .map(([name, highest]) => {
        const base = offsets[name];
        if (base === undefined) throw new Error(`${name} is no base of the table`);
        return [base, base + highest];
      })
      .sort(([a = 0], [b = 0]) => a - b);
    let end = PORT_SPAN;
    for (const [start = 0, last = 0] of ranges) {
      expect(start).toBeGreaterThan(end);
      end = last;
    }
  });

  it('names as extra shells only servers that are shells', () => {
    for (const name of shells) {
      expect(offsets[name]).toBeDefined();
      expect(name in sites).toBe(false);
    }
  });
}
