import { PageHero, videoBackground } from '../sections/page-hero';
import { ownFrameBlock, type BlockRenderer } from './block-renderer';
import { readChatMessage } from './read-block-elements';
import { items, links, optionalImage, optionalText, requiredMedia, requiredText } from './read-block-fields';
import { lazyView } from '@site/shared/hydration';

// The page hero, most pages' first block, comes with the page; the rarer openings (a chat beside
// the title, a plain header) in chunks of their own.
const ChatMockUp = lazyView(() => import('../sections/chat-mock-up'), 'ChatMockUp');
const PageHeader = lazyView(() => import('@site/shared/ui/page-header'), 'PageHeader');

// The blocks that open a page: its <h1> over brand blue, beside an image, a chat or over a video.

/** blocks.hero-image: PageHero with its image beside the text (loaded with priority). */
const heroImage: BlockRenderer = (fields) => (
  <PageHero
    title={requiredText(fields, 'title')}
    eyebrow={optionalText(fields, 'eyebrow')}
    subtitle={optionalText(fields, 'subtitle')}
    actions={links(fields, 'actions')}
    image={optionalImage(fields, 'image')}
  />
);

/** blocks.hero-video: PageHero over a looping video (WebM, then MP4) with its poster. */
const heroVideo: BlockRenderer = (fields) => (
  <PageHero
    title={requiredText(fields, 'title')}
    eyebrow={optionalText(fields, 'eyebrow')}
    subtitle={optionalText(fields, 'subtitle')}
    actions={links(fields, 'actions')}
    background={videoBackground(requiredMedia(fields, 'videoWebm').url, requiredMedia(fields, 'videoMp4').url, requiredMedia(fields, 'poster').url)}
  />
);

/** blocks.hero-chat: PageHero with a phone showing a sample chat beside the text. */
const heroChat: BlockRenderer = (fields) => (
  <PageHero
    title={requiredText(fields, 'title')}
    eyebrow={optionalText(fields, 'eyebrow')}
    subtitle={optionalText(fields, 'subtitle')}
    actions={links(fields, 'actions')}
    aside={
      <ChatMockUp
        assistantName={requiredText(fields, 'assistantName')}
        assistantStatus={optionalText(fields, 'assistantStatus')}
        ariaLabel={optionalText(fields, 'chatLabel')}
        inputPlaceholder={optionalText(fields, 'inputPlaceholder')}
        messages={items(fields, 'messages', readChatMessage)}
      />
    }
  />
);

/** blocks.page-header: a plain title band (the podcast's). */
const pageHeader: BlockRenderer = (fields) => <PageHeader title={requiredText(fields, 'title')} text={optionalText(fields, 'text')} />;

// Only the video's hero has something to operate (its pause button): the others are static content.
export const heroBlocks = {
  'blocks.hero-image': ownFrameBlock(heroImage),
  'blocks.hero-video': heroVideo,
  'blocks.hero-chat': ownFrameBlock(heroChat),
  'blocks.page-header': ownFrameBlock(pageHeader),
} satisfies Record<string, BlockRenderer>;
