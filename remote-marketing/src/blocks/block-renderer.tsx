import type { ReactNode } from 'react';
import { HydrateWhenVisible } from '@site/shared/ui/hydrate-when-visible';
import { StaticContent } from '@site/shared/ui/static-content';
import { Band } from '../sections/marketing-page';
import { readFrame, type BlockFields } from './read-block-fields';

/** Where a block stands on its page. */
export interface BlockContext {
  /** The block's name and place, for what a warning says: `blocks.feature-grid #3`. */
  where: string;
  /** The page's first block: its hero, whose image is the page's largest paint (loaded with priority). */
  first: boolean;
  /** The first band under the hero, which a tall screen shows at once (PageSection's `onFirstScreen`). */
  firstBand: boolean;
}

/**
 * How a block becomes the page's: its fields read into a section component's props, and the
 * component. It throws MissingBlockField when a field it needs is missing (the block is skipped).
 */
export type BlockRenderer = (fields: BlockFields, context: BlockContext) => ReactNode;

/**
 * Whether a block has something a visitor operates (a carousel's buttons and timer). Such a block
 * hydrates as the visitor nears it, and its code is fetched then; any other is static content: its
 * server HTML is adopted as it is, and its code is never fetched on a first load.
 */
export interface BlockOptions {
  interactive?: boolean;
}

/**
 * A block drawn as a page band (PageSection: anchor, eyebrow, heading, subtitle, background, and
 * its action under the content) around what `content` makes of the rest of its fields.
 */
export function bandBlock(content: (fields: BlockFields, context: BlockContext) => ReactNode, { interactive = false }: BlockOptions = {}): BlockRenderer {
  return (fields, context) => {
    const frame = readFrame(fields);
    return <Band band={{ kind: 'section', ...frame, interactive, content: content(fields, context) }} first={context.firstBand} />;
  };
}

/** A block that draws its own frame (a hero, a split, the closing banner), static or hydrated as a band is (PageSection). */
export function ownFrameBlock(render: BlockRenderer, { interactive = false }: BlockOptions = {}): BlockRenderer {
  return (fields, context) => {
    // Read now: a block missing a field is skipped before anything is drawn.
    const block = render(fields, context);
    const onFirstScreen = context.first || context.firstBand;
    return interactive ? (
      <HydrateWhenVisible onFirstScreen={onFirstScreen}>
        {block}
      </HydrateWhenVisible>
    ) : (
      <StaticContent onFirstScreen={onFirstScreen}>{block}</StaticContent>
    );
  };
}
