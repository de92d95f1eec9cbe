// @ts-check
// The pages remote-marketing serves, declared here alone (docs/adding-a-page.md): its build exposes each
// record's module and publishes the records as pages.json beside its manifest, and the shell routes
// to them, lists them in its menus and sitemap, and decides their 404, from the live release's file.
import { definePages } from '@site/shared/pages';

export const pages = definePages('marketing', [
  // / and /home show the same page (SPEC §2.1); / is the one in the sitemap.
  {
    key: 'home',
    path: '/home',
    module: './home-page',
    file: './src/pages/home/index.ts',
    sitemap: 'none',
  },
  {
    key: 'root',
    path: '/',
    module: './home-page',
    file: './src/pages/home/index.ts',
    sitemap: 'page',
  },
  {
    key: 'customerExperience',
    path: '/experiencia-cliente',
    module: './customer-experience-page',
    file: './src/pages/customer-experience/customer-experience-page.tsx',
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
    module: './productivity-page',
    file: './src/pages/productivity/productivity-page.tsx',
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
    module: './digital-signage-page',
    file: './src/pages/services/digital-signage/digital-signage-page.tsx',
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
    module: './content-management-page',
    file: './src/pages/services/content-management/content-management-page.tsx',
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
    module: './lift-and-learn-page',
    file: './src/pages/services/lift-and-learn/lift-and-learn-page.tsx',
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
    module: './audience-measurement-page',
    file: './src/pages/services/audience-measurement/audience-measurement-page.tsx',
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
    module: './internal-communications-page',
    file: './src/pages/services/internal-communications/internal-communications-page.tsx',
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
    module: './ai-assistant-page',
    file: './src/pages/services/ai-assistant/ai-assistant-page.tsx',
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
    module: './cloud-page',
    file: './src/pages/services/cloud/cloud-page.tsx',
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
    module: './podcast-page',
    file: './src/pages/podcast/podcast-page.tsx',
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
    module: './about-us-page',
    file: './src/pages/about-us/index.ts',
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
