import Box from '@mui/material/Box';
import type { CmsMedia } from '@site/shared/cms';
import { useCmsImgSource } from '@site/shared/ui/cms-image';

interface AuthorAvatarProps {
  name: string;
  avatar: CmsMedia | null;
  /** Diameter in CSS pixels. */
  size: number;
}

/** The author's photo, or the SPEC's 'No img' circle when there is none or its file does not load. */
export function AuthorAvatar({ name, avatar, size }: AuthorAvatarProps) {
  const source = useCmsImgSource(avatar);
  const circle = { width: size, height: size, borderRadius: '50%', flexShrink: 0 } as const;
  if (source === null) {
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
      {...source}
      sizes={`${size}px`}
      alt={`Foto de ${name}`}
      width={size}
      height={size}
      loading="lazy"
      sx={{ ...circle, objectFit: 'cover' }}
    />
  );
}
