import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

interface CmsImageProps {
  src: string | null;
  alt: string;
  /** Intrinsic size of the CMS images of this kind: reserves the space (no layout shift). */
  width: number;
  height: number;
  /** Above the fold: fetched first and not lazily. */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** An image whose file did not load (deleted, moved, the CMS down): it failed before or after hydration. */
const hasFailed = (img: HTMLImageElement): boolean => img.complete && img.naturalWidth === 0;

/**
 * An image from the CMS, or the SPEC's 'Imagen no disponible' placeholder in
 * the same box: when there is no image, and when its file does not load.
 */
export function CmsImage({ src, alt, width, height, priority = false, sx }: CmsImageProps) {
  // The source that failed: a new source gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box: SxProps<Theme> = { width: '100%', aspectRatio: `${width} / ${height}`, display: 'block', objectFit: 'cover' };
  if (!src || failedSrc === src) {
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
            bgcolor: '#e8eef4',
            color: 'text.secondary',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
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
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      // A server-rendered image may fail before the page is hydrated, when no onError listens yet.
      ref={(img: HTMLImageElement | null) => {
        if (img && hasFailed(img)) setFailedSrc(src);
      }}
      sx={[box, { height: 'auto', bgcolor: '#e8eef4' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
