import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@site/shared/routes';
import { ClosingBanner } from '../../../sections/closing-banner';
import { consultationCta, CtaButton } from '@site/shared/ui/cta-button';
import { FeatureGrid } from '../../../sections/feature-grid';
import { PageHero, videoBackground } from '../../../sections/page-hero';
import { PageSection } from '../../../sections/page-section';
import { StatCards } from '../../../sections/stat-cards';
import { StepList } from '../../../sections/step-list';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import { Seo } from '@site/shared/seo';
import { brandColors } from '@site/shared/theme';
import posterImage from './assets/signage-poster.webp';
import loopMp4 from './assets/signage-loop.mp4';
import loopWebm from './assets/signage-loop.webm';
import {
  applicationGroups,
  architectureSteps,
  implementations,
  screenTypes,
  signageBenefits,
} from './digital-signage-content';
import { ImplementationsSlideshow } from './implementations-slideshow';

/** /servicios/senalizacion-digital (SPEC §2.7). */
export default function DigitalSignagePage() {
  return (
    <>
      <Seo
        title="Señalización Digital"
        description="Diseñamos, instalamos y operamos redes de pantallas para retail, restaurantes, malls, empresas, salud y educación en todo Chile."
        keywords={['señalización digital', 'digital signage', 'pantallas publicitarias', 'video wall', 'pantallas LED', 'kioscos interactivos']}
        path={paths.digitalSignage}
        image={posterImage}
      />
      <PageHero
        eyebrow="Señalización Digital"
        title="Pantallas que Informan, Venden y Conectan"
        subtitle="Diseñamos, instalamos y operamos redes de pantallas para retail, restaurantes, malls y empresas: el mensaje correcto, en la pantalla correcta, en el momento justo."
        background={videoBackground(loopWebm, loopMp4, posterImage)}
        actions={[consultationCta, { label: 'Ver casos de éxito', to: paths.successCases, variant: 'secondary' }]}
      />
      <PageSection
        id="beneficios"
        eyebrow="Por qué invertir"
        title="Beneficios de la Señalización Digital"
        subtitle="Una red de pantallas bien gestionada no es decoración: es un canal de comunicación medible que trabaja por tu marca todo el día."
      >
        <StatCards stats={signageBenefits} />
      </PageSection>
      <PageSection
        id="aplicaciones"
        background="surface"
        eyebrow="Casos de aplicación"
        title="Una Solución para Cada Espacio"
        subtitle="Adaptamos formatos, contenidos y horarios a la realidad de cada industria."
      >
        <Box sx={{ display: 'grid', gap: { xs: 6, md: 8 } }}>
          {applicationGroups.map((group) => (
            <div key={group.title}>
              <Typography variant="h3" sx={{ color: brandColors.blue }}>
                {group.title}
              </Typography>
              <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{group.description}</Typography>
              <UseCaseGrid useCases={group.cases} columns={3} headingLevel={4} />
            </div>
          ))}
        </Box>
      </PageSection>
      <PageSection
        id="arquitectura"
        eyebrow="Cómo funciona"
        title="Arquitectura de la Solución"
        subtitle="Cuatro capas que trabajan juntas para que tus pantallas muestren siempre el contenido correcto."
      >
        <StepList steps={architectureSteps} />
      </PageSection>
      <PageSection
        id="pantallas"
        background="blue"
        eyebrow="Hardware"
        title="Tipos de Pantallas"
        subtitle="Elegimos contigo el formato que mejor se ve en tu espacio y en tu presupuesto."
      >
        <FeatureGrid features={screenTypes} onDark />
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <CtaButton action={{ label: 'Ver catálogo de productos', to: paths.products, variant: 'secondary' }} onDark />
        </Box>
      </PageSection>
      <PageSection
        id="implementaciones"
        background="surface"
        eyebrow="Proyectos"
        title="Nuestras Implementaciones"
        subtitle="Algunas de las redes de pantallas que diseñamos y operamos para nuestros clientes."
      >
        <ImplementationsSlideshow cases={implementations} />
      </PageSection>
      <ClosingBanner
        title="Lleva tu Marca a Cada Pantalla"
        text="Cuéntanos cuántos locales tienes y qué quieres comunicar: te proponemos la red de pantallas, los contenidos y la operación que necesitas."
      />
    </>
  );
}
