import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Seo } from '@site/shared/seo';

/** Shown inside the layout when a remote cannot be loaded; the rest of the site keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxWidth="sm" component="section" role="alert" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Seo title="Sección no disponible" />
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'surface.warningTint',
          color: 'secondary.dark',
          fontSize: 36,
          fontWeight: 800,
        }}
      >
        !
      </Box>
      <Typography variant="h2" component="h1" gutterBottom>
        Esta sección no está disponible en este momento
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        No pudimos cargar esta parte del sitio. Puedes intentarlo de nuevo o seguir navegando por el resto
        de nuestras páginas.
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        Reintentar
      </Button>
    </Container>
  );
}
