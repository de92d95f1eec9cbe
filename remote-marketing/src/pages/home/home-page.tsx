import { paths } from '@site/shared/routes';
import { ClosingBanner } from '../../sections/closing-banner';
import { PageSection } from '../../sections/page-section';
import { StepList } from '../../sections/step-list';
import { Seo } from '@site/shared/seo';
import { BenefitsSection } from './benefits-section';
import { ClientLogoWall } from './client-logo-wall';
import { FeatureSplit } from './feature-split';
import { HomeHero } from './home-hero';
import {
  automationSection,
  benefits,
  clients,
  closingBanner,
  heroSlide,
  inStoreIntelligence,
  productCards,
  services,
  SERVICES_SECTION_ID,
  steps,
} from './home-content';
import { ProductGrid } from './product-grid';
import { ServicesCarousel } from './services-carousel';

/** / and /home: the landing page, as stacked sections (SPEC §2.4). */
export default function HomePage() {
  return (
    <>
      <Seo
        title="Cartelería digital, automatización e inteligencia artificial"
        description="Cartelería digital, medición de audiencia, Lift & Learn, asistente IA y servicios cloud para empresas en Chile. Solicita una consultoría sin costo."
        path={paths.root}
        image={heroSlide.image.src}
      />
      <HomeHero />
      <BenefitsSection benefits={benefits} />
      <PageSection
        id={SERVICES_SECTION_ID}
        eyebrow="Servicios"
        title="Nuestros Servicios"
        subtitle="Soluciones completas, del hardware al contenido y los datos, para cada punto de contacto con tus clientes y tu equipo."
        background="surface"
      >
        <ServicesCarousel services={services} label="Nuestros Servicios" />
      </PageSection>
      <PageSection
        id="proceso"
        eyebrow="Cómo trabajamos"
        title="Estamos Contigo en Cada Paso"
        subtitle="Un solo equipo te acompaña desde la primera visita hasta la operación diaria de tu solución."
      >
        <StepList steps={steps} />
      </PageSection>
      <FeatureSplit id="inteligencia-en-tienda" content={inStoreIntelligence} />
      <FeatureSplit id="automatizacion" content={automationSection} reverse dark />
      <ProductGrid products={productCards} />
      <ClientLogoWall clients={clients} />
      <ClosingBanner id="cierre" title={closingBanner.title} text={closingBanner.text} action={closingBanner.action} />
    </>
  );
}
