import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canaryVerdict, createReleaseHealth } from './release-health';
import type { RemoteSources } from './remote-urls';

const policy = { margin: 0.05, minRequests: 20 };

describe('canaryVerdict', () => {
  it('waits for enough pages, then rolls back a canary that fails more than the stable release by the margin', () => {
    expect(canaryVerdict({ requests: 100, failures: 0 }, { requests: 19, failures: 19 }, policy)).toBeNull();
    expect(canaryVerdict({ requests: 100, failures: 1 }, { requests: 20, failures: 1 }, policy)).toBeNull();
    expect(canaryVerdict({ requests: 100, failures: 1 }, { requests: 20, failures: 2 }, policy)).toMatch(/^errores 10\.0 % \(2 de 20\) frente a 1\.0 %/);
  });
});

describe('createReleaseHealth', () => {
  it('takes a failing canary out of the remotes file and logs it, leaving the other remotes alone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-health-'));
    const file = path.join(dir, 'remotes.json');
    const releases = { origin: 'http://localhost:8081', stable: 'aaaaaaaaaaaa', canary: { release: 'bbbbbbbbbbbb', percent: 50 }, previous: [] };
    fs.writeFileSync(file, JSON.stringify({ marketing: releases, content: 'http://localhost:8082/mf-manifest.json' }));
    const warn = jest.fn();
    const health = createReleaseHealth({ policy, remotesFile: file, log: { warn } });
    const sources = {
      marketing: { kind: 'releases', releases },
      content: { kind: 'url', url: 'http://localhost:8082/mf-manifest.json' },
    } as unknown as RemoteSources;
    for (let i = 0; i < 20; i += 1) {
      health.served('marketing', 'aaaaaaaaaaaa', true);
      health.served('marketing', 'bbbbbbbbbbbb', true);
    }
    await health.checkCanaries(sources);
    expect(warn).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i += 1) health.browserFailure('marketing', 'bbbbbbbbbbbb');
    await health.checkCanaries(sources);
    await health.stop();
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      marketing: { origin: 'http://localhost:8081', stable: 'aaaaaaaaaaaa', previous: [] },
      content: 'http://localhost:8082/mf-manifest.json',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('canary marketing bbbbbbbbbbbb retirada automáticamente: errores 15.0 %'));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
