import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exposesOf } from '@site/shared/pages';
import { paths } from '@site/shared/routes';
import { remotePageRecords } from '../../../jest/remote-page-records';

// Each remote declares its own pages (remote-<name>/src/pages/pages.mjs, docs/adding-a-page.md):
// these checks fail when a page, a route or a link target is declared anywhere else.

const repoRoot = path.resolve(__dirname, '../../..');
const remotes = Object.entries(remotePageRecords);
const allRecords = remotes.flatMap(([remote, records]) => records.map((record) => ({ remote, ...record })));

/** The repository's own source files under the given folders (what git tracks), tests and page records left out. */
function sources(...folders: string[]): string[] {
  const listed = execFileSync('git', ['ls-files', ...folders], { cwd: repoRoot, encoding: 'utf8' }).split('\n');
  return listed.filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('/src/pages/pages.mjs'));
}

/** A line of code without its comment (a comment may name a route as an example). */
const codeOf = (line: string): string => (/^\s*(\*|\/\/|\/\*)/.test(line) ? '' : line.replace(/\s\/\/ .*$/, ''));

/**
 * The federation plugin's `exposes` in every build (browser and Node) of each remote's real
 * rspack config. The configs are ES modules for Node, so a child Node process loads them as the
 * build does.
 */
function configuredExposes(): Record<string, Record<string, unknown>> {
  const script = `
    const found = {};
    for (const remote of ${JSON.stringify(remotes.map(([remote]) => remote))}) {
      const { default: configs } = await import('./remote-' + remote + '/rspack.config.mjs');
      for (const config of [configs].flat()) {
        const plugin = config.plugins.find((p) => p && p.constructor.name === 'ModuleFederationPlugin');
        found[config.name] = plugin._options.exposes;
      }
    }
    process.stdout.write(JSON.stringify(found));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' });
  return JSON.parse(output) as Record<string, Record<string, unknown>>;
}

describe("the remotes' page records", () => {
  it('name each route of the site once, each with a file that exists in its remote', () => {
    const routes = allRecords.map((record) => record.path);
    expect(new Set(routes).size).toBe(routes.length);
    for (const record of allRecords) {
      expect([record.path, fs.existsSync(path.join(repoRoot, `remote-${record.remote}`, record.file))]).toEqual([record.path, true]);
    }
  });

  it("are what every build of every remote exposes, and nothing else", () => {
    const expected: Record<string, Record<string, string>> = {};
    for (const [remote, records] of remotes) {
      expected[remote] = exposesOf(records);
      expected[`${remote}-server`] = exposesOf(records);
    }
    expect(configuredExposes()).toEqual(expected);
  }, 30_000);

  it('hold every page module of every remote: a page folder without a record fails', () => {
    const recordFolders = new Set(allRecords.map((record) => path.posix.join(`remote-${record.remote}`, path.posix.dirname(record.file))));
    const pageModules = sources(...remotes.map(([remote]) => `remote-${remote}/src/pages`)).filter((file) => /-page\.tsx$/.test(file));
    // (At least one module file per exposed page: the scan sees the pages at all.)
    expect(pageModules.length).toBeGreaterThanOrEqual(new Set(allRecords.map((record) => `${record.remote}${record.module}`)).size);
    const orphans = pageModules.filter((file) => !recordFolders.has(path.posix.dirname(file)));
    expect(orphans).toEqual([]);
  });

  it("give every address the site's links use (`paths`) a route", () => {
    const routes = new Set(allRecords.map((record) => record.path));
    const unrouted = Object.entries(paths).filter(([, address]) => !routes.has(address.split('#')[0] ?? ''));
    expect(unrouted).toEqual([]);
  });

  it('are the only place a route is written: code links by `paths`, never by a literal', () => {
    const routes = allRecords.map((record) => record.path.replace(/\/:[a-z]+$/i, ''));
    const literal = /['"`](\/[a-z0-9\-/]*)/gi;
    const found: string[] = [];
    for (const file of sources('shell/src', 'shell/server', 'shared/src', 'remote-marketing/src', 'remote-content/src', 'remote-catalogue/src', 'remote-tools/src')) {
      if (file === 'shared/src/routes/paths.ts') continue;
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
