import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import type { CmsMedia } from '../cms/cms-types';
import { hasFailed } from './image-failed';
import { sxList } from './styles';

interface CmsImageProps {
  /** An image of the media library, or null (the placeholder shows). */
  media: CmsMedia | null;
  /** Overrides the editor's alternative text: '' where the image is decorative (a card beside its title). */
  alt?: string;
  /**
   * How wide the image shows, as the `sizes` attribute: the browser picks the
   * smallest of the CMS's renditions that covers it, e.g. '(min-width: 900px) 50vw, 100vw'.
   */
  sizes: string;
  /** The box's proportions for images of this kind: reserves the space (no layout shift). */
  width: number;
  height: number;
  /** Above the fold: fetched first and not lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}


/**
 * Whether the file at `src` failed to load, with the listeners that find out:
 * `onError` once hydrated, and `checkLoaded` (the image's ref callback) for a
 * server-rendered image that failed before any listener was there. A new
 * `src` gets its own try.
 */
function useImageFailure(src: string | null) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return {
    failed: src !== null && failedSrc === src,
    onError: () => setFailedSrc(src),
    checkLoaded: (img: HTMLImageElement | null) => {
      if (img && hasFailed(img)) setFailedSrc(src);
    },
  };
}

/** The renditions as a `srcset`, or undefined when there is only the original. */
export const srcSetOf = (media: CmsMedia): string | undefined =>
  media.sources.length > 1 ? media.sources.map((source) => `${source.url} ${source.width}w`).join(', ') : undefined;

/** What an <img> takes from a CMS file: its URL and renditions, and the listeners that notice it failing. */
export interface CmsImgSource {
  src: string;
  srcSet: string | undefined;
  onError: () => void;
  ref: (img: HTMLImageElement | null) => void;
}

/**
 * The source of an <img> of `media`, to spread into it before its own attributes, or null when there
 * is no file or it did not load: the caller shows its placeholder then.
 */
export function useCmsImgSource(media: CmsMedia | null): CmsImgSource | null {
  const { failed, onError, checkLoaded } = useImageFailure(media?.url ?? null);
  return media === null || failed ? null : { src: media.url, srcSet: srcSetOf(media), onError, ref: checkLoaded };
}

/**
 * An image from the CMS, responsive (its renditions as `srcset`), or the SPEC's
 * 'Imagen no disponible' placeholder in the same box: when there is no image,
 * and when its file does not load.
 */
export function CmsImage({ media, alt, sizes, width, height, priority = false, sx }: CmsImageProps) {
  const source = useCmsImgSource(media);
  const box: SxProps<Theme> = { width: '100%', aspectRatio: `${width} / ${height}`, display: 'block', objectFit: 'cover' };
  if (media === null || source === null) {
    return (
      <Box
        role="img"
        aria-label="Imagen no disponible"
        sx={[
          box,
          {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            bgcolor: 'surface.placeholder',
            color: 'text.secondary',
          },
          ...sxList(sx),
        ]}
      >
        <ImageNotSupportedOutlined aria-hidden="true" />
        <Typography component="span" aria-hidden="true" sx={{ fontWeight: 600 }}>
          Imagen no disponible
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      {...source}
      sizes={sizes}
      alt={alt ?? media.alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      sx={[box, { height: 'auto', bgcolor: 'surface.placeholder' }, ...sxList(sx)]}
    />
  );
}
