// @ts-check
// The pages remote-tools serves, declared here alone (docs/adding-a-page.md): its build exposes each
// record's module and publishes the records as pages.json beside its manifest, and the shell routes
// to them, lists them in its menus and sitemap, and decides their 404, from the live release's file.
import { definePages } from '@site/shared/pages';

// The CMS reads each page's browser code makes through the site's /api (its page-data.ts): the
// shell's proxy forwards these and nothing else of this remote's.
/** @type {import('@site/shared/pages').CmsRead[]} */
const privacyPolicyReads = [{ collection: 'privacy-policy', params: { populate: ['sections'] } }];

export const pages = definePages('tools', [
  {
    key: 'signatures',
    path: '/sobre-nosotros/firmas',
    module: './signatures-page',
    file: './src/pages/signatures/index.ts',
    cmsReads: [{ collection: 'team-members', params: { populate: ['*'] } }],
    sitemap: 'none',
    noindex: true,
  },
  {
    key: 'contact',
    path: '/contacto',
    module: './contact-page',
    file: './src/pages/contact/index.ts',
    cmsReads: privacyPolicyReads,
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
  {
    key: 'privacyRequest',
    path: '/privacidad/solicitud',
    module: './privacy-request-page',
    file: './src/pages/privacy-request/index.ts',
    cmsReads: privacyPolicyReads,
    sitemap: 'none',
    noindex: true,
  },
  {
    key: 'privacyRequestSent',
    path: '/privacidad/solicitud/enviada',
    module: './privacy-request-sent-page',
    file: './src/pages/privacy-request-sent/privacy-request-sent-page.tsx',
    sitemap: 'none',
    noindex: true,
  },
  {
    key: 'privacyConfirm',
    path: '/privacidad/confirmar',
    module: './privacy-confirm-page',
    file: './src/pages/privacy-confirm/privacy-confirm-page.tsx',
    sitemap: 'none',
    noindex: true,
  },
]);
