// @ts-check
import {
  APP_NAMES,
  BENCH_PORT_OFFSETS,
  BENCH_SHELLS,
  DEFAULT_PORT_BASE,
  E2E_PORT_OFFSETS,
  E2E_SHELLS,
  portBaseFrom,
  remoteUrlEnv,
  topologyFor,
} from './topology.mjs';

describe('topologyFor', () => {
  it('puts the shell on the base and the remotes on the next four ports', () => {
    const { ports, origins, manifestUrls, shellOrigins } = topologyFor();
    expect(ports).toEqual({ shell: 8080, marketing: 8081, content: 8082, catalogue: 8083, tools: 8084 });
    expect(origins.shell).toBe('http://localhost:8080');
    expect(manifestUrls).toEqual({
      marketing: 'http://localhost:8081/mf-manifest.json',
      content: 'http://localhost:8082/mf-manifest.json',
      catalogue: 'http://localhost:8083/mf-manifest.json',
      tools: 'http://localhost:8084/mf-manifest.json',
    });
    expect(shellOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });

  it('moves every server with the base', () => {
    const moved = topologyFor(9100);
    expect(moved.ports.tools).toBe(9104);
    expect(moved.manifestUrls.content).toBe('http://localhost:9102/mf-manifest.json');
    expect(moved.e2ePorts.cms).toBe(9107);
    expect(moved.e2ePorts.editorShell).toBe(9114);
    expect(moved.benchPorts.leadsShell).toBe(9115);
  });

  it.each([
    ['the end-to-end harness', E2E_PORT_OFFSETS],
    ['the bench', BENCH_PORT_OFFSETS],
  ])('gives each server of %s a port of its own, none of the site’s', (_who, offsets) => {
    const all = [...APP_NAMES.map((_, i) => i), ...Object.values(offsets)];
    expect(new Set(all).size).toBe(all.length);
    expect(Math.min(...Object.values(offsets))).toBeGreaterThan(APP_NAMES.length - 1);
    // SITE_PORT_BASE=9100 gives a session 9100-9120: everything stays within 20 ports.
    expect(Math.max(...Object.values(offsets))).toBeLessThanOrEqual(20);
  });

  it('names as extra shells only servers that are shells', () => {
    for (const name of E2E_SHELLS) expect(E2E_PORT_OFFSETS[name]).toBeDefined();
    for (const name of BENCH_SHELLS) expect(BENCH_PORT_OFFSETS[name]).toBeDefined();
  });
});

describe('portBaseFrom', () => {
  it('reads SITE_PORT_BASE, 8080 without it', () => {
    expect(portBaseFrom({})).toBe(DEFAULT_PORT_BASE);
    expect(portBaseFrom({ SITE_PORT_BASE: '' })).toBe(8080);
    expect(portBaseFrom({ SITE_PORT_BASE: '9100' })).toBe(9100);
  });

  it.each(['abc', '80.5', '0', '70000'])('refuses SITE_PORT_BASE=%s', (raw) => {
    expect(() => portBaseFrom({ SITE_PORT_BASE: raw })).toThrow(`SITE_PORT_BASE must be a port number (1-65515), not "${raw}"`);
  });
});

it('names each remote’s REMOTE_<NAME>_URL', () => {
  expect(remoteUrlEnv(topologyFor(9100).manifestUrls)).toEqual({
    REMOTE_MARKETING_URL: 'http://localhost:9101/mf-manifest.json',
    REMOTE_CONTENT_URL: 'http://localhost:9102/mf-manifest.json',
    REMOTE_CATALOGUE_URL: 'http://localhost:9103/mf-manifest.json',
    REMOTE_TOOLS_URL: 'http://localhost:9104/mf-manifest.json',
  });
});
