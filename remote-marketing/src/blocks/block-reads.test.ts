import { clientLogosQuery, partnersQuery, teamMembersQuery, type MarketingPageEntry, type PageBlock } from '@site/shared/cms';
import { blockReadsOf } from './block-reads';

const block = (component: string, id: number): PageBlock => ({ component, id, fields: {} });
const entry = (blocks: PageBlock[]): MarketingPageEntry => ({
  documentId: 'a1b2c3d4e5f6g7h8i9j0k1l2',
  path: '/sobre-nosotros',
  title: 'Sobre Nosotros',
  seo: { metaTitle: 'Sobre Nosotros', metaDescription: 'Quiénes somos.', keywords: null, socialImage: null, noindex: false },
  blocks,
});

describe('blockReadsOf', () => {
  it('asks for the lists the page’s blocks show, each once, the team as a read the page stands without', () => {
    const reads = blockReadsOf(entry([block('blocks.hero-image', 1), block('blocks.team', 2), block('blocks.partners-carousel', 3), block('blocks.team', 4)]));
    expect(reads.map((read) => read.key)).toEqual([teamMembersQuery.key, partnersQuery.key]);
    expect(reads[0]?.optional).toBe(true);
  });

  it('asks for the client logos of a logo wall, and nothing for a page without such blocks or no page', () => {
    expect(blockReadsOf(entry([block('blocks.client-logos', 1)]))).toEqual([clientLogosQuery]);
    expect(blockReadsOf(entry([block('blocks.feature-grid', 1)]))).toEqual([]);
    expect(blockReadsOf(null)).toEqual([]);
  });
});
