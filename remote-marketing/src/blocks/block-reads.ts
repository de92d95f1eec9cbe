import { clientLogosQuery, partnersQuery, teamMembersQuery, type CmsQuery, type MarketingPageEntry } from '@site/shared/cms';

/**
 * The CMS reads a block draws from besides the page itself (the lists editors keep apart and several
 * pages show), by the block's name: the server reads them with the page, so the block is in the HTML
 * it sends. Each is optional: without it, its band is left out and the page still stands.
 */
const readsOfBlock: Partial<Record<string, CmsQuery<unknown>>> = {
  'blocks.team': { ...teamMembersQuery, optional: true },
  'blocks.partners-carousel': partnersQuery,
  'blocks.client-logos': clientLogosQuery,
};

/** The reads the blocks of a page need, each once. */
export function blockReadsOf(entry: MarketingPageEntry | null): Array<CmsQuery<unknown>> {
  const reads = new Map<string, CmsQuery<unknown>>();
  for (const { component } of entry?.blocks ?? []) {
    const read = readsOfBlock[component];
    if (read) reads.set(read.key, read);
  }
  return [...reads.values()];
}
