import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@site/shared/routes';
import { BenefitList } from '../../../sections/benefit-list';
import { ClosingBanner } from '../../../sections/closing-banner';
import type { CtaLink } from '@site/shared/ui/cta-button';
import { FeatureGrid } from '../../../sections/feature-grid';
import { MediaSplit } from '../../../sections/media-split';
import { PageHero, videoBackground } from '../../../sections/page-hero';
import { PageSection } from '../../../sections/page-section';
import { StatCards } from '../../../sections/stat-cards';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import { Seo } from '@site/shared/seo';
import { siteConfig } from '@site/shared/config';
import loopMp4 from './assets/audience-loop.mp4';
import loopWebm from './assets/audience-loop.webm';
import posterImage from './assets/audience-poster.webp';
import { AudienceDashboard } from './audience-dashboard';
import { benefits, dashboardMeasures, features, partner, partnerStats, useCases } from './audience-measurement-content';

const proofOfConcept: CtaLink = { label: 'Solicitar prueba de concepto', to: paths.contact };

/** /servicios/medicion-audiencia (SPEC §2.10). */
export default function AudienceMeasurementPage() {
  return (
    <>
      <Seo
        title="Medición de Audiencia"
        description={`Medición de audiencia con visión artificial, impulsada por ${partner.name}: edad, emoción y género de quienes miran tus pantallas, de forma anónima y en tiempo real.`}
        keywords={['medición de audiencia', 'analítica de audiencia', 'visión artificial', 'digital signage', 'retail analytics']}
        path={paths.audienceMeasurement}
        image={posterImage}
      />
      <PageHero
        eyebrow="Medición de Audiencia"
        title="Conoce a Quien Mira tus Pantallas"
        subtitle="Visión artificial que mide cuántas personas ven tu contenido, cuánto tiempo lo miran y cómo reaccionan, de forma anónima y en tiempo real."
        background={videoBackground(loopWebm, loopMp4, posterImage)}
        actions={[proofOfConcept]}
      />
      <MediaSplit
        id="socio"
        eyebrow="Socio tecnológico"
        title={`Impulsado por ${partner.name}`}
        media={
          <Box
            sx={{
              p: { xs: 3, md: 5 },
              borderRadius: 5,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'border.light',
              boxShadow: (theme) => theme.customShadows.imageSoft,
            }}
          >
            <Box
              component="img"
              src={partner.logo}
              alt={partner.name}
              width={partner.logoWidth}
              height={partner.logoHeight}
              loading="lazy"
              sx={{ display: 'block', mx: 'auto', mb: 4, maxWidth: '100%', height: 'auto' }}
            />
            <StatCards stats={partnerStats} columns={2} ariaLabel={`Cifras de ${partner.name}`} />
          </Box>
        }
      >
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem' }}>
          {siteConfig.brandName} integra la plataforma de analítica de audiencia de {partner.name}, especialista en
          visión artificial para el retail y los medios fuera del hogar. Sus modelos procesan el video en el propio
          dispositivo y entregan solo datos agregados y anónimos.
        </Typography>
        <Typography sx={{ mt: 2, color: 'text.secondary', lineHeight: 1.8, fontSize: '1.05rem' }}>
          Nosotros nos encargamos de instalar los sensores, conectarlos a tus pantallas y convertir los datos en
          decisiones de contenido.
        </Typography>
      </MediaSplit>
      <PageSection
        id="caracteristicas"
        background="surface"
        eyebrow="Tecnología"
        title="Características"
        subtitle="Todo lo que necesitas para medir tu audiencia sin encuestas ni estimaciones."
      >
        <FeatureGrid features={features} />
      </PageSection>
      <PageSection id="beneficios" eyebrow="Resultados" title="Beneficios" maxWidth="md">
        <BenefitList benefits={benefits} />
      </PageSection>
      <PageSection
        id="dashboard"
        background="blue"
        eyebrow="Panel de control"
        title="Dashboard de Audiencia"
        subtitle="Tres mediciones con la precisión de nuestro socio tecnológico, en un panel que tu equipo entiende a primera vista."
      >
        <AudienceDashboard measures={dashboardMeasures} />
      </PageSection>
      <PageSection
        id="casos-de-uso"
        eyebrow="Aplicaciones"
        title="Casos de Uso"
        subtitle="Industrias donde conocer a la audiencia cambia la forma de comunicar."
      >
        <UseCaseGrid useCases={useCases} />
      </PageSection>
      <ClosingBanner
        title="Mide Antes de Decidir"
        text="Instalamos la medición en una de tus pantallas durante un mes y te mostramos, con datos reales, quién ve tu contenido."
        action={proofOfConcept}
      />
    </>
  );
}
