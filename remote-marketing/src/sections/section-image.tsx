import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sxList } from '@site/shared/ui/styles';

/** A local image with its intrinsic size, so the browser reserves its box (no layout shift). */
export interface SectionImage {
  src: string;
  /** Spanish description; empty only for purely decorative images. */
  alt: string;
  width: number;
  height: number;
}

export interface SectionImgProps {
  image: SectionImage;
  /**
   * The page's main (LCP) image: loaded eagerly with high priority. Every
   * other image waits until it is near the viewport.
   */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** An <img> that always carries width and height and loads lazily unless it is the hero's. */
export function SectionImg({ image, priority = false, sx }: SectionImgProps) {
  return (
    <Box
      component="img"
      src={image.src}
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
