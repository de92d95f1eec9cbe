import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@site/shared/federation';
import { runningServers } from '@site/shared/node/server-presence';
import { createReleasePreparation, type ReleasePreparation } from './release-preparation';
import type { RemoteSources } from './remote-urls';

const origin = 'http://127.0.0.1:9/remotes/tools';
const stable = 'aaaaaaaaaaaa';
const next = 'bbbbbbbbbbbb';
const broken = 'cccccccccccc';

let dir = '';
let preparation: ReleasePreparation | null = null;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparation-'));
});
afterEach(async () => {
  await preparation?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function sourcesNaming(releases: { stable: string; preparing?: string }): RemoteSources {
  const plain = (name: string) => ({ kind: 'url' as const, url: `http://127.0.0.1:9/${name}/mf-manifest.json` });
  return { marketing: plain('marketing'), content: plain('content'), catalogue: plain('catalogue'), tools: { kind: 'releases', releases: { origin, ...releases } } };
}

const until = async (holds: () => boolean | Promise<boolean>) => {
  for (let waited = 0; !(await holds()); waited += 20) {
    if (waited > 3_000) throw new Error('no pasó en 3 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

it('loads a release as soon as it is named, a preparing one included, and says so where the release commands look', async () => {
  let sources = sourcesNaming({ stable });
  const loads: string[] = [];
  const knows = async (remote: RemoteName, manifest: string) => {
    loads.push(`${remote} ${manifest}`);
    return !manifest.includes(broken);
  };
  const store = { dir };
  preparation = createReleasePreparation({ current: async () => sources, federation: { knows }, sitePages: { knows }, store, logger: { warn: () => undefined }, followMs: 20 });
  await until(() => preparation?.loaded().includes(`tools@${stable}`) ?? false);

  sources = sourcesNaming({ stable, preparing: next });
  await until(async () => [...(await runningServers(store)).values()].some((server) => server.loaded.includes(`tools@${next}`)));
  expect(loads).toContain(`tools ${origin}/releases/${next}/mf-manifest.json`);
  // Each release is loaded once (its Node build and its pages.json), not on every look.
  expect(loads.filter((load) => load.includes(next))).toHaveLength(2);

  // One that cannot be loaded is not said to be, nor tried again at once.
  sources = sourcesNaming({ stable, preparing: broken });
  await until(() => loads.some((load) => load.includes(broken)));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(preparation.loaded()).not.toContain(`tools@${broken}`);
  expect(loads.filter((load) => load.includes(broken))).toHaveLength(2);
  // No longer named: forgotten.
  expect(preparation.loaded()).not.toContain(`tools@${next}`);

  await preparation.stop();
  preparation = null;
  expect((await runningServers(store)).size).toBe(0);
});
