// @ts-check
'use strict';

/**
 * Shapes of the seed data (JSDoc types: the data modules are checked by `// @ts-check`).
 * Field names are the content types' attribute names (SPEC §3). Relations are written by
 * name (article/case/material categories) or by slug (product categories); the seeding
 * module turns them into document ids. Media are written as paths relative to cms/seed-media/
 * (e.g. 'blog/medicion-audiencia-privacidad.webp'): the seed uploads each file once through
 * Strapi's upload service (src/seed/media.js) and links the entries to the uploaded files.
 *
 * @typedef {{ name: string }} CategorySeed
 *
 * @typedef {{ name: string, avatar?: string | null, linkedin?: string | null, email?: string | null }} AuthorSeed
 * @typedef {{
 *   title: string, slug: string, description: string, content: string,
 *   cover?: string | null, featured?: boolean, categories: string[], author: AuthorSeed
 * }} ArticleSeed
 *
 * @typedef {{ number?: number | null, text: string }} HighlightSeed
 * @typedef {{ title: string, description: string }} ResultSeed
 * @typedef {{
 *   title: string, company: string, description: string, image: string, categories: string[],
 *   highlight?: HighlightSeed | null,
 *   contentCompanyDescription: string, contentCompanyImage: string,
 *   outstandingTitle?: string | null, outstandingContent?: string | null, outstandingMedia?: string[],
 *   contentChallenges: string[], contentSolutions: string[],
 *   contentVideo?: string | null, contentResults?: ResultSeed[]
 * }} CaseSeed
 *
 * @typedef {{ title: string, description: string, file: string, categories: string[] }} MaterialSeed
 *
 * @typedef {{ slug: string, name: string }} ProductCategorySeed
 * @typedef {{
 *   slug: string, name: string, brand: string, description: string,
 *   resolution?: string | null, glow?: string | null, system?: string | null, operation?: string | null,
 *   features: string[], displaySizes: string[], images: string[], categories: string[]
 * }} ProductSeed
 *
 * @typedef {{
 *   name: string, role: string, photo: string, quote: string, email: string,
 *   linkedinUrl?: string | null, order: number
 * }} TeamMemberSeed
 */

module.exports = {};
