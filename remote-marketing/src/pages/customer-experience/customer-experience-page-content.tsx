import Box from '@mui/material/Box';
import { paths } from '@site/shared/routes';
import { CtaButton } from '@site/shared/ui/cta-button';
import { LinkCardGrid } from '../../components/link-card-grid';
import { sectionOf, type MarketingPageContent } from '../../sections/marketing-page';
import { StatCards } from '../../sections/stat-cards';
import {
  closingBanner,
  hero,
  inStore,
  integralExperience,
  outOfStore,
  SATISFACTION_BOUNCE_MS,
  SATISFACTION_INTERVAL_MS,
  satisfactionIndex,
} from './customer-experience-content';
import { SatisfactionIndex } from './satisfaction-index';

/** /experiencia-cliente (SPEC §2.5): the page, band by band. */
export const customerExperiencePage: MarketingPageContent = {
  seo: {
    title: 'Experiencia del Cliente',
    description:
      'Conecta con tu audiencia dentro y fuera de la tienda: señalización digital, Lift and Learn, medición de audiencia y asistente IA 24/7.',
    path: paths.customerExperience,
    image: hero.image.src,
  },
  hero,
  sections: [
    {
      kind: 'section',
      id: 'en-tienda',
      eyebrow: 'Dentro de la tienda',
      title: inStore.title,
      subtitle: inStore.subtitle,
      content: sectionOf(LinkCardGrid, { cards: inStore.cards, actionLabel: 'Conocer la solución' }),
    },
    {
      kind: 'section',
      id: 'fuera-de-tienda',
      eyebrow: 'Fuera de la tienda',
      title: outOfStore.title,
      subtitle: outOfStore.subtitle,
      background: 'surface',
      // The button sits closer to the cards than a band's usual action.
      content: (
        <>
          <LinkCardGrid cards={outOfStore.cards} actionLabel="Conocer la solución" columns={2} />
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
            <CtaButton action={outOfStore.action} />
          </Box>
        </>
      ),
    },
    {
      kind: 'section',
      id: 'experiencia-integral',
      eyebrow: 'Resultados',
      title: integralExperience.title,
      subtitle: integralExperience.subtitle,
      content: (
        <>
          <StatCards stats={integralExperience.stats} />
          <Box sx={{ mt: { xs: 4, md: 6 }, maxWidth: 760, mx: 'auto' }}>
            <SatisfactionIndex {...satisfactionIndex} intervalMs={SATISFACTION_INTERVAL_MS} bounceMs={SATISFACTION_BOUNCE_MS} />
          </Box>
        </>
      ),
    },
  ],
  closing: { id: 'cierre', ...closingBanner },
};
