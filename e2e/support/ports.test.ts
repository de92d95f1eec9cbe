import { APP_NAMES, PORT_SPAN } from '../../shared/src/config/topology.mjs';
import { E2E_PORT_OFFSETS, E2E_SHELLS, e2ePortsFor } from './ports';

it('moves every server of the end-to-end tests with the base', () => {
  const moved = e2ePortsFor(9100);
  expect(moved.cms).toBe(9107);
  expect(moved.editorShell).toBe(9114);
});

it('gives each server of the end-to-end tests a port of its own, none of the site’s', () => {
  const all = [...APP_NAMES.map((_, i) => i), ...Object.values(E2E_PORT_OFFSETS)];
  expect(new Set(all).size).toBe(all.length);
  expect(Math.min(...Object.values(E2E_PORT_OFFSETS))).toBeGreaterThan(APP_NAMES.length - 1);
  // SITE_PORT_BASE=9100 gives a session 9100-9120: everything stays within 20 ports.
  expect(Math.max(...Object.values(E2E_PORT_OFFSETS))).toBeLessThanOrEqual(PORT_SPAN);
});

it('names as extra shells only servers that are shells', () => {
  for (const name of E2E_SHELLS) expect(E2E_PORT_OFFSETS[name]).toBeDefined();
});
