import Box from '@mui/material/Box';
import { paths } from '@site/shared/routes';
import { CtaButton } from '@site/shared/ui/cta-button';
import { BenefitList } from '../../sections/benefit-list';
import { ImageBeside } from '../../sections/image-beside';
import { sectionOf, type MarketingPageContent } from '../../sections/marketing-page';
import { FeatureGrid } from '../../sections/feature-grid';
import { StatCards } from '../../sections/stat-cards';
import { AutomationAreas } from './automation-areas';
import { automationAreas, capabilities, closingBanner, hero, results, workflowBenefits } from './productivity-content';

/** /productividad (SPEC §2.6): the page, band by band. */
export const productivityPage: MarketingPageContent = {
  seo: {
    title: 'Productividad',
    description:
      'Automatización de procesos, agendamiento inteligente, gestión documental, servicios cloud y asistente IA para empresas en Chile.',
    path: paths.productivity,
    image: hero.image.src,
  },
  hero,
  sections: [
    {
      kind: 'section',
      id: 'capacidades',
      eyebrow: 'Capacidades',
      title: capabilities.title,
      subtitle: capabilities.subtitle,
      content: sectionOf(FeatureGrid, { features: capabilities.features }),
    },
    {
      kind: 'section',
      id: 'automatizacion',
      eyebrow: 'Automatización',
      title: automationAreas.title,
      subtitle: automationAreas.subtitle,
      background: 'surface',
      content: <AutomationAreas areas={automationAreas.areas} />,
    },
    {
      kind: 'section',
      id: 'flujos-de-trabajo',
      eyebrow: workflowBenefits.eyebrow,
      title: workflowBenefits.title,
      subtitle: workflowBenefits.subtitle,
      content: (
        <ImageBeside image={workflowBenefits.image} radius={5} shadow="image" gap={{ xs: 4, md: 6 }}>
          <BenefitList benefits={workflowBenefits.benefits} />
          <Box sx={{ mt: 4 }}>
            <CtaButton action={workflowBenefits.action} />
          </Box>
        </ImageBeside>
      ),
    },
    {
      kind: 'section',
      id: 'resultados',
      eyebrow: 'Resultados',
      title: results.title,
      subtitle: results.subtitle,
      background: 'blue',
      content: sectionOf(StatCards, { stats: results.stats, onDark: true }),
    },
  ],
  closing: { id: 'cierre', ...closingBanner },
};
