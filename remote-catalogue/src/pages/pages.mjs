// @ts-check
// The pages remote-catalogue serves, declared here alone (docs/adding-a-page.md): its build exposes each
// record's module and publishes the records as pages.json beside its manifest, and the shell routes
// to them, lists them in its menus and sitemap, and decides their 404, from the live release's file.
import { definePages } from '@site/shared/pages';

// The CMS reads each page's browser code makes through the site's /api (its queries in page-data.ts):
// the shell's proxy forwards these and nothing else of this remote's.
/** @type {import('@site/shared/pages').CmsRead[]} */
const catalogueReads = [
  { collection: 'products', params: { populate: ['*'] } },
  { collection: 'product-categories' },
];

export const pages = definePages('catalogue', [
  {
    key: 'products',
    path: '/productos',
    module: './catalogue-page',
    file: './src/pages/catalogue/index.ts',
    cmsReads: catalogueReads,
    notFoundUnless: 'product',
    sitemap: 'page',
    menus: [
      {
        group: 'productos',
        title: 'Catálogo de Pantallas',
        icon: 'TvOutlined',
        description: 'Pantallas interactivas, de señalización, LED y videowalls para cada espacio.',
        order: 10,
      },
    ],
  },
]);
