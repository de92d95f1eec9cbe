import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_RELEASE_ID, nameRelease, releaseIdOfBuild, servedFiles, sortManifests } from './release-id.mjs';

/** @type {string} */
let dir;

/**
 * A build's folder with these files.
 * @param {Record<string, string>} files relative path -> content
 */
function build(files) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-id-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const served = {
  'remoteEntry.js': 'var marketing;',
  'assets/home.1a2b3c4d.js': 'console.log("inicio")',
  'server/remoteEntry.js': `exports.name = "marketing_r${BUILD_RELEASE_ID}"; var u = "marketing_r${BUILD_RELEASE_ID}_server";`,
  'server/mf-manifest.json': `{"name":"marketing_r${BUILD_RELEASE_ID}"}`,
};

describe('releaseIdOfBuild', () => {
  it('is the same for the same files in any folder, and ignores what publication adds', () => {
    const id = releaseIdOfBuild(build(served));
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    fs.rmSync(dir, { recursive: true });
    expect(releaseIdOfBuild(build({ ...served, 'release.json': '{"id":"x"}' }))).toBe(id);
  });

  it('changes with any served byte, a file added, or a file moved', () => {
    const id = releaseIdOfBuild(build(served));
    fs.rmSync(dir, { recursive: true });
    expect(releaseIdOfBuild(build({ ...served, 'assets/home.1a2b3c4d.js': 'console.log("Inicio")' }))).not.toBe(id);
    fs.rmSync(dir, { recursive: true });
    expect(releaseIdOfBuild(build({ ...served, 'assets/extra.js': '' }))).not.toBe(id);
    fs.rmSync(dir, { recursive: true });
    const { 'assets/home.1a2b3c4d.js': moved, ...rest } = served;
    expect(releaseIdOfBuild(build({ ...rest, 'assets/home.9a2b3c4d.js': moved }))).not.toBe(id);
  });
});

it('lists a build’s files in name order, nested ones by their path', () => {
  build(served);
  expect(servedFiles(dir)).toEqual(['assets/home.1a2b3c4d.js', 'remoteEntry.js', 'server/mf-manifest.json', 'server/remoteEntry.js']);
});

it('names the Node build’s container after the release, and leaves the rest as built', () => {
  build(served);
  const id = releaseIdOfBuild(dir);
  nameRelease(dir, 'marketing', id);
  expect(fs.readFileSync(path.join(dir, 'server/remoteEntry.js'), 'utf8')).toBe(`exports.name = "marketing_r${id}"; var u = "marketing_r${id}_server";`);
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'server/mf-manifest.json'), 'utf8'))).toEqual({ name: `marketing_r${id}` });
  expect(fs.readFileSync(path.join(dir, 'assets/home.1a2b3c4d.js'), 'utf8')).toBe('console.log("inicio")');
});

it('writes the manifests’ named lists in name order, so two builds that list the same entries otherwise give one id', () => {
  const manifest = (/** @type {string[]} */ order) =>
    JSON.stringify({
      name: 'marketing',
      shared: order.map((name) => ({ id: `marketing:${name}`, name, assets: { js: { sync: [`${name}.js`] } } })),
      exposes: [{ path: './home-page' }],
      metaData: { types: ['b', 'a'] },
    });
  const first = build({ ...served, 'server/mf-manifest.json': manifest(['react', '@mui/system/style']) });
  sortManifests(first);
  const firstId = releaseIdOfBuild(first);
  const firstManifest = JSON.parse(fs.readFileSync(path.join(first, 'server/mf-manifest.json'), 'utf8'));
  fs.rmSync(first, { recursive: true, force: true });
  build({ ...served, 'server/mf-manifest.json': manifest(['@mui/system/style', 'react']) });
  sortManifests(dir);
  expect(releaseIdOfBuild(dir)).toBe(firstId);
  expect(firstManifest.shared.map((/** @type {{ name: string }} */ entry) => entry.name)).toEqual(['@mui/system/style', 'react']);
  // A list of plain values keeps its order.
  expect(firstManifest.metaData.types).toEqual(['b', 'a']);
});
