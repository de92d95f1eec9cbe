/**
 * The blocks a marketing page is made of (the CMS's `page.blocks` dynamic zone, cms/src/components/blocks),
 * by component name: remote-marketing's registry is typed by this list, so a block the CMS has and the
 * remote cannot draw does not compile (page-blocks.test.ts keeps the list equal to the CMS's schema).
 * The CMS itself populates a page whole when the site asks for `populate=pagina`
 * (cms/src/pages/page-populate.js).
 */
export const pageBlockNames = [
  'blocks.home-hero',
  'blocks.hero-image',
  'blocks.hero-video',
  'blocks.hero-chat',
  'blocks.feature-grid',
  'blocks.benefit-list',
  'blocks.stat-cards',
  'blocks.step-list',
  'blocks.use-case-grid',
  'blocks.link-cards',
  'blocks.benefit-columns',
  'blocks.services-carousel',
  'blocks.feature-split',
  'blocks.media-split',
  'blocks.chat-split',
  'blocks.partner-split',
  'blocks.image-benefits',
  'blocks.image-text-use-cases',
  'blocks.satisfaction-index',
  'blocks.plan-cards',
  'blocks.implementations-slideshow',
  'blocks.application-groups',
  'blocks.automation-areas',
  'blocks.migration-comparison',
  'blocks.database-offerings',
  'blocks.audience-dashboard',
  'blocks.mission-vision',
  'blocks.team',
  'blocks.client-logos',
  'blocks.partners-carousel',
  'blocks.check-list',
  'blocks.closing-banner',
  'blocks.page-header',
  'blocks.podcast-episode',
] as const;

export type PageBlockName = (typeof pageBlockNames)[number];
