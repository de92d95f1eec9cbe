// @ts-check
// Every page of the site, declared once: one record per route (docs/adding-a-page.md).
// Derived from these records, and declared nowhere else:
// - the paths every link uses (`paths`, `routePatterns`: paths.ts);
// - each remote's `exposes` (exposed-modules.mjs, read by every remote's rspack config);
// - the shell's route table (route-table.ts) and its header and footer menus (menuGroups);
// - the server's page status, by the read that decides a 404 (shell/server/page-status.ts);
// - the sitemap and robots.txt (shell/server/sitemap.ts).
// Plain JavaScript because the rspack configs import it in Node; TypeScript reads the literal
// types through the JSDoc `const` below.

/**
 * The header's dropdown groups, in their order; the footer lists the same links. A page joins
 * one with a `menus` entry, in the order of the records below.
 */
export const menuGroupLabels = /** @type {const} */ ({
  soluciones: 'Soluciones',
  productos: 'Productos',
  servicios: 'Servicios',
  recursos: 'Recursos',
  sobre: 'Sobre',
});

/**
 * key: the page's name in `paths` (or `routePatterns` for a route with a parameter).
 * path: the route (SPEC §2.1); `:name` is a parameter.
 * remote, module, file: the remote that serves it, the module it exposes, and that module's file
 *   in the remote's folder (a CMS page's file is its folder's index, which adds the page's server
 *   data beside the component). Module names are a contract with deployed shells: keep them stable.
 * menus: where the header and footer list it (group, entry title and description, and a
 *   @mui/icons-material icon by name).
 * notFoundUnless: the CMS read that must find the entry, or the page answers 404 (a crawler must
 *   not index "not found" as content): an article by its slug, a success case by its id, or the
 *   product named by `?producto=`.
 * sitemap: 'page' (listed), 'none' (not listed), or the CMS collection whose entries it lists,
 *   one URL each, by the field that fills the route's parameter.
 * noindex: asks search engines not to index it (robots.txt too).
 */
