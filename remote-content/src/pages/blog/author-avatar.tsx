import Box from '@mui/material/Box';

/** The author's photo, or the SPEC's 'No img' circle when there is none. */
export function AuthorAvatar({ name, avatarUrl, size }: { name: string; avatarUrl: string | null; size: number }) {
  const circle = { width: size, height: size, borderRadius: '50%', flexShrink: 0 } as const;
  if (!avatarUrl) {
    return (
      <Box
        role="img"
        aria-label={`${name}: sin foto`}
        sx={{
          ...circle,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#e8eef4',
          color: 'text.secondary',
          fontSize: size < 56 ? '0.65rem' : '0.8rem',
          fontWeight: 700,
        }}
      >
        <span aria-hidden="true">No img</span>
      </Box>
    );
  }
  return <Box component="img" src={avatarUrl} alt={`Foto de ${name}`} width={size} height={size} loading="lazy" sx={{ ...circle, objectFit: 'cover' }} />;
}
