/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exposesOf } from '../federation/exposed-modules.mjs';
import { pageRecords, paths, routePatterns } from './paths';
import { routeTable } from './route-table';

// A page is declared once, in page-records.mjs (docs/adding-a-page.md): these checks fail when a
// page, a route or a link target is declared anywhere else.

const repoRoot = path.resolve(__dirname, '../../..');
const RECORDS_FILE = 'shared/src/routes/page-records.mjs';

/** The repository's own source files under the given folders (what git tracks), tests left out. */
function sources(...folders: string[]): string[] {
  const listed = execFileSync('git', ['ls-files', ...folders], { cwd: repoRoot, encoding: 'utf8' }).split('\n');
  return listed.filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.(ts|tsx|mjs)$/.test(file) && file !== RECORDS_FILE);
}

/** A line of code without its comment (a comment may name a route as an example). */
const codeOf = (line: string): string => (/^\s*(\*|\/\/|\/\*)/.test(line) ? '' : line.replace(/\s\/\/ .*$/, ''));

describe('the page records', () => {
  it('name each route, page name and page once, with a file that exists in its remote', () => {
    const keys = pageRecords.map((record) => record.key);
    const routes = pageRecords.map((record) => record.path);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(routes).size).toBe(routes.length);
    for (const record of pageRecords) {
      expect([record.key, fs.existsSync(path.join(repoRoot, `remote-${record.remote}`, record.file))]).toEqual([record.key, true]);
    }
  });

  it('are what the route table, the paths and each remote’s exposes are made of', () => {
    expect(routeTable).toEqual(pageRecords.map(({ path: route, remote, module }) => ({ path: route, remote, module })));
    const named: Record<string, string> = { ...paths, ...routePatterns };
    for (const record of pageRecords) expect([record.key, named[record.key]]).toEqual([record.key, record.path]);
    for (const remote of new Set(pageRecords.map((record) => record.remote))) {
      const declared = Object.fromEntries(pageRecords.filter((record) => record.remote === remote).map((record) => [record.module, record.file]));
      expect(exposesOf(remote)).toEqual(declared);
    }
  });

  it('hold every page module of every remote: a page folder without a record fails', () => {
    const recordFolders = new Set(pageRecords.map((record) => path.posix.join(`remote-${record.remote}`, path.posix.dirname(record.file))));
    const remotes = [...new Set(pageRecords.map((record) => `remote-${record.remote}/src/pages`))];
    const pageModules = sources(...remotes).filter((file) => /-page\.tsx$/.test(file));
    // (At least one module file per exposed page: the scan sees the pages at all.)
    expect(pageModules.length).toBeGreaterThanOrEqual(new Set(pageRecords.map((record) => record.module)).size);
    const orphans = pageModules.filter((file) => !recordFolders.has(path.posix.dirname(file)));
    expect(orphans).toEqual([]);
  });

  it('are the only place a route is written: code links by `paths`, never by a literal', () => {
    const routes = pageRecords.map((record) => record.path.replace(/\/:[a-z]+$/i, ''));
    const literal = /['"`](\/[a-z0-9\-/]*)/gi;
    const found: string[] = [];
    for (const file of sources('shell/src', 'shell/server', 'shared/src', 'remote-marketing/src', 'remote-content/src', 'remote-catalogue/src', 'remote-tools/src')) {
      fs.readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          for (const [, value = ''] of codeOf(line).matchAll(literal)) {
            const trimmed = value.length > 1 ? value.replace(/\/+$/, '') : value;
            if (trimmed !== '/' && routes.some((route) => route !== '/' && (trimmed === route || trimmed.startsWith(`${route}/`)))) {
              found.push(`${file}:${index + 1}: ${value}`);
            }
          }
        });
    }
    expect(found).toEqual([]);
  });
});
