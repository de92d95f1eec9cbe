import type { PageBlockName } from '@site/shared/cms';
import type { BlockRenderer } from './block-renderer';
import { cardBlocks } from './card-blocks';
import { companyBlocks } from './company-blocks';
import { heroBlocks } from './hero-blocks';
import { homeBlocks } from './home-blocks';
import { serviceBlocks } from './service-blocks';
import { splitBlocks } from './split-blocks';

/**
 * Every block the CMS's pages are made of (cms/src/components/blocks), by its component name, and how
 * the remote draws it. Imported statically: the server renders a page's blocks in one pass, with
 * every component at hand (no lazy chunk to wait for). Typed by the CMS's own list, so a block added
 * there and not here does not compile.
 */
export const blockRegistry: Record<PageBlockName, BlockRenderer> = {
  ...heroBlocks,
  ...homeBlocks,
  ...cardBlocks,
  ...splitBlocks,
  ...serviceBlocks,
  ...companyBlocks,
};

/** How to draw the block of this name, or undefined for one this remote does not know. */
export function blockRendererOf(name: string): BlockRenderer | undefined {
  return Object.hasOwn(blockRegistry, name) ? blockRegistry[name as PageBlockName] : undefined;
}
