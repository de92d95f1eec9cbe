import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import { Seo } from '@site/shared/seo';
import { PageHydrated } from '../../federation/page-hydrated';

/** Designed 404 for unknown paths, inside the layout. */
export function NotFoundPage() {
  return (
    <Container maxWidth="md" component="section" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Seo title="Página no encontrada" description="La página que buscas no existe o cambió de dirección." />
      <PageHydrated page="shell:no-encontrada" />
      {/* Decorative figure: drawn as SVG so it is not read or contrast-checked as text. */}
      <Box
        component="svg"
        aria-hidden
        focusable="false"
        viewBox="0 0 300 110"
        sx={{ display: 'block', width: { xs: 220, md: 320 }, height: 'auto', mx: 'auto', color: 'primary.main', opacity: 0.15 }}
      >
        <text x="150" y="100" textAnchor="middle" fontSize="120" fontWeight="800" fill="currentColor">
          404
        </text>
      </Box>
      <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
        Página no encontrada
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mb: 4 }}>
        La dirección que abriste no existe o cambió. Vuelve al inicio o conversa con un asesor: te ayudamos a
        encontrar lo que buscas.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={paths.root}>
          Volver al Inicio
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.contact}>
          Contactar a un asesor
        </Button>
      </Box>
    </Container>
  );
}
