import vm from 'node:vm';
import { runtimeConfigScript } from './shell-page';

describe('runtimeConfigScript', () => {
  const remotes = { marketing: 'http://localhost:8081/mf-manifest.json', content: 'c', catalogue: 'k', tools: 't' };
  const data = { 'cms:/articles': [{ title: 'Pantallas </script><script>alert(1)</script> y línea\u2028nueva', body: 'Comillas " y \\ barra' }] };

  it('gives the browser the same configuration, CMS content included, through JSON.parse', () => {
    const script = runtimeConfigScript(remotes, { rendered: { 'content:./blog-page': 'ok' }, data });
    expect(script.startsWith('window.__SITE_ENV__=JSON.parse("')).toBe(true);
    const window: { __SITE_ENV__?: unknown } = {};
    vm.runInNewContext(script, { window });
    expect(window.__SITE_ENV__).toEqual({ remotes, rendered: { 'content:./blog-page': 'ok' }, data });
  });

  it('carries no character that could end its <script> early or break an old parser', () => {
    const script = runtimeConfigScript(remotes, { rendered: {}, data });
    expect(script).not.toContain('<');
    expect(script).not.toMatch(/[\u2028\u2029]/);
  });
});
