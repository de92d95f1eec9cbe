import Box from '@mui/material/Box';
import { CtaButton } from '@site/shared/ui/cta-button';
import { bandBlock, type BlockRenderer } from './block-renderer';
import { readBenefit, readFeature, readStat, readStep, readUseCase } from './read-block-elements';
import {
  backgroundOf,
  columnsOf,
  flag,
  items,
  lines,
  optionalInteger,
  optionalLink,
  optionalText,
  readFrame,
  requiredImage,
  requiredText,
  type BlockFields,
} from './read-block-fields';
import { Band } from '../sections/marketing-page';
import { lazyView } from '@site/shared/hydration';

const LinkCardGrid = lazyView(() => import('../components/link-card-grid'), 'LinkCardGrid');
const BenefitList = lazyView(() => import('../sections/benefit-list'), 'BenefitList');
const CheckList = lazyView(() => import('../sections/check-list'), 'CheckList');
const FeatureGrid = lazyView(() => import('../sections/feature-grid'), 'FeatureGrid');
const StatCards = lazyView(() => import('../sections/stat-cards'), 'StatCards');
const StepList = lazyView(() => import('../sections/step-list'), 'StepList');
const UseCaseGrid = lazyView(() => import('../sections/use-case-grid'), 'UseCaseGrid');

// The bands of cards: a PageSection around one of the sections' grids or lists.

const onDark = (fields: BlockFields) => backgroundOf(fields) === 'blue';

const featureGrid = bandBlock((fields) => (
  <FeatureGrid features={items(fields, 'features', readFeature)} columns={columnsOf(fields)} onDark={onDark(fields)} />
));

const benefitList = bandBlock((fields) => {
  const columns = optionalInteger(fields, 'columns');
  return (
    <BenefitList
      benefits={items(fields, 'benefits', readBenefit)}
      columns={columns === 1 || columns === 2 || columns === 3 ? columns : undefined}
      onDark={onDark(fields)}
    />
  );
});

const statCards = bandBlock((fields) => (
  <StatCards
    stats={items(fields, 'stats', readStat)}
    columns={columnsOf(fields)}
    ariaLabel={optionalText(fields, 'ariaLabel')}
    onDark={onDark(fields)}
  />
));

const stepList = bandBlock((fields) => <StepList steps={items(fields, 'steps', readStep)} />);

/** Use cases, and optionally figures under them (the internal communications' dashboard). */
const useCaseGrid = bandBlock((fields) => {
  const stats = items(fields, 'stats', readStat, false);
  return (
    <>
      <UseCaseGrid useCases={items(fields, 'useCases', readUseCase)} columns={columnsOf(fields)} />
      {stats.length > 0 && (
        <Box sx={{ mt: { xs: 4, md: 6 } }}>
          <StatCards stats={stats} ariaLabel={optionalText(fields, 'statsLabel')} onDark={onDark(fields)} />
        </Box>
      )}
    </>
  );
});

const readLinkCard = (card: BlockFields) => ({
  title: requiredText(card, 'title'),
  description: requiredText(card, 'description'),
  image: requiredImage(card, 'image'),
  route: requiredText(card, 'href'),
});

/** Link cards; their action sits closer to the cards than a band's usual one (customer experience). */
const linkCards: BlockRenderer = (fields, context) => {
  const action = optionalLink(fields, 'action');
  const content = (
    <>
      <LinkCardGrid cards={items(fields, 'cards', readLinkCard)} actionLabel={requiredText(fields, 'cardActionLabel')} columns={columnsOf(fields)} />
      {action && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 4, md: 6 } }}>
          <CtaButton action={action} onDark={onDark(fields)} />
        </Box>
      )}
    </>
  );
  return <Band band={{ kind: 'section', ...readFrame(fields), action: undefined, content }} first={context.firstBand} />;
};

const checkList = bandBlock((fields) => <CheckList items={lines(fields, 'items')} dense={flag(fields, 'dense')} onDark={onDark(fields)} />);

export const cardBlocks = {
  'blocks.feature-grid': featureGrid,
  'blocks.benefit-list': benefitList,
  'blocks.stat-cards': statCards,
  'blocks.step-list': stepList,
  'blocks.use-case-grid': useCaseGrid,
  'blocks.link-cards': linkCards,
  'blocks.check-list': checkList,
} satisfies Record<string, BlockRenderer>;
