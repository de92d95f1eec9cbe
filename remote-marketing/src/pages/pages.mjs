// @ts-check
// The pages remote-marketing serves, declared here alone (docs/adding-a-page.md): its build exposes each
// record's module and publishes the records as pages.json beside its manifest, and the shell routes
// to them, lists them in its menus and sitemap, and decides their 404, from the live release's file.
// Every one is a page the marketing team keeps in the CMS, as blocks (issue 38), drawn by one module,
// ./cms-page, at the entry of its path; the pages editors add in the CMS are routed to it too.
import { definePages } from '@site/shared/pages';

// The CMS reads ./cms-page's browser code makes through the site's /api: a page by its path, whole
// (page-data.ts), and the lists its blocks draw (src/blocks/block-reads.ts). The shell's proxy
// forwards these and nothing else of this remote's.
/** @type {import('@site/shared/pages').CmsRead[]} */
const cmsPageReads = [
  { collection: 'pages', params: { 'filters[path][$eq]': 'page-path', populate: ['pagina'] } },
  { collection: 'team-members', params: { populate: ['*'] } },
  { collection: 'clients', params: { populate: ['*'] } },
  { collection: 'partners', params: { populate: ['*'] } },
];

export const pages = definePages('marketing', [
  // / and /home show the same page (SPEC §2.1); / is the one in the sitemap.
  {
    key: 'home',
    path: '/home',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'none',
  },
  {
    key: 'root',
    path: '/',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    // The module draws any page kept in the CMS: the shell also routes the pages editors make to it.
    editorPages: true,
  },
  {
    key: 'customerExperience',
    path: '/experiencia-cliente',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'soluciones',
        title: 'Experiencia del Cliente',
        icon: 'StorefrontOutlined',
        description: 'Conecta con tu audiencia dentro y fuera de la tienda con pantallas, interacción y datos.',
        order: 10,
      },
    ],
  },
  {
    key: 'productivity',
    path: '/productividad',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'soluciones',
        title: 'Productividad',
        icon: 'TrendingUpOutlined',
        description: 'Impulsa tu productividad con automatización, servicios cloud y asistentes inteligentes.',
        order: 20,
      },
    ],
  },
  {
    key: 'digitalSignage',
    path: '/servicios/senalizacion-digital',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'servicios',
        title: 'Señalización Digital',
        icon: 'TvOutlined',
        description: 'Pantallas que informan, venden y sorprenden en cada punto de contacto.',
        order: 10,
      },
    ],
  },
  {
    key: 'contentManagement',
    path: '/servicios/gestion-contenidos',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'productos',
        title: 'Señalización Cloud PLUS',
        icon: 'CloudSyncOutlined',
        description: 'Contenido administrado por expertos y monitoreo 24x7 de tu red de pantallas.',
        order: 20,
      },
      {
        group: 'servicios',
        title: 'Gestión de Contenidos',
        icon: 'ViewQuiltOutlined',
        description: 'Planes LITE y PLUS: programamos, monitoreamos y renovamos tu contenido.',
        order: 20,
      },
    ],
  },
  {
    key: 'liftAndLearn',
    path: '/servicios/lift-and-learn',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'productos',
        title: 'Lift & Learn',
        icon: 'PanToolOutlined',
        description: 'El producto que el cliente levanta activa su propio contenido en pantalla.',
        order: 30,
      },
      {
        group: 'servicios',
        title: 'Lift and Learn',
        icon: 'PanToolOutlined',
        description: 'Experiencias interactivas que responden al producto en la mano del cliente.',
        order: 30,
      },
    ],
  },
  {
    key: 'audienceMeasurement',
    path: '/servicios/medicion-audiencia',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'productos',
        title: 'Medición de Audiencia',
        icon: 'InsightsOutlined',
        description: 'Edad, género y emoción de quienes miran tus pantallas, en tiempo real.',
        order: 40,
      },
      {
        group: 'servicios',
        title: 'Medición de Audiencia',
        icon: 'InsightsOutlined',
        description: 'Analítica de audiencia con visión artificial para decidir con datos.',
        order: 40,
      },
    ],
  },
  {
    key: 'internalCommunications',
    path: '/servicios/comunicaciones-internas',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'servicios',
        title: 'Comunicaciones Internas',
        icon: 'CampaignOutlined',
        description: 'Mantén a tu equipo informado con pantallas y contenidos corporativos.',
        order: 50,
      },
    ],
  },
  {
    key: 'aiAssistant',
    path: '/servicios/asistente-ia',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'servicios',
        title: 'Asistente IA',
        icon: 'SmartToyOutlined',
        description: 'Un asistente virtual que atiende, responde y automatiza 24/7.',
        order: 60,
      },
    ],
  },
  {
    key: 'cloud',
    path: '/servicios/cloud',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'servicios',
        title: 'Implementación en la Nube',
        icon: 'CloudOutlined',
        description: 'Migramos y operamos tus sistemas y bases de datos en la nube.',
        order: 70,
      },
    ],
  },
  {
    key: 'podcast',
    path: '/podcast',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'recursos',
        title: 'Podcast',
        icon: 'PodcastsOutlined',
        description: 'Conversaciones sobre tecnología, innovación y transformación digital.',
        order: 40,
      },
    ],
  },
  {
    key: 'aboutUs',
    path: '/sobre-nosotros',
    module: './cms-page',
    file: './src/pages/cms-page/index.ts',
    cmsReads: cmsPageReads,
    sitemap: 'page',
    menus: [
      {
        group: 'sobre',
        title: 'Sobre Nosotros',
        icon: 'GroupsOutlined',
        description: 'Nuestra misión, nuestros valores y el equipo detrás de cada proyecto.',
        order: 10,
      },
    ],
  },
]);
