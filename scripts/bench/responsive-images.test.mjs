// @ts-check
import { renderResponsiveImages, sumImageBytes } from './responsive-images.mjs';

const sizes = new Map([
  ['/uploads/a.webp', 14_000],
  ['/uploads/medium_a.webp', 9_000],
  ['/uploads/b.webp', 12_000],
  ['/uploads/small_b.webp', 5_000],
]);
const sizeOf = (/** @type {string} */ url) => sizes.get(url) ?? 0;

it('sums the chosen renditions against the originals, each file once', () => {
  const loads = [
    { chosen: '/uploads/medium_a.webp', original: '/uploads/a.webp' },
    { chosen: '/uploads/small_b.webp', original: '/uploads/b.webp' },
    // The same image twice on a page (a card and its thumbnail): fetched once.
    { chosen: '/uploads/small_b.webp', original: '/uploads/b.webp' },
  ];
  expect(sumImageBytes(loads, sizeOf)).toEqual({ chosenBytes: 14_000, originalBytes: 26_000 });
});

it('saves nothing when the browser needs the originals', () => {
  const loads = [{ chosen: '/uploads/a.webp', original: '/uploads/a.webp' }];
  expect(sumImageBytes(loads, sizeOf)).toEqual({ chosenBytes: 14_000, originalBytes: 14_000 });
});

it('reports the saving per route and pixel ratio', () => {
  const report = renderResponsiveImages([
    { path: '/blog', pixelRatio: 2, images: 8, withSrcset: 7, chosenBytes: 51_200, originalBytes: 102_400 },
    { path: '/productos', pixelRatio: 3, images: 0, withSrcset: 0, chosenBytes: 0, originalBytes: 0 },
  ]);
  expect(report).toContain('| `/blog` | ×2 | 8 | 7 | 50.0 | 100.0 | 50.0 | 50 % |');
  expect(report).toContain('| `/productos` | ×3 | 0 | 0 | 0.0 | 0.0 | 0.0 | – |');
});
