import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** What a visitor sees while a page's code arrives: a calm spinner, no layout jump. */
export function PageLoading() {
  return (
    <Box role="status" aria-live="polite" data-page-loading sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Cargando la página" />
    </Box>
  );
}
