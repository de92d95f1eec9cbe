import Typography from '@mui/material/Typography';
import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import type { CtaLink } from '@site/shared/ui/cta-button';
import { featuresBand } from '../../../sections/features-band';
import { sectionOf, type MarketingPageContent } from '../../../sections/marketing-page';
import { BenefitList } from '../../../sections/benefit-list';
import { MediaSplit } from '../../../sections/media-split';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import { videoBackground } from '../../../sections/page-hero';
import loopMp4 from './assets/audience-loop.mp4';
import loopWebm from './assets/audience-loop.webm';
import posterImage from './assets/audience-poster.webp';
import { AudienceDashboard } from './audience-dashboard';
import { benefits, dashboardMeasures, features, partner, useCases } from './audience-measurement-content';
import { PartnerPanel, visionaPartner } from './partner-panel';

const proofOfConcept: CtaLink = { label: 'Solicitar prueba de concepto', to: paths.contact };

/** /servicios/medicion-audiencia (SPEC §2.10): the page, band by band, under a looping video. */
export const audienceMeasurementPage: MarketingPageContent = {
  seo: {
    title: 'Medición de Audiencia',
    description: `Medición de audiencia con visión artificial, impulsada por ${partner.name}: edad, emoción y género de quienes miran tus pantallas, de forma anónima y en tiempo real.`,
    keywords: ['medición de audiencia', 'analítica de audiencia', 'visión artificial', 'digital signage', 'retail analytics'],
    path: paths.audienceMeasurement,
    image: posterImage,
  },
  hero: {
    eyebrow: 'Medición de Audiencia',
    title: 'Conoce a Quien Mira tus Pantallas',
    subtitle:
      'Visión artificial que mide cuántas personas ven tu contenido, cuánto tiempo lo miran y cómo reaccionan, de forma anónima y en tiempo real.',
    background: videoBackground(loopWebm, loopMp4, posterImage),
    actions: [proofOfConcept],
  },
  sections: [
    {
      kind: 'own',
      content: sectionOf(MediaSplit, {
        id: 'socio',
        eyebrow: 'Socio tecnológico',
        title: `Impulsado por ${partner.name}`,
        media: <PartnerPanel {...visionaPartner} />,
        children: (
          <>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem' }}>
              {siteConfig.brandName} integra la plataforma de analítica de audiencia de {partner.name}, especialista en
              visión artificial para el retail y los medios fuera del hogar. Sus modelos procesan el video en el propio
              dispositivo y entregan solo datos agregados y anónimos.
            </Typography>
            <Typography sx={{ mt: 2, color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem' }}>
              Nosotros nos encargamos de instalar los sensores, conectarlos a tus pantallas y convertir los datos en
              decisiones de contenido.
            </Typography>
          </>
        ),
      }),
    },
    featuresBand('Todo lo que necesitas para medir tu audiencia sin encuestas ni estimaciones.', features),
    { kind: 'section', id: 'beneficios', eyebrow: 'Resultados', title: 'Beneficios', maxWidth: 'md', content: sectionOf(BenefitList, { benefits }) },
    {
      kind: 'section',
      id: 'dashboard',
      background: 'blue',
      eyebrow: 'Panel de control',
      title: 'Dashboard de Audiencia',
      subtitle: 'Tres mediciones con la precisión de nuestro socio tecnológico, en un panel que tu equipo entiende a primera vista.',
      content: <AudienceDashboard measures={dashboardMeasures} />,
    },
    {
      kind: 'section',
      id: 'casos-de-uso',
      eyebrow: 'Aplicaciones',
      title: 'Casos de Uso',
      subtitle: 'Industrias donde conocer a la audiencia cambia la forma de comunicar.',
      content: sectionOf(UseCaseGrid, { useCases }),
    },
  ],
  closing: {
    title: 'Mide Antes de Decidir',
    text: 'Instalamos la medición en una de tus pantallas durante un mes y te mostramos, con datos reales, quién ve tu contenido.',
    action: proofOfConcept,
  },
};
