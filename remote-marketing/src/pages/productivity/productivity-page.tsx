import Box from '@mui/material/Box';
import { paths } from '@site/shared/routes';
import { BenefitList } from '../../sections/benefit-list';
import { ClosingBanner } from '../../sections/closing-banner';
import { CtaButton } from '@site/shared/ui/cta-button';
import { FeatureGrid } from '../../sections/feature-grid';
import { PageHero } from '../../sections/page-hero';
import { PageSection } from '../../sections/page-section';
import { SectionImg } from '../../sections/section-image';
import { StatCards } from '../../sections/stat-cards';
import { Seo } from '@site/shared/seo';
import { AutomationAreas } from './automation-areas';
import { automationAreas, capabilities, closingBanner, hero, results, workflowBenefits } from './productivity-content';

/** /productividad (SPEC §2.6). */
export default function ProductivityPage() {
  return (
    <>
      <Seo
        title="Productividad"
        description="Automatización de procesos, agendamiento inteligente, gestión documental, servicios cloud y asistente IA para empresas en Chile."
        path={paths.productivity}
        image={hero.image.src}
      />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} actions={hero.actions} image={hero.image} />
      <PageSection id="capacidades" eyebrow="Capacidades" title={capabilities.title} subtitle={capabilities.subtitle}>
        <FeatureGrid features={capabilities.features} />
      </PageSection>
      <PageSection
        id="automatizacion"
        eyebrow="Automatización"
        title={automationAreas.title}
        subtitle={automationAreas.subtitle}
        background="surface"
      >
        <AutomationAreas areas={automationAreas.areas} />
      </PageSection>
      <PageSection
        id="flujos-de-trabajo"
        eyebrow={workflowBenefits.eyebrow}
        title={workflowBenefits.title}
        subtitle={workflowBenefits.subtitle}
      >
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <SectionImg image={workflowBenefits.image} sx={{ width: '100%', borderRadius: 5, boxShadow: (theme) => theme.customShadows.image }} />
          <div>
            <BenefitList benefits={workflowBenefits.benefits} />
            <Box sx={{ mt: 4 }}>
              <CtaButton action={workflowBenefits.action} />
            </Box>
          </div>
        </Box>
      </PageSection>
      <PageSection id="resultados" eyebrow="Resultados" title={results.title} subtitle={results.subtitle} background="blue">
        <StatCards stats={results.stats} onDark />
      </PageSection>
      <ClosingBanner id="cierre" title={closingBanner.title} text={closingBanner.text} />
    </>
  );
}
