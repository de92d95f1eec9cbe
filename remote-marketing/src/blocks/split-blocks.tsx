import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CtaButton } from '@site/shared/ui/cta-button';
import { bandBlock, ownFrameBlock, type BlockRenderer } from './block-renderer';
import { readBenefit, readChatMessage, readStat, readUseCase } from './read-block-elements';
import {
  backgroundOf,
  columnsOf,
  flag,
  items,
  lines,
  links,
  optionalImage,
  optionalLink,
  optionalText,
  paragraphs,
  requiredImage,
  requiredInteger,
  requiredLink,
  requiredMedia,
  requiredText,
  type BlockFields,
} from './read-block-fields';
import { lazyView } from '@site/shared/hydration';

const FeatureSplit = lazyView(() => import('../pages/home/feature-split'), 'FeatureSplit');
const PartnerPanel = lazyView(() => import('../pages/services/audience-measurement/partner-panel'), 'PartnerPanel');
const BenefitList = lazyView(() => import('../sections/benefit-list'), 'BenefitList');
const ChatMockUp = lazyView(() => import('../sections/chat-mock-up'), 'ChatMockUp');
const CheckList = lazyView(() => import('../sections/check-list'), 'CheckList');
const ImageBeside = lazyView(() => import('../sections/image-beside'), 'ImageBeside');
const MediaSplit = lazyView(() => import('../sections/media-split'), 'MediaSplit');
const StatCards = lazyView(() => import('../sections/stat-cards'), 'StatCards');
const UseCaseGrid = lazyView(() => import('../sections/use-case-grid'), 'UseCaseGrid');

// The blocks of text beside a picture: an image, a chat, a partner's panel.

/** Paragraphs beside the media: grey on white, spaced apart; on blue, each followed by room for what comes next. */
function Paragraphs({ texts, onDark = false }: { texts: string[]; onDark?: boolean }) {
  return texts.map((text, index) => (
    <Typography
      key={text}
      sx={{
        color: onDark ? 'onDark.body' : 'text.secondary',
        lineHeight: 1.8,
        fontSize: '1.05rem',
        ...(onDark ? { mb: 3 } : { mt: index > 0 ? 2 : 0 }),
      }}
    >
      {text}
    </Typography>
  ));
}

/** The split's common frame: its anchor, heading and background. */
const splitFrame = (fields: BlockFields) => ({
  id: requiredText(fields, 'anchor'),
  title: requiredText(fields, 'title'),
  eyebrow: optionalText(fields, 'eyebrow'),
  background: backgroundOf(fields),
});

/** blocks.feature-split: the home's image with figures over it beside a pitch, its list and its button. */
const featureSplit: BlockRenderer = (fields) => (
  <FeatureSplit
    id={requiredText(fields, 'anchor')}
    reverse={flag(fields, 'reverse')}
    dark={flag(fields, 'dark')}
    content={{
      eyebrow: optionalText(fields, 'eyebrow') ?? '',
      title: requiredText(fields, 'title'),
      description: requiredText(fields, 'description'),
      points: lines(fields, 'points'),
      image: requiredImage(fields, 'image'),
      stats: items(fields, 'stats', readStat, false),
      cta: requiredLink(fields, 'action'),
    }}
  />
);

/** The text of a split: paragraphs, a check list, figures. */
function splitText(fields: BlockFields, onDark: boolean, statColumns?: 2) {
  const points = lines(fields, 'points', false);
  const stats = items(fields, 'stats', readStat, false);
  return (
    <>
      <Paragraphs texts={paragraphs(fields, 'paragraphs', false)} onDark={onDark} />
      {points.length > 0 && (
        <Box sx={{ mt: onDark ? 0 : 3 }}>
          <CheckList items={points} onDark={onDark} />
        </Box>
      )}
      {stats.length > 0 && (
        <Box sx={{ mt: 4 }}>
          <StatCards stats={stats} onDark={onDark} columns={statColumns} ariaLabel={optionalText(fields, 'statsLabel')} />
        </Box>
      )}
    </>
  );
}

/** blocks.media-split: text beside an image. */
const mediaSplit: BlockRenderer = (fields) => {
  const frame = splitFrame(fields);
  return (
    <MediaSplit {...frame} image={optionalImage(fields, 'image')} reverse={flag(fields, 'reverse')} actions={links(fields, 'actions')}>
      {splitText(fields, frame.background === 'blue')}
    </MediaSplit>
  );
};

/** blocks.chat-split: text beside a phone with a sample chat (the HR assistant). */
const chatSplit: BlockRenderer = (fields) => {
  const frame = splitFrame(fields);
  return (
    <MediaSplit
      {...frame}
      reverse={flag(fields, 'reverse')}
      media={
        <ChatMockUp
          assistantName={requiredText(fields, 'assistantName')}
          ariaLabel={optionalText(fields, 'chatLabel')}
          messages={items(fields, 'messages', readChatMessage)}
        />
      }
    >
      {splitText(fields, frame.background === 'blue', 2)}
    </MediaSplit>
  );
};

/** blocks.partner-split: text beside the technology partner's logo and figures. */
const partnerSplit: BlockRenderer = (fields) => {
  const name = requiredText(fields, 'partnerName');
  const logo = requiredMedia(fields, 'logo');
  const panel = (
    <PartnerPanel
      name={name}
      logo={{ src: logo.url, alt: logo.alt || name, width: requiredInteger(fields, 'logoWidth'), height: requiredInteger(fields, 'logoHeight') }}
      stats={items(fields, 'stats', readStat, false)}
    />
  );
  return (
    <MediaSplit {...splitFrame(fields)} media={panel}>
      <Paragraphs texts={paragraphs(fields, 'paragraphs')} />
    </MediaSplit>
  );
};

/** blocks.image-benefits: a band of an image beside benefits and their button (productivity's workflows). */
const imageBenefits = bandBlock((fields) => {
  const action = optionalLink(fields, 'benefitsAction');
  return (
    <ImageBeside image={requiredImage(fields, 'image')} radius={5} shadow="image" gap={{ xs: 4, md: 6 }}>
      <BenefitList benefits={items(fields, 'benefits', readBenefit)} />
      {action && (
        <Box sx={{ mt: 4 }}>
          <CtaButton action={action} />
        </Box>
      )}
    </ImageBeside>
  );
});

/** blocks.image-text-use-cases: a band of an image beside paragraphs, then use cases (content creation). */
const imageTextUseCases = bandBlock((fields) => (
  <>
    <ImageBeside image={requiredImage(fields, 'image')} radius={4} shadow="imageStrong" gap={{ xs: 3, md: 6 }} mb={{ xs: 4, md: 6 }}>
      <Paragraphs texts={paragraphs(fields, 'paragraphs')} />
    </ImageBeside>
    <UseCaseGrid useCases={items(fields, 'useCases', readUseCase)} columns={columnsOf(fields)} />
  </>
));

export const splitBlocks = {
  'blocks.feature-split': ownFrameBlock(featureSplit),
  'blocks.media-split': ownFrameBlock(mediaSplit),
  'blocks.chat-split': ownFrameBlock(chatSplit),
  'blocks.partner-split': ownFrameBlock(partnerSplit),
  'blocks.image-benefits': imageBenefits,
  'blocks.image-text-use-cases': imageTextUseCases,
} satisfies Record<string, BlockRenderer>;
