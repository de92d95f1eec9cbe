/**
 * The marketing pages' blocks (the CMS's `page.blocks` dynamic zone, cms/src/components/blocks) as the
 * site reads them: for each block, which of its fields are media or components, and inside those,
 * which are again. Strapi's `populate=*` does not reach into a dynamic zone, so the page's read names
 * every one of them; the server's allowlist is made from the same table, so the two cannot drift
 * (page-blocks.test.ts checks the table against the CMS's schemas).
 */

/** A field to populate: a media field or a component without media of its own (`true`), or a component and what to populate inside it. */
export type FieldPopulate = true | { readonly [field: string]: FieldPopulate };

export const pageBlockPopulate = {
  'blocks.home-hero': { actions: true, image: true, thumbnails: { image: true } },
  'blocks.hero-image': { actions: true, image: true },
  'blocks.hero-video': { actions: true, videoWebm: true, videoMp4: true, poster: true },
  'blocks.hero-chat': { actions: true, messages: true },
  'blocks.feature-grid': { action: true, features: true },
  'blocks.benefit-list': { action: true, benefits: true },
  'blocks.stat-cards': { action: true, stats: true },
  'blocks.step-list': { action: true, steps: true },
  'blocks.use-case-grid': { action: true, useCases: { image: true }, stats: true },
  'blocks.link-cards': { action: true, cards: { image: true } },
  'blocks.benefit-columns': { concepts: { link: true } },
  'blocks.services-carousel': { services: { image: true } },
  'blocks.feature-split': { image: true, stats: true, action: true },
  'blocks.media-split': { stats: true, actions: true, image: true },
  'blocks.chat-split': { stats: true, messages: true },
  'blocks.partner-split': { logo: true, stats: true },
  'blocks.image-benefits': { image: true, benefits: true, benefitsAction: true },
  'blocks.image-text-use-cases': { action: true, image: true, useCases: { image: true } },
  'blocks.satisfaction-index': { action: true, stats: true, faces: true },
  'blocks.plan-cards': { action: true, plans: { image: true } },
  'blocks.implementations-slideshow': { action: true, implementations: { image: true } },
  'blocks.application-groups': { action: true, groups: { cases: { image: true } } },
  'blocks.automation-areas': { action: true, areas: true },
  'blocks.migration-comparison': { action: true, rows: true },
  'blocks.database-offerings': { action: true, offerings: true, engines: { logo: true } },
  'blocks.audience-dashboard': { action: true, measures: { breakdown: true } },
  'blocks.mission-vision': { action: true, statements: true },
  'blocks.team': {},
  'blocks.client-logos': {},
  'blocks.partners-carousel': {},
  'blocks.check-list': { action: true },
  'blocks.closing-banner': { action: true },
  'blocks.page-header': {},
  'blocks.podcast-episode': { cover: true },
} as const satisfies Record<`blocks.${string}`, Readonly<Record<string, FieldPopulate>>>;

/** A block's component name, as the dynamic zone's `__component` says it: `blocks.hero-video`. */
export type PageBlockName = keyof typeof pageBlockPopulate;

/** One parameter of the blocks' populate, in Strapi's bracket form. */
export type PageBlockPopulateParam = `populate[blocks][on][blocks.${string}]`;

function fieldParams(prefix: string, fields: Readonly<Record<string, FieldPopulate>>): string[] {
  return Object.entries(fields).flatMap(([field, inner]) =>
    inner === true ? [`${prefix}[populate][${field}]`] : fieldParams(`${prefix}[populate][${field}]`, inner),
  );
}

/**
 * Every block with what it holds populated: `populate[blocks][on][blocks.hero-image][populate][image]`,
 * `…[blocks.services-carousel][populate][services][populate][image]`, and the block alone
 * (`populate[blocks][on][blocks.team]`) for one without media or components. Each is sent as `true`.
 */
export const pageBlockPopulateParams: readonly PageBlockPopulateParam[] = Object.entries(pageBlockPopulate).flatMap(
  ([block, fields]) => {
    const prefix = `populate[blocks][on][${block}]`;
    const params = fieldParams(prefix, fields);
    return (params.length > 0 ? params : [prefix]) as PageBlockPopulateParam[];
  },
);
