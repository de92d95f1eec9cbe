// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseRemoteEntry, readRemotesFile, remoteSourcesOf, remotesFileReadable, writeRemoteEntry, writeRemotesFile } from './remotes-file.mjs';

const stable = 'aaaaaaaaaaaa';
let dir = '';
let file = '';

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-file-'));
  file = path.join(dir, 'live', 'remotes.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('reads no file as none, and a broken one as an error', () => {
  expect(readRemotesFile(file)).toBeNull();
  expect(remotesFileReadable(file)).toBe(true);
  fs.mkdirSync(path.dirname(file));
  fs.writeFileSync(file, '{ roto');
  expect(() => readRemotesFile(file)).toThrow(SyntaxError);
  expect(remotesFileReadable(file)).toBe(false);
});

it('writes the whole file atomically, and one entry beside the others', () => {
  writeRemotesFile(file, { marketing: 'http://localhost:8081/mf-manifest.json' });
  writeRemoteEntry(file, 'tools', { origin: 'http://localhost:8084', stable });
  expect(readRemotesFile(file)).toEqual({
    marketing: 'http://localhost:8081/mf-manifest.json',
    tools: { origin: 'http://localhost:8084', stable },
  });
  // Only the file: the temporary copy was renamed over it.
  expect(fs.readdirSync(path.dirname(file))).toEqual(['remotes.json']);
});

it('keeps the entries that are a manifest URL or releases, and leaves out the rest', () => {
  expect(parseRemoteEntry('http://localhost:8081/mf-manifest.json')).toEqual({ kind: 'url', url: 'http://localhost:8081/mf-manifest.json' });
  expect(parseRemoteEntry({ origin: 'http://localhost:8084/', stable })).toEqual({ kind: 'releases', releases: { origin: 'http://localhost:8084', stable } });
  expect(
    remoteSourcesOf({ marketing: 'javascript:alert(1)', content: 42, catalogue: { origin: 'http://localhost:8083', stable: 'nope' }, tools: 'https://tools.example.cl/mf-manifest.json' }),
  ).toEqual({ tools: { kind: 'url', url: 'https://tools.example.cl/mf-manifest.json' } });
});
