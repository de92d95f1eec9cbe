import Box from '@mui/material/Box';
import type { CmsMedia } from '@site/shared/cms';
import { srcSetOf, useImageFailure } from '@site/shared/ui/cms-image';

interface AuthorAvatarProps {
  name: string;
  avatar: CmsMedia | null;
  /** Diameter in CSS pixels. */
  size: number;
}

/** The author's photo, or the SPEC's 'No img' circle when there is none or its file does not load. */
export function AuthorAvatar({ name, avatar, size }: AuthorAvatarProps) {
  const { failed, onError, checkLoaded } = useImageFailure(avatar?.url ?? null);
  const circle = { width: size, height: size, borderRadius: '50%', flexShrink: 0 } as const;
  if (!avatar || failed) {
    return (
      <Box
        role="img"
        aria-label={`${name}: sin foto`}
        sx={{
          ...circle,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'surface.placeholder',
          color: 'text.secondary',
          fontSize: size < 56 ? '0.65rem' : '0.8rem',
          fontWeight: 700,
        }}
      >
        <span aria-hidden="true">No img</span>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={avatar.url}
      srcSet={srcSetOf(avatar)}
      sizes={`${size}px`}
      alt={`Foto de ${name}`}
      width={size}
      height={size}
      loading="lazy"
      onError={onError}
      ref={checkLoaded}
      sx={{ ...circle, objectFit: 'cover' }}
    />
  );
}
