import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useNavigate } from '@site/shared/router';
import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import { Seo } from '@site/shared/seo';
import { brandColors } from '@site/shared/theme';
import { CONTACT_FORM_ID, ContactForm } from './contact-form';
import { ContactInfoCards } from './contact-info-cards';
import { sendContactMessage } from './send-contact-message';
import { useScrollToAnchor } from './use-scroll-to-anchor';
import { StaticContent } from '@site/shared/ui/static-content';
import { bareList } from '@site/shared/ui/styles';
import { TwoColumns } from '../../components/two-columns';

const promises = [
  'Diagnóstico inicial sin costo',
  'Un asesor especialista en tu industria',
  'Propuesta a la medida de tu negocio',
];

/** 'Contáctanos': the form plus the side cards (SPEC §2.21). */
export default function ContactPage() {
  const navigate = useNavigate();
  useScrollToAnchor(CONTACT_FORM_ID);

  // The lead is stored by the site's server (issue 12: the SPEC's "collected, never sent" was a mock-up).
  const handleSent = useCallback(() => void navigate(paths.contactSuccess), [navigate]);

  return (
    <>
      <Seo
        title="Contáctanos"
        description={`Habla con un asesor de ${siteConfig.brandName}: señalización digital, gestión de contenidos, lift and learn, medición de audiencia, asistente IA y servicios cloud para tu empresa en Chile.`}
        path={paths.contact}
      />
      {/* The heading and the cards beside the form are text and links: adopted as the server drew them, not hydrated. */}
      <StaticContent onFirstScreen>
        <Box sx={{ bgcolor: brandColors.surface, py: { xs: 6, md: 9 } }}>
          <Container maxWidth="lg">
            <Typography
              component="p"
              sx={{ color: brandColors.orangeText, fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', mb: 1 }}
            >
              Hablemos
            </Typography>
            <Typography variant="h1" sx={{ color: brandColors.blue, mb: 2 }}>
              Contáctanos
            </Typography>
            <Typography variant="body1" sx={{ fontSize: '1.15rem', maxWidth: 720, color: 'text.secondary' }}>
              Cuéntanos qué quieres lograr con tus pantallas, tus contenidos o tus procesos. Un asesor revisará tu caso y
              te propondrá la solución que conecte mejor a tu marca con tu audiencia.
            </Typography>
            <Box
              component="ul"
              sx={{ ...bareList, mt: 3, display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 } }}
            >
              {promises.map((promise) => (
                <Box component="li" key={promise} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
                  <CheckCircleRounded aria-hidden sx={{ color: brandColors.orange }} />
                  {promise}
                </Box>
              ))}
            </Box>
          </Container>
        </Box>
      </StaticContent>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <TwoColumns columns="minmax(0, 2fr) minmax(0, 1fr)" gap={{ xs: 4, md: 5 }}>
          <ContactForm send={sendContactMessage} onSent={handleSent} />
          <StaticContent onFirstScreen>
            <ContactInfoCards />
          </StaticContent>
        </TwoColumns>
      </Container>
    </>
  );
}
