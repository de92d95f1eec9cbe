// @ts-check
import { inlineFigures, renderDocumentSizes } from './document-size.mjs';

it('measures the inline styles and scripts of a page, in bytes', () => {
  const html = '<html><head><style data-emotion="css a">.a{}</style><style>ñ</style><script type="application/ld+json">{}</script></head><body><script nonce="n">go()</script></body></html>';
  expect(inlineFigures(html)).toEqual({ inlineStyleBytes: 6, styleElements: 2, inlineScriptBytes: 6 });
  expect(inlineFigures('<p>x</p>')).toEqual({ inlineStyleBytes: 0, styleElements: 0, inlineScriptBytes: 0 });
});

it('renders each document, the raw HTML of / against its 90 KB budget', () => {
  /** @param {number} rawKb @returns {import('./document-size.mjs').DocumentSize} */
  const size = (rawKb) => ({ rawBytes: rawKb * 1024, transferBytes: 24 * 1024, encoding: 'gzip', inlineStyleBytes: 51 * 1024, styleElements: 1, inlineScriptBytes: 1024 });
  const section = renderDocumentSizes(
    [
      { path: '/', size: size(133), error: null },
      { path: '/blog', size: { ...size(80), encoding: null }, error: null },
      { path: '/contacto', size: null, error: 'timeout' },
    ],
    '✗',
  );
  expect(section).toContain('| `/` | 133.0 ✗ | 90 | 24.0 | 51.0 (1) | 1.0 |');
  expect(section).toContain('| `/blog` | 80.0 |  | 24.0 (not compressed) | 51.0 (1) | 1.0 |');
  expect(section).toContain('| `/contacto` | error |  |  |  | timeout |');
  expect(renderDocumentSizes([{ path: '/', size: size(90), error: null }], '✗')).toContain('| `/` | 90.0 | 90 |');
});
