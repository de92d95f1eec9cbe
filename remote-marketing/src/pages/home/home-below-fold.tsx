import type { ReactNode } from 'react';
import { useClientLogos } from '@site/shared/cms';
import { ClosingBanner } from '../../sections/closing-banner';
import { PageSection } from '../../sections/page-section';
import { StepList } from '../../sections/step-list';
import { LinkCardGrid } from '../../components/link-card-grid';
import { ClientLogoWall } from './client-logo-wall';
import { FeatureSplit } from './feature-split';
import {
  automationSection,
  closingBanner,
  homeBands,
  inStoreIntelligence,
  productCards,
  services,
  steps,
} from './home-content';
import { ServicesCarousel } from './services-carousel';

// The home page's sections below the first screen, one chunk loaded apart from the page
// (home-page.tsx): each hydrates when the visitor comes near it.

/** A band of the home: its frame from homeBands around the given content. */
function homeBand(name: keyof typeof homeBands, content: ReactNode) {
  return function HomeBand() {
    return <PageSection {...homeBands[name]}>{content}</PageSection>;
  };
}

export const ServicesSection = homeBand('services', <ServicesCarousel services={services} label="Nuestros Servicios" />);

export const ProcessSection = homeBand('process', <StepList steps={steps} />);

export function InStoreSection() {
  return <FeatureSplit id="inteligencia-en-tienda" content={inStoreIntelligence} />;
}

export function AutomationSection() {
  return <FeatureSplit id="automatizacion" content={automationSection} reverse dark />;
}

export const ProductsSection = homeBand('products', <LinkCardGrid cards={productCards} actionLabel="Ver producto" />);

/**
 * The client logos are the CMS's (Clientes, in the editors' order): the server renders them with
 * what it read; with none published, or the CMS down and nothing kept, the band is left out.
 */
export function ClientsSection() {
  const { items } = useClientLogos();
  if (items.length === 0) return null;
  return <PageSection {...homeBands.clients}><ClientLogoWall clients={items} /></PageSection>;
}

export function ClosingSection() {
  return <ClosingBanner id="cierre" title={closingBanner.title} text={closingBanner.text} action={closingBanner.action} />;
}
