// @ts-check
// The pages remote-content serves, declared here alone (docs/adding-a-page.md): its build exposes each
// record's module and publishes the records as pages.json beside its manifest, and the shell routes
// to them, lists them in its menus and sitemap, and decides their 404, from the live release's file.
import { definePages } from '@site/shared/pages';

export const pages = definePages('content', [
  {
    key: 'blog',
    path: '/blog',
    module: './blog-page',
    file: './src/pages/blog/index.ts',
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
    sitemap: 'page',
  },
]);
