import fs from 'node:fs';
import path from 'node:path';
import { pathPatternOf, SHARED_STATE_CALLS, splitE2eFiles } from './serial-files.mjs';

// The end-to-end files that run side by side (scripts/run-e2e.mjs) must leave the site as they
// found it and keep out of each other's servers: what would make the suite flaky is caught here,
// before a run.

const repoRoot = path.resolve(__dirname, '../..');
const { parallel, serial } = splitE2eFiles(repoRoot);
const source = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

it('finds the files of both runs', () => {
  expect(parallel.length).toBeGreaterThan(10);
  expect(serial).toEqual(expect.arrayContaining(['e2e/tests/content-outages.e2e.test.ts', 'e2e/tests/production.e2e.test.ts']));
});

it.each(parallel)('%s changes nothing every other file reads', (file) => {
  const text = source(file);
  expect(SHARED_STATE_CALLS.filter((call) => call.test(text)).map(String)).toEqual([]);
});

it('gives each server a file starts beside the others to that file alone', () => {
  const owners = new Map<string, string[]>();
  for (const file of parallel) {
    const text = source(file);
    // The extra servers by their port's name, and the whole second sites servers.ts starts.
    const servers = new Set([...text.matchAll(/\be2ePorts\.(\w+)/g), ...text.matchAll(/\b(start\w+Site)\(/g)].map((match) => match[1] ?? ''));
    for (const server of servers) owners.set(server, [...(owners.get(server) ?? []), file]);
  }
  expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
});

it('matches a jest path with exactly the files listed', () => {
  const pattern = new RegExp(pathPatternOf(['e2e/tests/a.e2e.test.ts', 'e2e/tests/b-c.e2e.test.ts']));
  expect(pattern.test('/repo/e2e/tests/a.e2e.test.ts')).toBe(true);
  expect(pattern.test('/repo/e2e/tests/b-c.e2e.test.ts')).toBe(true);
  expect(pattern.test('/repo/e2e/tests/xa.e2e.test.ts')).toBe(false);
  expect(pattern.test('/repo/e2e/tests/a.e2e.test.tsx')).toBe(false);
  expect(new RegExp(pathPatternOf([])).test('/repo/e2e/tests/a.e2e.test.ts')).toBe(false);
});
