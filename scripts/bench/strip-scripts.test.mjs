// @ts-check
import { attributeOf, isScriptHint, stripScripts, stripScriptLinkHeader } from './strip-scripts.mjs';

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<link rel="preload" href="/hero.webp" as="image" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/assets/packages.css"/>',
  '<link rel="preload" as="font" type="font/woff2" href="/assets/f.woff2" crossorigin=""/>',
  '<link rel="preload" as="script" href="/assets/main.js" nonce="n"/>',
  '<link rel=modulepreload href="/assets/m.js">',
  "<link rel='prefetch' as='script' href='http://localhost:8081/remoteEntry.js'/>",
  '<link rel="prefetch" href="/next-page.html"/>',
  '<style data-emotion="css 0" nonce="n">.a{color:red}</style>',
  '</head><body><div id="root"><h1>Hola</h1></div>',
  '<script nonce="n" id="_R_">window.__SITE_ENV__={"a":"<\\/script>"};load(["/assets/main.js"]);</script>',
  '<script src="/assets/x.js" async></script>',
  '<SCRIPT type="module">import "/a.js"</SCRIPT >',
  '</body></html>',
].join('\n');

it('takes out every script element and script hint, and keeps data blocks, styles and other hints', () => {
  const { html, scripts, hints } = stripScripts(PAGE);
  expect(scripts).toBe(3);
  expect(hints).toBe(3);
  expect(html).not.toMatch(/<script(?![^>]*ld\+json)/i);
  expect(html).not.toContain('main.js');
  expect(html).not.toContain('remoteEntry.js');
  expect(html).not.toContain('m.js');
  for (const kept of ['application/ld+json', '/hero.webp', 'packages.css', 'f.woff2', '/next-page.html', '.a{color:red}', '<h1>Hola</h1>']) {
    expect(html).toContain(kept);
  }
});

it('leaves a page without scripts as it is', () => {
  const page = '<html><head><style>p{}</style></head><body><p>x</p></body></html>';
  expect(stripScripts(page)).toEqual({ html: page, scripts: 0, hints: 0 });
});

it('reads attributes quoted either way or bare, and not from a longer name', () => {
  expect(attributeOf(' rel="Preload" as=script', 'rel')).toBe('preload');
  expect(attributeOf(' rel="preload" as=script', 'as')).toBe('script');
  expect(attributeOf(" data-rel='x' rel='icon'", 'rel')).toBe('icon');
  expect(attributeOf(' href="/a"', 'rel')).toBeNull();
});

it('knows which hints fetch a script', () => {
  expect(isScriptHint('modulepreload', null)).toBe(true);
  expect(isScriptHint('preload', 'script')).toBe(true);
  expect(isScriptHint('prefetch', 'script')).toBe(true);
  expect(isScriptHint('preload', 'style')).toBe(false);
  expect(isScriptHint('preconnect', null)).toBe(false);
  expect(isScriptHint(null, 'script')).toBe(false);
});

it('takes script preloads out of a Link header', () => {
  expect(stripScriptLinkHeader('<http://localhost:8081>; rel=preconnect; crossorigin, </a.js>; rel=preload; as=script')).toBe(
    '<http://localhost:8081>; rel=preconnect; crossorigin',
  );
  expect(stripScriptLinkHeader('</m.js>; rel="modulepreload"')).toBeNull();
});
