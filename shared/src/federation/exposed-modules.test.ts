/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exposedModules, exposesOf } from './exposed-modules.mjs';
import { routeTable } from '../routes/route-table';
import type { RemoteName } from './remote-modules';

const repoRoot = path.resolve(__dirname, '../../..');
const remoteNames = Object.keys(exposedModules) as RemoteName[];

/**
 * The federation plugin's `exposes` in every build (browser and Node) of each
 * remote's real rspack config. The configs are ES modules for Node, so a child
 * Node process loads them as the build does.
 */
function configuredExposes(): Record<string, Record<string, unknown>> {
  const script = `
    const found = {};
    for (const remote of ${JSON.stringify(remoteNames)}) {
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

describe('exposed modules, declared once', () => {
  it("is what every build of every remote exposes, and nothing else", () => {
    const expected: Record<string, Record<string, string>> = {};
    for (const remote of remoteNames) {
      expected[remote] = exposesOf(remote);
      expected[`${remote}-server`] = exposesOf(remote);
    }
    expect(configuredExposes()).toEqual(expected);
  }, 30_000);

  it('names one module per page, each a file that exists in its remote', () => {
    for (const remote of remoteNames) {
      const pages = Object.values(exposedModules[remote]);
      const names = pages.map(({ name }) => name);
      expect(new Set(names).size).toBe(names.length);
      for (const { name, file } of pages) {
        expect(name).toMatch(/^\.\/[a-z-]+-page$/);
        expect([remote, file, fs.existsSync(path.join(repoRoot, `remote-${remote}`, file))]).toEqual([remote, file, true]);
      }
    }
  });

  it("gives the shell's route table the same names", () => {
    expect(routeTable.find((route) => route.path === '/home')?.module).toBe('./home-page');
    for (const remote of remoteNames) {
      const routed = new Set(routeTable.filter((route) => route.remote === remote).map((route) => route.module));
      expect([...routed].sort()).toEqual(Object.keys(exposesOf(remote)).sort());
    }
  });
});
