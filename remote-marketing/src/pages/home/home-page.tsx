import { Seo } from '@site/shared/seo';
import { HydrateWhenVisible } from '@site/shared/ui/hydrate-when-visible';
import { lazy } from 'react';
import { BenefitsSection } from './benefits-section';
import { benefits, homeSeo } from './home-content';
import { HomeHero } from './home-hero';

/**
 * The sections below the first screen, in order: their code comes in one chunk of its own
 * and each hydrates when the visitor nears it (the server sends all of them in the page).
 */
const belowTheFold = (
  ['ServicesSection', 'ProcessSection', 'InStoreSection', 'AutomationSection', 'ProductsSection', 'ClientsSection', 'ClosingSection'] as const
).map((name) => ({ name, Section: lazy(() => import('./home-below-fold').then((sections) => ({ default: sections[name] }))) }));

/** / and /home: the landing page, as stacked sections (SPEC §2.4). */
export default function HomePage() {
  return (
    <>
      <Seo {...homeSeo} />
      <HomeHero />
      <BenefitsSection benefits={benefits} />
      {belowTheFold.map(({ name, Section }) => (
        <HydrateWhenVisible key={name}>
          <Section />
        </HydrateWhenVisible>
      ))}
    </>
  );
}
