import { APP_NAMES, PORT_SPAN } from '../../shared/src/config/topology.mjs';
import { BENCH_PORT_OFFSETS, BENCH_SHELLS, benchPortsFor } from './ports.mjs';

it('moves every server of the bench with the base', () => {
  expect(benchPortsFor(9100).leadsShell).toBe(9115);
});

it('gives each server of the bench a port of its own, none of the site’s', () => {
  const all = [...APP_NAMES.map((_, i) => i), ...Object.values(BENCH_PORT_OFFSETS)];
  expect(new Set(all).size).toBe(all.length);
  expect(Math.min(...Object.values(BENCH_PORT_OFFSETS))).toBeGreaterThan(APP_NAMES.length - 1);
  // SITE_PORT_BASE=9100 gives a session 9100-9120: everything stays within 20 ports.
  expect(Math.max(...Object.values(BENCH_PORT_OFFSETS))).toBeLessThanOrEqual(PORT_SPAN);
});

it('names as extra shells only servers that are shells', () => {
  for (const name of BENCH_SHELLS) expect(BENCH_PORT_OFFSETS[name]).toBeDefined();
});
