// @ts-check
// The pages remote-content serves, declared here alone (docs/adding-a-page.md): its build exposes each
// record's module and publishes the records as pages.json beside its manifest, and the shell routes
// to them, lists them in its menus and sitemap, and decides their 404, from the live release's file.
import { definePages } from '@site/shared/pages';

// The CMS reads each page's browser code makes through the site's /api (the queries of its
// page-data.ts, from @site/shared/cms): the shell's proxy forwards these and nothing else of this remote's.
/** The fields, relations and media an article card or article shows. */
const cardFields = ['title', 'slug', 'description', 'featured'];
const articleRelations = { 'populate[categories]': ['true'], 'populate[cover]': ['true'], 'populate[author][populate][0]': ['avatar'] };
/** @type {import('@site/shared/pages').CmsRead} */
const categories = { collection: 'categories' };
/** @type {import('@site/shared/pages').CmsRead[]} */
const blogReads = [
  {
    collection: 'articles',
    params: {
      'fields[0]': cardFields,
      'fields[1]': cardFields,
      'fields[2]': cardFields,
      'fields[3]': cardFields,
      ...articleRelations,
      'filters[categories][name][$eq]': 'text',
      'filters[featured][$eq]': ['true'],
      'pagination[page]': 'page-number',
      'pagination[pageSize]': 'page-size',
    },
  },
  categories,
];
/** @type {import('@site/shared/pages').CmsRead[]} */
const articleReads = [{ collection: 'articles', params: { 'filters[slug][$eq]': 'slug', ...articleRelations } }];
/** @type {import('@site/shared/pages').CmsRead[]} */
const casesReads = [{ collection: 'cases', params: { populate: ['*'] } }, categories];
/** @type {import('@site/shared/pages').CmsRead[]} */
const caseReads = [{ collection: 'cases', params: { 'filters[id][$eq]': 'id', populate: ['*'] } }];
/** @type {import('@site/shared/pages').CmsRead[]} */
const resourcesReads = [{ collection: 'materiales', params: { populate: ['*'] } }, categories];
/** @type {import('@site/shared/pages').CmsRead[]} */
const privacyReads = [{ collection: 'privacy-policy', params: { populate: ['sections'] } }];

export const pages = definePages('content', [
  {
    key: 'blog',
    path: '/blog',
    module: './blog-page',
    file: './src/pages/blog/index.ts',
    cmsReads: blogReads,
    sitemap: 'page',
    menus: [
      {
        group: 'recursos',
        title: 'Blog',
        icon: 'MenuBookOutlined',
        description: 'Tendencias, guías y novedades de señalización digital y tecnología.',
        order: 10,
      },
    ],
  },
  {
    key: 'article',
    path: '/blog/:slug',
    module: './article-page',
    file: './src/pages/article/index.ts',
    cmsReads: articleReads,
    notFoundUnless: 'article',
    sitemap: {
      collection: 'articles',
      field: 'slug',
    },
  },
  {
    key: 'successCases',
    path: '/casos-exito',
    module: './success-cases-page',
    file: './src/pages/success-cases/index.ts',
    cmsReads: casesReads,
    sitemap: 'page',
    menus: [
      {
        group: 'recursos',
        title: 'Casos de Éxito',
        icon: 'EmojiEventsOutlined',
        description: 'Proyectos reales de clientes en retail, salud, educación y más.',
        order: 20,
      },
    ],
  },
  {
    key: 'successCase',
    path: '/casos-exito/:id',
    module: './success-case-page',
    file: './src/pages/success-case/index.ts',
    cmsReads: caseReads,
    notFoundUnless: 'successCase',
    sitemap: {
      collection: 'cases',
      field: 'id',
    },
  },
  {
    key: 'resources',
    path: '/recursos',
    module: './resources-page',
    file: './src/pages/resources/index.ts',
    cmsReads: resourcesReads,
    sitemap: 'page',
    menus: [
      {
        group: 'recursos',
        title: 'Materiales Descargables',
        icon: 'DescriptionOutlined',
        description: 'Fichas y briefs de nuestras soluciones para compartir con tu equipo.',
        order: 30,
      },
    ],
  },
  {
    // The privacy policy (issue 40): linked from every page's footer and from the forms, not a menu entry.
    key: 'privacy',
    path: '/privacidad',
    module: './privacy-page',
    file: './src/pages/privacy/index.ts',
    cmsReads: privacyReads,
    sitemap: 'page',
  },
]);
