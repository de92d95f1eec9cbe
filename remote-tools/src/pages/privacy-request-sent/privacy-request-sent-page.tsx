import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import { Seo } from '@site/shared/seo';
import { brandColors } from '@site/shared/theme';
import { MailSentBadge } from '../../components/mail-sent-badge';

/** After a rights request: the person confirms it from the e-mailed link. */
export default function PrivacyRequestSentPage() {
  return (
    <>
      <Seo title="Revisa tu correo" description="Confirma tu solicitud sobre tus datos personales desde el enlace que te enviamos." path={paths.privacyRequestSent} />
      <Box sx={{ bgcolor: brandColors.surface, py: { xs: 8, md: 12 } }}>
        <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
          <MailSentBadge />
          <Typography variant="h1" sx={{ color: brandColors.blue, mb: 2 }}>
            Revisa tu correo
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary', mb: 1.5 }}>
            Te enviamos un enlace para confirmar que la solicitud es tuya. Ábrelo y pulsa «Confirmar solicitud»: solo entonces
            la atendemos.
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 4 }}>
            El enlace sirve una sola vez y vence en el plazo que indica el correo. Si no lo ves en unos minutos, revisa la carpeta de spam o envía la solicitud de nuevo.
          </Typography>
          <Button component={RouterLink} to={paths.privacy} variant="contained" size="large">
            Volver a la Política de privacidad
          </Button>
        </Container>
      </Box>
    </>
  );
}
