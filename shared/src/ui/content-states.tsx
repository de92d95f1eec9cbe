import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The spinner while a list loads; announced once to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-hidden="true" />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/** What a page shows when it has nothing to list (SPEC §8 empty states). */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 3,
        borderRadius: 4,
        bgcolor: 'grey.50',
        border: '1px dashed',
        borderColor: 'grey.300',
      }}
    >
      <Typography sx={{ fontSize: '1.1rem', fontWeight: 600, color: 'text.secondary' }}>{children}</Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
