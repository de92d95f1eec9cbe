// @ts-check
'use strict';

/**
 * Shapes of the seed data (JSDoc types: the data modules are checked by `// @ts-check`).
 * Field names are the content types' attribute names (SPEC §3). Relations are written by
 * name (article/case/material categories) or by slug (product categories); the seeding
 * module turns them into document ids. Every URL is site-relative (/media/...): the site
 * forwards /media to the CMS, which serves cms/public/.
 *
 * @typedef {{ name: string }} CategorySeed
 *
 * @typedef {{ name: string, avatarUrl?: string | null, linkedin?: string | null, email?: string | null }} AuthorSeed
 * @typedef {{
 *   title: string, slug: string, description: string, content: string,
 *   coverUrl?: string | null, featured?: boolean, categories: string[], author: AuthorSeed
 * }} ArticleSeed
 *
 * @typedef {{ number?: number | null, text: string }} HighlightSeed
 * @typedef {{ title: string, description: string }} ResultSeed
 * @typedef {{
 *   title: string, company: string, description: string, imageUrl: string, categories: string[],
 *   highlight?: HighlightSeed | null,
 *   contentCompanyDescription: string, contentCompanyImageUrl: string,
 *   outstandingTitle?: string | null, outstandingContent?: string | null, outstandingMedia?: string[],
 *   contentChallenges: string[], contentSolutions: string[],
 *   contentVideoUrl?: string | null, contentResults?: ResultSeed[]
 * }} CaseSeed
 *
 * @typedef {{ title: string, description: string, downloadUrl: string, categories: string[] }} MaterialSeed
 *
 * @typedef {{ slug: string, name: string }} ProductCategorySeed
 * @typedef {{
 *   slug: string, name: string, brand: string, description: string,
 *   resolution?: string | null, glow?: string | null, system?: string | null, operation?: string | null,
 *   features: string[], displaySizes: string[], imagesUrl: string[], categories: string[]
 * }} ProductSeed
 */

module.exports = {};
