import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { requestDeadlineText } from '@site/shared/cms/privacy-policy';
import { siteConfig } from '@site/shared/config';
import { Link as RouterLink, useNavigate } from '@site/shared/router';
import { paths } from '@site/shared/routes';
import { privacyRightDescriptions, privacyRights } from '@site/shared/privacy';
import { Seo } from '@site/shared/seo';
import { bareList, paperSurface } from '@site/shared/ui/styles';
import { PrivacyBand } from '../../components/privacy-band';
import { useServedPrivacyPolicy } from '@site/shared/cms/served-privacy-policy';
import { TwoColumns } from '../../components/two-columns';
import { PrivacyRequestForm } from './privacy-request-form';
import { sendPrivacyRequest } from './send-privacy-request';

const DEFAULT_DEADLINE_DAYS = 30;

/** `/privacidad/solicitud`: the form to exercise one's rights, beside what each right means and how a request is answered. */
export default function PrivacyRequestPage() {
  const navigate = useNavigate();
  const policy = useServedPrivacyPolicy();
  const privacyEmail = policy?.privacyEmail ?? siteConfig.contactEmail;
  const deadline = requestDeadlineText(policy?.requestDeadlineDays ?? DEFAULT_DEADLINE_DAYS);
  const handleSent = useCallback(() => void navigate(paths.privacyRequestSent), [navigate]);

  return (
    <>
      <Seo
        title="Solicitud sobre tus datos personales"
        description={`Pide a ${siteConfig.brandName} acceso, rectificación, supresión, oposición, portabilidad o bloqueo de tus datos personales.`}
        path={paths.privacyRequest}
      />
      <PrivacyBand title="Ejerce tus derechos sobre tus datos">
        <p style={{ margin: 0 }}>
          Puedes pedirnos ver, corregir, borrar o llevarte los datos personales que tenemos sobre ti, u oponerte a su uso. Te
          enviaremos un correo con un enlace para confirmar que la solicitud es tuya: solo entonces la atendemos, y te
          respondemos dentro de {deadline}.
        </p>
      </PrivacyBand>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <TwoColumns columns="minmax(0, 2fr) minmax(0, 1fr)" gap={{ xs: 4, md: 5 }}>
          <PrivacyRequestForm send={sendPrivacyRequest} onSent={handleSent} />
          <Box component="aside" aria-labelledby="privacy-rights-title" sx={{ ...paperSurface, borderColor: 'divider', borderRadius: 3, p: { xs: 3, sm: 4 } }}>
            <Typography id="privacy-rights-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              Tus derechos
            </Typography>
            <Box component="dl" sx={{ ...bareList, m: 0, display: 'grid', gap: 1.5 }}>
              {privacyRights.map((right) => (
                <div key={right}>
                  <Typography component="dt" sx={{ fontWeight: 700 }}>
                    {right}
                  </Typography>
                  <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                    {privacyRightDescriptions[right]}
                  </Typography>
                </div>
              ))}
            </Box>
            <Typography variant="body2" sx={{ mt: 3 }}>
              También puedes escribirnos a{' '}
              <MuiLink href={`mailto:${privacyEmail}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {privacyEmail}
              </MuiLink>
              . Si no quedas conforme con nuestra respuesta, puedes reclamar ante la Agencia de Protección de Datos Personales.
            </Typography>
            <Typography variant="body2" sx={{ mt: 2 }}>
              <MuiLink component={RouterLink} to={paths.privacy} sx={{ fontWeight: 600 }}>
                Lee nuestra Política de privacidad
              </MuiLink>
            </Typography>
          </Box>
        </TwoColumns>
      </Container>
    </>
  );
}
