import type { CmsMedia } from '@site/shared/cms';

/**
 * A media-library file for tests, shaped as the data layer gives it: an image
 * (by its extension) gets its intrinsic size and two renditions, a video or a
 * document none.
 */
export function testMedia(url: string, overrides: Partial<CmsMedia> = {}): CmsMedia {
  const name = url.split('/').pop() ?? url;
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const image = ['webp', 'jpg', 'jpeg', 'png', 'avif'].includes(extension);
  const mime = image ? `image/${extension === 'jpg' ? 'jpeg' : extension}` : extension === 'pdf' ? 'application/pdf' : `video/${extension}`;
  const rendition = (prefix: string) => url.replace(/([^/]+)$/, `${prefix}_$1`);
  return {
    id: [...url].reduce((sum, char) => sum + char.charCodeAt(0), 0),
    url,
    alt: image ? `Imagen ${name}` : '',
    mime,
    name,
    width: image ? 1200 : null,
    height: image ? 800 : null,
    sources: image
      ? [
          { url: rendition('small'), width: 500 },
          { url: rendition('medium'), width: 750 },
          { url, width: 1200 },
        ]
      : [],
    ...overrides,
  };
}
