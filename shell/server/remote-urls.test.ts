import { internalUrlFor, remoteOrigins } from './remote-urls';
import { readServerConfig } from './server-config';

const oneOrigin = { publicOrigin: 'https://www.example.cl', internalOrigin: 'http://127.0.0.1:8441' };

it('reads a remote served under the public origin from the front internal listener, and any other as it is', () => {
  const internal = internalUrlFor(oneOrigin);
  expect(internal('https://www.example.cl/remotes/marketing/server/mf-manifest.json')).toBe('http://127.0.0.1:8441/remotes/marketing/server/mf-manifest.json');
  expect(internal('https://cdn.example.cl/marketing/mf-manifest.json')).toBe('https://cdn.example.cl/marketing/mf-manifest.json');
  expect(internalUrlFor(null)('https://www.example.cl/remotes/tools/mf-manifest.json')).toBe('https://www.example.cl/remotes/tools/mf-manifest.json');
});

it('names no remote origin for the CSP and preconnects when the remotes sit under the site own origin', () => {
  const urls = {
    marketing: 'https://www.example.cl/remotes/marketing/mf-manifest.json',
    content: 'https://www.example.cl/remotes/content/mf-manifest.json',
    catalogue: 'https://www.example.cl/remotes/catalogue/mf-manifest.json',
    tools: 'https://tools.example.cl/mf-manifest.json',
  };
  expect(remoteOrigins(urls, oneOrigin.publicOrigin)).toEqual(['https://tools.example.cl']);
  expect(remoteOrigins(urls)).toEqual(['https://www.example.cl', 'https://tools.example.cl']);
});

it('takes the public and internal origins together or not at all', () => {
  expect(readServerConfig({}).oneOrigin).toBeNull();
  expect(readServerConfig({ PUBLIC_ORIGIN: 'https://www.example.cl/', REMOTES_INTERNAL_ORIGIN: 'http://127.0.0.1:8441' }).oneOrigin).toEqual(oneOrigin);
  expect(() => readServerConfig({ PUBLIC_ORIGIN: 'https://www.example.cl' })).toThrow('REMOTES_INTERNAL_ORIGIN');
  expect(() => readServerConfig({ PUBLIC_ORIGIN: 'ftp://x', REMOTES_INTERNAL_ORIGIN: 'http://127.0.0.1:1' })).toThrow('PUBLIC_ORIGIN');
});

it('refuses an unknown log level', () => {
  expect(readServerConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  expect(() => readServerConfig({ LOG_LEVEL: 'ruidoso' })).toThrow('LOG_LEVEL');
});
