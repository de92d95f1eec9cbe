import { bandBlock, ownFrameBlock, type BlockRenderer } from './block-renderer';
import { readIconAndColor } from './read-block-elements';
import { items, optionalLink, optionalText, readSectionFrame, requiredMedia, requiredText } from './read-block-fields';
import { lazyView } from '@site/shared/hydration';

const MissionVision = lazyView(() => import('../pages/about-us/mission-vision'), 'MissionVision');
const PartnersSection = lazyView(() => import('../pages/about-us/partners-section'), 'PartnersSection');
const TeamSection = lazyView(() => import('../pages/about-us/team-section'), 'TeamSection');
const PodcastEpisodeCard = lazyView(() => import('../pages/podcast/podcast-episode-card'), 'PodcastEpisodeCard');
const ClosingBanner = lazyView(() => import('../sections/closing-banner'), 'ClosingBanner');

// About us's and the podcast's blocks, and the closing banner every page ends with.

const missionVision = bandBlock((fields) => (
  <MissionVision statements={items(fields, 'statements', (statement, where) => ({ title: requiredText(statement, 'title'), text: requiredText(statement, 'text'), ...readIconAndColor(statement, where) }))} />
));

/** blocks.team: the CMS's team (TeamSection reads it; the band is left out when no one is published). */
const team: BlockRenderer = (fields) => <TeamSection frame={readSectionFrame(fields)} />;

/** blocks.partners-carousel: the CMS's partners (PartnersSection reads them; left out when none is published). */
const partnersCarousel: BlockRenderer = (fields) => <PartnersSection frame={readSectionFrame(fields)} />;

/** blocks.closing-banner: the last invitation (its button, when none is set: the consultation). */
const closingBanner: BlockRenderer = (fields) => (
  <ClosingBanner
    id={optionalText(fields, 'anchor')}
    title={requiredText(fields, 'title')}
    text={requiredText(fields, 'text')}
    action={optionalLink(fields, 'action')}
  />
);

/** blocks.podcast-episode: an episode's card, leading to where it plays. */
const podcastEpisode: BlockRenderer = (fields) => {
  const cover = requiredMedia(fields, 'cover');
  return (
    <PodcastEpisodeCard
      badge={optionalText(fields, 'badge')}
      listenLabel={optionalText(fields, 'listenLabel')}
      episode={{
        title: requiredText(fields, 'title'),
        description: requiredText(fields, 'description'),
        duration: requiredText(fields, 'duration'),
        publishedOn: requiredText(fields, 'publishedOn'),
        image: cover.url,
        imageAlt: cover.alt,
        videoUrl: requiredText(fields, 'url'),
      }}
    />
  );
};

export const companyBlocks = {
  'blocks.mission-vision': missionVision,
  'blocks.team': team,
  'blocks.partners-carousel': partnersCarousel,
  'blocks.closing-banner': ownFrameBlock(closingBanner),
  'blocks.podcast-episode': ownFrameBlock(podcastEpisode),
} satisfies Record<string, BlockRenderer>;
