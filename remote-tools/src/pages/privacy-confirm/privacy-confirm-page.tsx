import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import {
  CONFIRM_TOKEN_FIELD,
  CONFIRM_TOKEN_PARAM,
  confirmOutcomeOf,
  PRIVACY_CONFIRM_STATE_KEY,
  type PrivacyConfirmState,
} from '@site/shared/privacy';
import { Seo } from '@site/shared/seo';
import { brandColors } from '@site/shared/theme';
import { useServedFormState } from '../../components/served-form-state';

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ bgcolor: brandColors.surface, py: { xs: 8, md: 12 } }}>
      <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={{ display: 'inline-grid', placeItems: 'center', width: 96, height: 96, mb: 3, borderRadius: '50%', bgcolor: brandColors.blue, color: 'common.white' }}
        >
          {icon}
        </Box>
        <Typography variant="h1" sx={{ color: brandColors.blue, mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

const lead = { fontSize: '1.1rem', color: 'text.secondary', mb: 3 } as const;

/**
 * `/privacidad/confirmar`: the page the e-mailed link opens. Its one button posts the token (a
 * POST form, so a mail scanner that follows the link confirms nothing), with scripts or without;
 * the server answers with `?estado=confirmada` or `?estado=invalido`, each its own page here.
 */
export default function PrivacyConfirmPage() {
  const { search } = useLocation();
  const served = useServedFormState<PrivacyConfirmState>(PRIVACY_CONFIRM_STATE_KEY);
  const outcome = confirmOutcomeOf(search);
  const token = served?.token ?? new URLSearchParams(search).get(CONFIRM_TOKEN_PARAM);
  const seo = <Seo title="Confirmar solicitud" description="Confirma tu solicitud sobre tus datos personales." path={paths.privacyConfirm} />;

  if (outcome === 'confirmada') {
    return (
      <>
        {seo}
        <Outcome icon={<CheckCircleOutlineRounded sx={{ fontSize: 48 }} />} title="Solicitud confirmada">
          <Typography sx={lead}>
            Gracias. Tu solicitud quedó confirmada y la responderemos dentro del plazo legal, al correo que nos dejaste.
          </Typography>
          <Button component={RouterLink} to={paths.privacy} variant="contained" size="large">
            Volver a la Política de privacidad
          </Button>
        </Outcome>
      </>
    );
  }

  if (outcome === 'invalido' || !token) {
    return (
      <>
        {seo}
        <Outcome icon={<LinkOffRounded sx={{ fontSize: 48 }} />} title="Enlace no válido">
          <Typography sx={lead}>
            {outcome === 'invalido'
              ? 'Este enlace no es válido: ya se usó, venció o no es uno de los que enviamos. Si aún quieres ejercer tus derechos, envía una nueva solicitud.'
              : 'Abre el enlace que te enviamos por correo para confirmar tu solicitud, o envía una nueva.'}
          </Typography>
          <Button component={RouterLink} to={paths.privacyRequest} variant="contained" size="large">
            Enviar una nueva solicitud
          </Button>
        </Outcome>
      </>
    );
  }

  return (
    <>
      {seo}
      <Outcome icon={<VerifiedUserOutlined sx={{ fontSize: 48 }} />} title="Confirma tu solicitud">
        <Typography sx={lead}>
          Pulsa el botón para confirmar que la solicitud sobre tus datos personales es tuya. Solo entonces la atendemos.
        </Typography>
        {served?.failure && (
          <Alert severity="error" sx={{ mb: 3, textAlign: 'left' }}>
            {served.failure}
          </Alert>
        )}
        {/* Posted by the browser itself: the server confirms and answers with the outcome's address. */}
        <form action={paths.privacyConfirm} method="post">
          <input type="hidden" name={CONFIRM_TOKEN_FIELD} value={token} />
          <Button type="submit" variant="contained" size="large">
            Confirmar solicitud
          </Button>
        </form>
      </Outcome>
    </>
  );
}
