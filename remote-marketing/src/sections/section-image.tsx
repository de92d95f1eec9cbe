import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sxList } from '@site/shared/ui/styles';

/** A smaller copy of an image's file, with the same proportions (one of the formats the CMS makes on upload). */
export interface ImageRendition {
  src: string;
  width: number;
}

/** A local image with its intrinsic size, so the browser reserves its box (no layout shift). */
export interface SectionImage {
  src: string;
  /** Spanish description; empty only for purely decorative images. */
  alt: string;
  width: number;
  height: number;
  /**
   * Smaller copies for narrower screens, offered with the file as a `srcset` (needs SectionImg's
   * `sizes`); `width` is then the file's own, its width descriptor.
   */
  renditions?: ImageRendition[];
}

/** The image's files as a `srcset`, the renditions and the original at its width; undefined without renditions. */
export const srcSetOf = (image: SectionImage): string | undefined =>
  image.renditions?.length ? [...image.renditions, image].map((file) => `${file.src} ${file.width}w`).join(', ') : undefined;

export interface SectionImgProps {
  image: SectionImage;
  /**
   * The page's main (LCP) image: loaded eagerly with high priority. Every
   * other image waits until it is near the viewport.
   */
  priority?: boolean;
  /**
   * How wide the image shows at each breakpoint, as the `sizes` attribute, for an image with
   * renditions: the browser fetches the smallest file that covers it at the screen's pixel ratio.
   */
  sizes?: string;
  sx?: SxProps<Theme>;
}

/** An <img> that always carries width and height and loads lazily unless it is the hero's. */
export function SectionImg({ image, priority = false, sizes, sx }: SectionImgProps) {
  const srcSet = srcSetOf(image);
  return (
    <Box
      component="img"
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      sx={[{ display: 'block', maxWidth: '100%', height: 'auto' }, ...sxList(sx)]}
    />
  );
}
