import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import type { SxProps, Theme } from '@mui/material/styles';

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

/** An image from the CMS, or the SPEC's 'Imagen no disponible' placeholder in the same box. */
export function CmsImage({ src, alt, width, height, priority = false, sx }: CmsImageProps) {
  const box: SxProps<Theme> = { width: '100%', aspectRatio: `${width} / ${height}`, display: 'block', objectFit: 'cover' };
  if (!src) {
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
      sx={[box, { height: 'auto', bgcolor: '#e8eef4' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
