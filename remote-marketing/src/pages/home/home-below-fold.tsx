import { ClosingBanner } from '../../sections/closing-banner';
import { PageSection } from '../../sections/page-section';
import { StepList } from '../../sections/step-list';
import { ClientLogoWall } from './client-logo-wall';
import { FeatureSplit } from './feature-split';
import {
  automationSection,
  clients,
  closingBanner,
  inStoreIntelligence,
  productCards,
  services,
  SERVICES_SECTION_ID,
  steps,
} from './home-content';
import { ProductGrid } from './product-grid';
import { ServicesCarousel } from './services-carousel';

// The home page's sections below the first screen, one chunk loaded apart from the page
// (home-page.tsx): each hydrates when the visitor comes near it.

export function ServicesSection() {
  return (
    <PageSection
      id={SERVICES_SECTION_ID}
      eyebrow="Servicios"
      title="Nuestros Servicios"
      subtitle="Soluciones completas, del hardware al contenido y los datos, para cada punto de contacto con tus clientes y tu equipo."
      background="surface"
    >
      <ServicesCarousel services={services} label="Nuestros Servicios" />
    </PageSection>
  );
}

export function ProcessSection() {
  return (
    <PageSection
      id="proceso"
      eyebrow="Cómo trabajamos"
      title="Estamos Contigo en Cada Paso"
      subtitle="Un solo equipo te acompaña desde la primera visita hasta la operación diaria de tu solución."
    >
      <StepList steps={steps} />
    </PageSection>
  );
}

export function InStoreSection() {
  return <FeatureSplit id="inteligencia-en-tienda" content={inStoreIntelligence} />;
}

export function AutomationSection() {
  return <FeatureSplit id="automatizacion" content={automationSection} reverse dark />;
}

export function ProductsSection() {
  return <ProductGrid products={productCards} />;
}

export function ClientsSection() {
  return <ClientLogoWall clients={clients} />;
}

export function ClosingSection() {
  return <ClosingBanner id="cierre" title={closingBanner.title} text={closingBanner.text} action={closingBanner.action} />;
}
