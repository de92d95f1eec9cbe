import { paths } from '@site/shared/routes';
import { sectionOf, type MarketingPageContent } from '../../sections/marketing-page';
import { FeatureGrid } from '../../sections/feature-grid';
import { closingBanner, hero, statements, values } from './about-us-content';
import { MissionVision } from './mission-vision';
import { PartnersSection } from './partners-section';
import { TeamSection } from './team-section';

/** /sobre-nosotros (SPEC §2.18): the page, band by band. */
export const aboutUsPage: MarketingPageContent = {
  seo: {
    title: 'Sobre Nosotros',
    description:
      'Conoce la misión, la visión, los valores y el equipo detrás de nuestras soluciones de cartelería digital, datos e inteligencia artificial.',
    path: paths.aboutUs,
    image: hero.image.src,
  },
  hero,
  sections: [
    {
      kind: 'section',
      id: 'proposito',
      eyebrow: 'Nuestro propósito',
      title: 'Lo que nos mueve',
      subtitle: 'Más de diez años llevando tecnología a tiendas, clínicas, campus y oficinas de todo Chile.',
      content: <MissionVision statements={statements} />,
    },
    {
      kind: 'section',
      id: 'valores',
      eyebrow: 'Valores',
      title: 'Conoce Nuestro ADN',
      subtitle: 'Seis ideas que guían cómo trabajamos, con nuestros clientes y entre nosotros.',
      background: 'surface',
      content: sectionOf(FeatureGrid, { features: values, columns: 3 }),
    },
    // The team is the CMS's (TeamSection reads it; the band is left out when no one is published).
    { kind: 'own', content: <TeamSection /> },
    // The partners are the CMS's too (PartnersSection; left out when none is published).
    { kind: 'own', content: <PartnersSection /> },
  ],
  closing: { id: 'cierre', ...closingBanner },
};
