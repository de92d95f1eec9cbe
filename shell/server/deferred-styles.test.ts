import { deferredStyleTags, deferredStylesHref, deferredStylesOf } from './deferred-styles';

describe('deferredStylesOf', () => {
  it('names the same rules by the same hash, in whatever order the render inserted them', () => {
    const first = deferredStylesOf([['a1', '.css-a1{color:red;}'], ['b2', '.css-b2{margin:0;}']]);
    const again = deferredStylesOf([['b2', '.css-b2{margin:0;}'], ['a1', '.css-a1{color:red;}']]);
    expect(again.hash).toBe(first.hash);
    expect(first.hash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(deferredStylesOf([['c3', '.css-c3{}']]).hash).not.toBe(first.hash);
    // The sheet shows the hidden elements again, in the layer that hides them.
    expect(first.css).toMatch(/^@layer first-screen\{:root \[data-off-first-screen\]\{visibility:inherit;overflow:revert-layer;display:revert-layer\}\}\.css-a1/);
  });

  it("puts the page's path in the address, and the hiding rule and a sheet for browsers without scripts in the head", () => {
    const href = deferredStylesHref({ hash: 'abcdefghijklmnop', css: '' }, '/blog?pagina=2');
    expect(href).toBe('/_estilos/abcdefghijklmnop.css?ruta=%2Fblog%3Fpagina%3D2');
    const tags = deferredStyleTags(href, 'NONCE');
    // Hidden until their sheet is in, and skipped while off screen until painted (a closed menu is not drawn at all).
    expect(tags).toContain(
      `<style nonce="NONCE" data-deferred-styles="${href}">@layer first-screen{[data-off-first-screen]{visibility:hidden;overflow:clip}[data-off-first-screen="closed"]{display:none}` +
        `[data-off-first-screen=""]:not([data-painted]){content-visibility:auto;contain-intrinsic-size:auto 700px}}</style>`,
    );
    expect(tags).toContain(`<noscript><link rel="stylesheet" href="${href}"/></noscript>`);
  });
});
