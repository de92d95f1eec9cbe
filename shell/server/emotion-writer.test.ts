import type { SerializedStyles } from '@emotion/serialize';
import { createSiteEmotionCache } from '@site/shared/theme/emotion-cache';
import { emotionFlushingWriter } from './emotion-writer';

const NONCE = 'bm9uY2UtZGUtcHJ1ZWJh';

/** Inserts a rule as emotion does while rendering (`shouldCache`: a class; otherwise a <Global>). */
function insert(cache: ReturnType<typeof createSiteEmotionCache>, name: string, styles: string, selector = `.css-${name}`, shouldCache = true) {
  cache.insert(selector, { name, styles, next: undefined } as SerializedStyles, cache.sheet, shouldCache);
}

/** Writes the document through the writer in one flush, as React does once everything is ready. */
function render(cache: ReturnType<typeof createSiteEmotionCache>, html: string): Promise<string> {
  return new Promise((resolve) => {
    const writer = emotionFlushingWriter(cache, { nonce: NONCE, headExtra: '<link rel="stylesheet" href="/fuentes.css"/>', onDone: resolve });
    writer.write(Buffer.from(html));
    (writer as unknown as { flush: () => void }).flush();
    writer.end();
  });
}

describe('emotionFlushingWriter', () => {
  it('writes into <head>, under the nonce, the rules of the classes the page carries, and no others', async () => {
    const cache = createSiteEmotionCache(NONCE);
    cache.compat = true;
    insert(cache, 'usada', 'color:#005897;');
    // An inner layer of a styled component wrapping another: no element carries its class.
    insert(cache, 'capa-interior', 'padding:6px 16px;');
    const page = await render(cache, '<html><head><title>Inicio</title></head><body><div class="MuiBox-root css-usada">Hola</div></body></html>');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain(`<style data-emotion="css usada" nonce="${NONCE}">.css-usada{color:#005897;}</style>`);
    expect(head).toContain('<link rel="stylesheet" href="/fuentes.css"/>');
    expect(page).not.toContain('capa-interior');
  });

  it('lists without their rules the inner layers a carried class composes, so the browser inserts none of them', async () => {
    const cache = createSiteEmotionCache(NONCE);
    cache.compat = true;
    // A Button over ButtonBase: the outer class composes the inner one's styles.
    cache.registered['css-capa'] = 'padding:6px 16px;';
    insert(cache, 'capa', 'padding:6px 16px;');
    cache.registered['css-boton'] = 'display:inline-flex;;padding:6px 16px;';
    insert(cache, 'boton', 'display:inline-flex;padding:6px 16px;');
    // A fallback shown while a part loaded: nothing the page carries composes it.
    cache.registered['css-cargando'] = 'opacity:0.5;';
    insert(cache, 'cargando', 'opacity:0.5;');
    const page = await render(cache, '<html><head></head><body><button class="css-boton">Enviar</button></body></html>');
    expect(page).toContain(`<style data-emotion="css boton capa" nonce="${NONCE}">.css-boton{display:inline-flex;padding:6px 16px;}</style>`);
    expect(page).not.toContain('cargando');
  });

  it('keeps global rules (CssBaseline) and the keyframes a kept rule names', async () => {
    const cache = createSiteEmotionCache(NONCE);
    cache.compat = true;
    insert(cache, 'base', 'body{margin:0;}', '', true);
    insert(cache, 'animation-giro', '@keyframes animation-giro{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}', '', true);
    insert(cache, 'animation-otra', '@keyframes animation-otra{0%{opacity:0;}}', '', true);
    insert(cache, 'spinner', 'animation:animation-giro 1.4s linear infinite;');
    const page = await render(cache, '<html><head></head><body><span class="css-spinner"></span></body></html>');
    // In a tag of its own, named as the browser's <Global> looks for it to adopt it.
    expect(page).toContain(`<style data-emotion="css-global base" nonce="${NONCE}">body{margin:0;}</style>`);
    expect(page).not.toMatch(/data-emotion="css [^"]*\bbase\b/);
    expect(page).toContain('@keyframes animation-giro');
    expect(page).not.toContain('animation-otra');
  });

  it('writes no vendor prefixes (every supported browser reads the plain properties)', async () => {
    const cache = createSiteEmotionCache(NONCE);
    cache.compat = true;
    insert(cache, 'fila', 'display:flex;align-items:center;');
    const page = await render(cache, '<html><head></head><body><div class="css-fila"></div></body></html>');
    expect(page).toContain('.css-fila{display:flex;align-items:center;}');
    expect(page).not.toMatch(/-webkit-|-ms-/);
  });
});

describe('emotionFlushingWriter, with the rules off the first screen deferred', () => {
  it('inlines the first screen’s rules, hands over the rest, and lists every id for the browser’s cache', async () => {
    const cache = createSiteEmotionCache(NONCE);
    cache.compat = true;
    insert(cache, 'portada', 'color:#005897;');
    insert(cache, 'pie', 'background:#0b1a2e;');
    insert(cache, 'animation-entrada', '@keyframes animation-entrada{0%{opacity:0;}}', '', true);
    insert(cache, 'banda', 'animation:animation-entrada 1s;');
    let deferred: ReadonlyArray<readonly [string, string]> = [];
    const page = await new Promise<string>((resolve) => {
      const writer = emotionFlushingWriter(cache, {
        nonce: NONCE,
        headExtra: '',
        deferOffFirstScreen(rules) {
          deferred = rules;
          return '<style data-deferred-styles="/_estilos/x.css"></style>';
        },
        onDone: resolve,
      });
      writer.write(
        Buffer.from(
          '<html><head></head><body><h1 class="css-portada">Hola</h1>' +
            '<div data-off-first-screen=""><section class="css-banda"></section></div><footer data-off-first-screen="" class="css-pie"></footer></body></html>',
        ),
      );
      writer.end();
    });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toMatch(/<style data-emotion="css (portada|pie|banda|animation-entrada)( (portada|pie|banda|animation-entrada)){3}" nonce="[^"]+">\.css-portada\{color:#005897;\}<\/style>/);
    expect(head).toContain('<style data-deferred-styles="/_estilos/x.css"></style>');
    expect(deferred.map(([id]) => id).sort()).toEqual(['animation-entrada', 'banda', 'pie']);
  });
});
