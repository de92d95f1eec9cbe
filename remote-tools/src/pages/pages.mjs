// @ts-check
// The pages remote-tools serves, declared here alone (docs/adding-a-page.md): its build exposes each
// record's module and publishes the records as pages.json beside its manifest, and the shell routes
// to them, lists them in its menus and sitemap, and decides their 404, from the live release's file.
import { definePages } from '@site/shared/pages';

export const pages = definePages('tools', [
  {
    key: 'signatures',
    path: '/sobre-nosotros/firmas',
    module: './signatures-page',
    file: './src/pages/signatures/index.ts',
    sitemap: 'none',
    noindex: true,
  },
  {
    key: 'contact',
    path: '/contacto',
    module: './contact-page',
    file: './src/pages/contact/contact-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'sobre',
        title: 'Contacto',
        icon: 'MailOutlined',
        description: 'Conversa con un asesor y solicita una consultoría sin costo.',
        order: 20,
      },
    ],
  },
  {
    key: 'contactSuccess',
    path: '/contacto/exito',
    module: './contact-success-page',
    file: './src/pages/contact-success/contact-success-page.tsx',
    sitemap: 'none',
    noindex: true,
  },
]);
