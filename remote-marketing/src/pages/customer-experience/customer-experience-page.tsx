import Box from '@mui/material/Box';
import { paths } from '@site/shared/routes';
import { ClosingBanner } from '../../sections/closing-banner';
import { CtaButton } from '@site/shared/ui/cta-button';
import { PageHero } from '../../sections/page-hero';
import { PageSection } from '../../sections/page-section';
import { StatCards } from '../../sections/stat-cards';
import { Seo } from '@site/shared/seo';
import { LinkCardGrid } from '../../components/link-card-grid';
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

/** /experiencia-cliente (SPEC §2.5). */
export default function CustomerExperiencePage() {
  return (
    <>
      <Seo
        title="Experiencia del Cliente"
        description="Conecta con tu audiencia dentro y fuera de la tienda: señalización digital, Lift and Learn, medición de audiencia y asistente IA 24/7."
        path={paths.customerExperience}
        image={hero.image.src}
      />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} actions={hero.actions} image={hero.image} />
      <PageSection id="en-tienda" eyebrow="Dentro de la tienda" title={inStore.title} subtitle={inStore.subtitle}>
        <LinkCardGrid cards={inStore.cards} actionLabel="Conocer la solución" />
      </PageSection>
      <PageSection
        id="fuera-de-tienda"
        eyebrow="Fuera de la tienda"
        title={outOfStore.title}
        subtitle={outOfStore.subtitle}
        background="surface"
      >
        <LinkCardGrid cards={outOfStore.cards} actionLabel="Conocer la solución" columns={2} />
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
          <CtaButton action={outOfStore.action} />
        </Box>
      </PageSection>
      <PageSection id="experiencia-integral" eyebrow="Resultados" title={integralExperience.title} subtitle={integralExperience.subtitle}>
        <StatCards stats={integralExperience.stats} />
        <Box sx={{ mt: { xs: 4, md: 6 }, maxWidth: 760, mx: 'auto' }}>
          <SatisfactionIndex
            {...satisfactionIndex}
            intervalMs={SATISFACTION_INTERVAL_MS}
            bounceMs={SATISFACTION_BOUNCE_MS}
          />
        </Box>
      </PageSection>
      <ClosingBanner id="cierre" title={closingBanner.title} text={closingBanner.text} />
    </>
  );
}
