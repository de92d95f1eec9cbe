import Box from '@mui/material/Box';
import { SATISFACTION_BOUNCE_MS, SATISFACTION_INTERVAL_MS } from '../pages/customer-experience/satisfaction-index-timing';
import { bandBlock, type BlockRenderer } from './block-renderer';
import { readIconAndColor, readStat, readUseCase } from './read-block-elements';
import {
  flag,
  items,
  lines,
  optionalText,
  requiredIcon,
  requiredImage,
  requiredInteger,
  requiredMedia,
  requiredText,
  type BlockFields,
} from './read-block-fields';
import { lazyView } from '@site/shared/hydration';

const SatisfactionIndex = lazyView(() => import('../pages/customer-experience/satisfaction-index'), 'SatisfactionIndex');
const AutomationAreas = lazyView(() => import('../pages/productivity/automation-areas'), 'AutomationAreas');
const AudienceDashboard = lazyView(() => import('../pages/services/audience-measurement/audience-dashboard'), 'AudienceDashboard');
const DatabaseEngines = lazyView(() => import('../pages/services/cloud/database-engines'), 'DatabaseEngines');
const DatabaseOfferings = lazyView(() => import('../pages/services/cloud/database-offerings'), 'DatabaseOfferings');
const MigrationComparison = lazyView(() => import('../pages/services/cloud/migration-comparison'), 'MigrationComparison');
const PlanCards = lazyView(() => import('../pages/services/content-management/plan-cards'), 'PlanCards');
const ApplicationGroups = lazyView(() => import('../pages/services/digital-signage/application-groups'), 'ApplicationGroups');
const ImplementationsSlideshow = lazyView(() => import('../pages/services/digital-signage/implementations-slideshow'), 'ImplementationsSlideshow');
const StatCards = lazyView(() => import('../sections/stat-cards'), 'StatCards');

// The service pages' own bands, each drawn by the component the page was written with.

/**
 * blocks.satisfaction-index: figures, then the animated satisfaction faces (customer experience).
 * Interactive: the highlighted face moves on a timer, which only hydration starts.
 */
const satisfactionIndex = bandBlock(
  (fields) => (
    <>
      <StatCards stats={items(fields, 'stats', readStat)} />
      <Box sx={{ mt: { xs: 4, md: 6 }, maxWidth: 760, mx: 'auto' }}>
        <SatisfactionIndex
          title={requiredText(fields, 'indexTitle')}
          caption={requiredText(fields, 'caption')}
          faces={items(fields, 'faces', (face, where) => ({ label: requiredText(face, 'label'), share: requiredText(face, 'share'), ...readIconAndColor(face, where) }))}
          intervalMs={SATISFACTION_INTERVAL_MS}
          bounceMs={SATISFACTION_BOUNCE_MS}
        />
      </Box>
    </>
  ),
  { interactive: true },
);

const readPlan = (plan: BlockFields) => ({
  title: requiredText(plan, 'title'),
  name: requiredText(plan, 'name'),
  description: requiredText(plan, 'description'),
  image: requiredImage(plan, 'image'),
  includes: lines(plan, 'includes'),
  highlighted: flag(plan, 'highlighted'),
});

const planCards = bandBlock((fields) => <PlanCards plans={items(fields, 'plans', readPlan)} />);

const readImplementation = (implementation: BlockFields) => ({
  title: requiredText(implementation, 'title'),
  client: requiredText(implementation, 'client'),
  description: requiredText(implementation, 'description'),
  image: requiredImage(implementation, 'image'),
});

const implementationsSlideshow = bandBlock(
  (fields) => <ImplementationsSlideshow cases={items(fields, 'implementations', readImplementation)} />,
  { interactive: true },
);

const applicationGroups = bandBlock((fields) => (
  <ApplicationGroups
    groups={items(fields, 'groups', (group) => ({
      title: requiredText(group, 'title'),
      description: requiredText(group, 'description'),
      cases: items(group, 'cases', readUseCase),
    }))}
  />
));

const automationAreas = bandBlock((fields) => (
  <AutomationAreas
    areas={items(fields, 'areas', (area, where) => ({
      title: requiredText(area, 'title'),
      icon: requiredIcon(area, 'icon', where),
      items: lines(area, 'items'),
    }))}
  />
));

const migrationComparison = bandBlock((fields) => (
  <MigrationComparison
    rows={items(fields, 'rows', (row) => ({
      topic: requiredText(row, 'topic'),
      onPremises: requiredText(row, 'onPremises'),
      cloud: requiredText(row, 'cloud'),
    }))}
  />
));

const readOffering = (offering: BlockFields, where: string) => ({
  icon: requiredIcon(offering, 'icon', where),
  title: requiredText(offering, 'title'),
  subtitle: requiredText(offering, 'subtitle'),
  description: requiredText(offering, 'description'),
  features: lines(offering, 'features'),
});

/** blocks.database-offerings: the managed database services, then the engines' logos (cloud). */
const databaseOfferings = bandBlock((fields) => {
  const engines = items(
    fields,
    'engines',
    (engine) => ({ name: requiredText(engine, 'name'), logo: requiredMedia(engine, 'logo').url, width: requiredInteger(engine, 'width') }),
    false,
  );
  return (
    <>
      <DatabaseOfferings offerings={items(fields, 'offerings', readOffering)} />
      {engines.length > 0 && <DatabaseEngines title={optionalText(fields, 'enginesTitle') ?? ''} engines={engines} />}
    </>
  );
});

const audienceDashboard = bandBlock((fields) => (
  <AudienceDashboard
    measures={items(fields, 'measures', (measure) => ({
      title: requiredText(measure, 'title'),
      precision: requiredText(measure, 'precision'),
      description: requiredText(measure, 'description'),
      breakdown: items(measure, 'breakdown', (share) => ({ label: requiredText(share, 'label'), share: requiredInteger(share, 'share') })),
    }))}
  />
));

export const serviceBlocks = {
  'blocks.satisfaction-index': satisfactionIndex,
  'blocks.plan-cards': planCards,
  'blocks.implementations-slideshow': implementationsSlideshow,
  'blocks.application-groups': applicationGroups,
  'blocks.automation-areas': automationAreas,
  'blocks.migration-comparison': migrationComparison,
  'blocks.database-offerings': databaseOfferings,
  'blocks.audience-dashboard': audienceDashboard,
} satisfies Record<string, BlockRenderer>;
