import type { MarketingPageEntry, PageBlock } from '@site/shared/cms';
import { Seo } from '@site/shared/seo';
import { Fragment, Suspense, type ReactNode } from 'react';
import type { BlockContext } from './block-renderer';
import { blockRendererOf } from './block-registry';
import { MissingBlockField } from './read-block-fields';

/** The keywords field: comma-separated, as the editors write it. */
const keywordsOf = (keywords: string | null): string[] | undefined => {
  const list = (keywords ?? '').split(',').map((keyword) => keyword.trim()).filter(Boolean);
  return list.length > 0 ? list : undefined;
};

/**
 * One block drawn, or null with a warning naming it: a block this remote does not know (a newer
 * CMS), or one missing a field it needs. The page stands without it.
 */
export function renderBlock(block: PageBlock, context: BlockContext): ReactNode {
  const render = blockRendererOf(block.component);
  if (!render) {
    console.warn(`[cms-page] ${context.where}: bloque desconocido, se omite`);
    return null;
  }
  try {
    return render(block.fields, context);
  } catch (error) {
    if (!(error instanceof MissingBlockField)) throw error;
    console.warn(`[cms-page] ${context.where}: ${error.message}, se omite el bloque`);
    return null;
  }
}

/**
 * A marketing page from the CMS: what search engines read (its SEO), then its blocks in order. The
 * first block is its hero (the page's largest paint); the one after it, the first band under it.
 */
export function CmsPageBlocks({ entry }: { entry: MarketingPageEntry }) {
  const { seo } = entry;
  return (
    <>
      <Seo
        title={seo.metaTitle}
        description={seo.metaDescription || undefined}
        keywords={keywordsOf(seo.keywords)}
        image={seo.socialImage?.url}
        path={entry.path}
      />
      {entry.blocks.map((block, index) => {
        const drawn = renderBlock(block, { where: `${block.component} #${block.id}`, first: index === 0, firstBand: index === 1 });
        const key = `${block.component}-${block.id}`;
        // The hero comes with the page; a block under it hydrates on its own, once its code and
        // icons are in (lazy-view.ts), and the page's does not wait for it.
        return index === 0 ? (
          <Fragment key={key}>{drawn}</Fragment>
        ) : (
          <Suspense key={key} fallback={null}>
            {drawn}
          </Suspense>
        );
      })}
    </>
  );
}
