// @ts-check
import { DEFAULT_PORT_BASE, portBaseFrom, remoteUrlEnv, topologyFor } from './topology.mjs';

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
  });
});

describe('portBaseFrom', () => {
  it('reads SITE_PORT_BASE, 8080 without it', () => {
    expect(portBaseFrom({})).toBe(DEFAULT_PORT_BASE);
    expect(portBaseFrom({ SITE_PORT_BASE: '' })).toBe(8080);
    expect(portBaseFrom({ SITE_PORT_BASE: '9100' })).toBe(9100);
  });

  it.each(['abc', '80.5', '0', '70000'])('refuses SITE_PORT_BASE=%s in Spanish', (raw) => {
    expect(() => portBaseFrom({ SITE_PORT_BASE: raw })).toThrow(`SITE_PORT_BASE debe ser un número de puerto de 1 a 65515 (es "${raw}")`);
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
