import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@site/shared/router';
import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import { Seo } from '@site/shared/seo';
import { brandColors } from '@site/shared/theme';
import { MailSentBadge } from '../../components/mail-sent-badge';

/** Confirmation after the contact form (SPEC §2.21). */
export default function ContactSuccessPage() {
  return (
    <>
      <Seo
        title="Mensaje enviado"
        description={`Gracias por escribir a ${siteConfig.brandName}. Un asesor te responderá pronto.`}
        path={paths.contactSuccess}
      />
      <Box sx={{ bgcolor: brandColors.surface, py: { xs: 8, md: 12 } }}>
        <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
          <MailSentBadge />
          <Typography variant="h1" sx={{ color: brandColors.blue, mb: 2 }}>
            ¡Mensaje Enviado!
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 1.5 }}>
            Gracias por contactarnos. Recibimos tu mensaje y un asesor de {siteConfig.brandName} te responderá pronto.
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4 }}>
            Mientras tanto, revisa tu bandeja de entrada: te escribiremos al email corporativo que nos dejaste.
          </Typography>
          <Button
            component={RouterLink}
            to={paths.root}
            variant="contained"
            size="large"
            startIcon={<ArrowBackRounded />}
          >
            Volver al Inicio
          </Button>
        </Container>
      </Box>
    </>
  );
}