export const pageRecords = /** @type {const} */ ([
  // / and /home show the same page (SPEC §2.1); / is the one in the sitemap.
  { key: 'home', path: '/home', remote: 'marketing', module: './home-page', file: './src/pages/home/home-page.tsx', sitemap: 'none' },
  { key: 'root', path: '/', remote: 'marketing', module: './home-page', file: './src/pages/home/home-page.tsx', sitemap: 'page' },
  {
    key: 'customerExperience',
    path: '/experiencia-cliente',
    remote: 'marketing',
    module: './customer-experience-page',
    file: './src/pages/customer-experience/customer-experience-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'soluciones',
        title: 'Experiencia del Cliente',
        icon: 'StorefrontOutlined',
        description: 'Conecta con tu audiencia dentro y fuera de la tienda con pantallas, interacción y datos.',
      },
    ],
  },
  {
    key: 'productivity',
    path: '/productividad',
    remote: 'marketing',
    module: './productivity-page',
    file: './src/pages/productivity/productivity-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'soluciones',
        title: 'Productividad',
        icon: 'TrendingUpOutlined',
        description: 'Impulsa tu productividad con automatización, servicios cloud y asistentes inteligentes.',
      },
    ],
  },
  {
    key: 'products',
    path: '/productos',
    remote: 'catalogue',
    module: './catalogue-page',
    file: './src/pages/catalogue/index.ts',
    notFoundUnless: 'product',
    sitemap: 'page',
    menus: [
      {
        group: 'productos',
        title: 'Catálogo de Pantallas',
        icon: 'TvOutlined',
        description: 'Pantallas interactivas, de señalización, LED y videowalls para cada espacio.',
      },
    ],
  },
  {
    key: 'digitalSignage',
    path: '/servicios/senalizacion-digital',
    remote: 'marketing',
    module: './digital-signage-page',
    file: './src/pages/services/digital-signage/digital-signage-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'servicios',
        title: 'Señalización Digital',
        icon: 'TvOutlined',
        description: 'Pantallas que informan, venden y sorprenden en cada punto de contacto.',
      },
    ],
  },
  {
    key: 'contentManagement',
    path: '/servicios/gestion-contenidos',
    remote: 'marketing',
    module: './content-management-page',
    file: './src/pages/services/content-management/content-management-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'productos',
        title: 'Señalización Cloud PLUS',
        icon: 'CloudSyncOutlined',
        description: 'Contenido administrado por expertos y monitoreo 24x7 de tu red de pantallas.',
      },
      {
        group: 'servicios',
        title: 'Gestión de Contenidos',
        icon: 'ViewQuiltOutlined',
        description: 'Planes LITE y PLUS: programamos, monitoreamos y renovamos tu contenido.',
      },
    ],
  },
  {
    key: 'liftAndLearn',
    path: '/servicios/lift-and-learn',
    remote: 'marketing',
    module: './lift-and-learn-page',
    file: './src/pages/services/lift-and-learn/lift-and-learn-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'productos',
        title: 'Lift & Learn',
        icon: 'PanToolOutlined',
        description: 'El producto que el cliente levanta activa su propio contenido en pantalla.',
      },
      {
        group: 'servicios',
        title: 'Lift and Learn',
        icon: 'PanToolOutlined',
        description: 'Experiencias interactivas que responden al producto en la mano del cliente.',
      },
    ],
  },
  {
    key: 'audienceMeasurement',
    path: '/servicios/medicion-audiencia',
    remote: 'marketing',
    module: './audience-measurement-page',
    file: './src/pages/services/audience-measurement/audience-measurement-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'productos',
        title: 'Medición de Audiencia',
        icon: 'InsightsOutlined',
        description: 'Edad, género y emoción de quienes miran tus pantallas, en tiempo real.',
      },
      {
        group: 'servicios',
        title: 'Medición de Audiencia',
        icon: 'InsightsOutlined',
        description: 'Analítica de audiencia con visión artificial para decidir con datos.',
      },
    ],
  },
  {
    key: 'internalCommunications',
    path: '/servicios/comunicaciones-internas',
    remote: 'marketing',
    module: './internal-communications-page',
    file: './src/pages/services/internal-communications/internal-communications-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'servicios',
        title: 'Comunicaciones Internas',
        icon: 'CampaignOutlined',
        description: 'Mantén a tu equipo informado con pantallas y contenidos corporativos.',
      },
    ],
  },
  {
    key: 'aiAssistant',
    path: '/servicios/asistente-ia',
    remote: 'marketing',
    module: './ai-assistant-page',
    file: './src/pages/services/ai-assistant/ai-assistant-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'servicios',
        title: 'Asistente IA',
        icon: 'SmartToyOutlined',
        description: 'Un asistente virtual que atiende, responde y automatiza 24/7.',
      },
    ],
  },
  {
    key: 'cloud',
    path: '/servicios/cloud',
    remote: 'marketing',
    module: './cloud-page',
    file: './src/pages/services/cloud/cloud-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'servicios',
        title: 'Implementación en la Nube',
        icon: 'CloudOutlined',
        description: 'Migramos y operamos tus sistemas y bases de datos en la nube.',
      },
    ],
  },
  {
    key: 'blog',
    path: '/blog',
    remote: 'content',
    module: './blog-page',
    file: './src/pages/blog/index.ts',
    sitemap: 'page',
    menus: [
      {
        group: 'recursos',
        title: 'Blog',
        icon: 'MenuBookOutlined',
        description: 'Tendencias, guías y novedades de señalización digital y tecnología.',
      },
    ],
  },
  {
    key: 'article',
    path: '/blog/:slug',
    remote: 'content',
    module: './article-page',
    file: './src/pages/article/index.ts',
    notFoundUnless: 'article',
    sitemap: { collection: 'articles', field: 'slug' },
  },
  {
    key: 'successCases',
    path: '/casos-exito',
    remote: 'content',
    module: './success-cases-page',
    file: './src/pages/success-cases/index.ts',
    sitemap: 'page',
    menus: [
      {
        group: 'recursos',
        title: 'Casos de Éxito',
        icon: 'EmojiEventsOutlined',
        description: 'Proyectos reales de clientes en retail, salud, educación y más.',
      },
    ],
  },
  {
    key: 'successCase',
    path: '/casos-exito/:id',
    remote: 'content',
    module: './success-case-page',
    file: './src/pages/success-case/index.ts',
    notFoundUnless: 'successCase',
    sitemap: { collection: 'cases', field: 'id' },
  },
  {
    key: 'resources',
    path: '/recursos',
    remote: 'content',
    module: './resources-page',
    file: './src/pages/resources/index.ts',
    sitemap: 'page',
    menus: [
      {
        group: 'recursos',
        title: 'Materiales Descargables',
        icon: 'DescriptionOutlined',
        description: 'Fichas y briefs de nuestras soluciones para compartir con tu equipo.',
      },
    ],
  },
  {
    key: 'podcast',
    path: '/podcast',
    remote: 'marketing',
    module: './podcast-page',
    file: './src/pages/podcast/podcast-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'recursos',
        title: 'Podcast',
        icon: 'PodcastsOutlined',
        description: 'Conversaciones sobre tecnología, innovación y transformación digital.',
      },
    ],
  },
  {
    key: 'aboutUs',
    path: '/sobre-nosotros',
    remote: 'marketing',
    module: './about-us-page',
    file: './src/pages/about-us/about-us-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'sobre',
        title: 'Sobre Nosotros',
        icon: 'GroupsOutlined',
        description: 'Nuestra misión, nuestros valores y el equipo detrás de cada proyecto.',
      },
    ],
  },
  {
    key: 'signatures',
    path: '/sobre-nosotros/firmas',
    remote: 'tools',
    module: './signatures-page',
    file: './src/pages/signatures/signatures-page.tsx',
    sitemap: 'none',
    noindex: true,
  },
  {
    key: 'contact',
    path: '/contacto',
    remote: 'tools',
    module: './contact-page',
    file: './src/pages/contact/contact-page.tsx',
    sitemap: 'page',
    menus: [
      {
        group: 'sobre',
        title: 'Contacto',
        icon: 'MailOutlined',
        description: 'Conversa con un asesor y solicita una consultoría sin costo.',
      },
    ],
  },
  {
    key: 'contactSuccess',
    path: '/contacto/exito',
    remote: 'tools',
    module: './contact-success-page',
    file: './src/pages/contact-success/contact-success-page.tsx',
    sitemap: 'none',
    noindex: true,
  },
]);
