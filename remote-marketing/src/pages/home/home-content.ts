import type { SectionIcon } from '../../sections/section-icons';
import AutoGraphOutlined from '@mui/icons-material/AutoGraphOutlined';
import DesignServicesOutlined from '@mui/icons-material/DesignServicesOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { brandColors, navy } from '@site/shared/theme';
import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import type { SeoProps } from '@site/shared/seo';
import type { CtaLink } from '@site/shared/ui/cta-button';
import type { PageSectionProps } from '../../sections/page-section';
import type { SectionImage } from '../../sections/section-image';
import type { Stat } from '../../sections/stat-cards';
import type { LinkCard } from '../../components/link-card-grid';
import type { Step } from '../../sections/step-list';
import automationImage from './assets/automation-ai.webp';
import heroImage from './assets/hero-main.webp';
import heroImage480 from './assets/hero-main-480.webp';
import heroImage720 from './assets/hero-main-720.webp';
import heroThumbAnalytics from './assets/hero-thumb-analytics.webp';
import heroThumbInteractive from './assets/hero-thumb-interactive.webp';
import inStoreImage from './assets/in-store-intelligence.webp';
import productAiImage from './assets/product-ai.webp';
import productAudienceImage from './assets/product-audience.webp';
import productCloudPlusImage from './assets/product-cloud-plus.webp';
import productLiftLearnImage from './assets/product-lift-learn.webp';
import serviceAiImage from './assets/service-ai-assistant.webp';
import serviceAudienceImage from './assets/service-audience-measurement.webp';
import serviceContentImage from './assets/service-content-management.webp';
import serviceSignageImage from './assets/service-digital-signage.webp';
import serviceLiftLearnImage from './assets/service-lift-and-learn.webp';

/** SPEC §4: the tagline's completions, every 3000 ms (SPEC §9). */
export const heroPhrases = ['la audiencia y la marca', 'el usuario y la tecnología', 'el consultor y el cliente'] as const;
export const HERO_PHRASE_INTERVAL_MS = 3000;

/** SPEC §3 hero slide: title, description, image, two thumbnails. */
export interface HeroSlide {
  tagline: string;
  title: string;
  description: string;
  image: SectionImage;
  thumbnails: [SectionImage & { caption: string }, SectionImage & { caption: string }];
}

export const heroSlide: HeroSlide = {
  tagline: 'Todo se trata de vínculos:',
  title: 'Pantallas, datos e inteligencia artificial que conectan tu marca con las personas',
  description:
    'Diseñamos, instalamos y operamos soluciones de cartelería digital, medición de audiencia y automatización para retail, salud, educación y empresas de todo Chile.',
  image: {
    src: heroImage,
    alt: 'Clientes frente a un videowall y dos tótems digitales que muestran una campaña de la marca',
    width: 960,
    height: 720,
    // The home's largest paint: phones fetch a copy of their size (scripts/make-image-renditions.mjs).
    renditions: [
      { src: heroImage480, width: 480 },
      { src: heroImage720, width: 720 },
    ],
  },
  thumbnails: [
    {
      src: heroThumbInteractive,
      alt: 'Mano tocando una pantalla interactiva',
      caption: 'Pantallas interactivas',
      width: 240,
      height: 180,
    },
    {
      src: heroThumbAnalytics,
      alt: 'Panel con gráficos de audiencia y cifras de atención',
      caption: 'Analítica en tiempo real',
      width: 240,
      height: 180,
    },
  ],
};

export type SolutionCategory = 'Experiencia del Cliente' | 'Productividad';

/** SPEC §3 benefit concept: title, icon, items. */
export interface BenefitConcept {
  title: string;
  icon: SectionIcon;
  description: string;
  items: string[];
  /** A route from `paths`, or the CMS's link. */
  href: string;
  linkLabel: string;
}

export const benefits: [BenefitConcept, BenefitConcept] = [
  {
    title: 'Experiencia del Cliente',
    icon: StorefrontOutlined,
    description: 'Cada visita a tu tienda, sucursal o mall es una oportunidad de sorprender, informar y vender más.',
    items: [
      'Señalización digital con contenido que cambia según la hora, el público y el stock',
      'Medición de audiencia anónima para saber quién mira y qué funciona',
      'Interacción en el punto de venta con pantallas táctiles y Lift & Learn',
      `${siteConfig.assistantName}, el asistente que atiende a tus clientes 24/7`,
    ],
    href: paths.customerExperience,
    linkLabel: 'Ver soluciones de Experiencia del Cliente',
  },
  {
    title: 'Impulsa tu productividad',
    icon: AutoGraphOutlined,
    description: 'Menos tareas repetitivas y más tiempo para lo que de verdad mueve a tu empresa.',
    items: [
      'Optimización de procesos con flujos de aprobación y reportes automáticos',
      'Automatización de documentos, agendas y comunicaciones internas',
      'Servicios cloud: migración, bases de datos administradas y respaldo',
      `${siteConfig.assistantName} para responder a tu equipo y a tus clientes sin esperas`,
    ],
    href: paths.productivity,
    linkLabel: 'Ver soluciones de Productividad',
  },
];

/** SPEC §3 service card; the AI assistant belongs to both categories (SPEC §2.4). */
export interface ServiceSlide {
  title: string;
  description: string;
  image: SectionImage;
  /** A route from `paths`, or the CMS's link. */
  route: string;
  categories: SolutionCategory[];
}

export const SERVICES_INTERVAL_MS = 5000;
export const SERVICES_SECTION_ID = 'nuestros-servicios';

export const services: ServiceSlide[] = [
  {
    title: 'Señalización Digital',
    description:
      'Pantallas, tótems y videowalls que informan, venden y sorprenden en cada punto de contacto. Programas campañas por tienda, horario o público desde una sola plataforma en la nube.',
    image: {
      src: serviceSignageImage,
      alt: 'Dos personas frente a un videowall de cuatro pantallas en un centro comercial',
      width: 960,
      height: 800,
    },
    route: paths.digitalSignage,
    categories: ['Experiencia del Cliente'],
  },
  {
    title: 'Gestión de Contenidos',
    description:
      'Con los planes LITE y PLUS nuestro equipo diseña, programa y renueva el contenido de tu red de pantallas, y la monitorea 24x7 para que nunca quede una pantalla en negro.',
    image: {
      src: serviceContentImage,
      alt: 'Una nube de gestión de contenidos conectada con tres pantallas en línea',
      width: 960,
      height: 800,
    },
    route: paths.contentManagement,
    categories: ['Productividad'],
  },
  {
    title: 'Lift and Learn',
    description:
      'Cuando el cliente levanta un producto del estante, la pantalla muestra al instante su ficha, su video y sus diferencias con el resto. Interacción natural que acompaña la decisión de compra.',
    image: {
      src: serviceLiftLearnImage,
      alt: 'Un cliente levanta un producto del estante y la pantalla muestra su información',
      width: 960,
      height: 800,
    },
    route: paths.liftAndLearn,
    categories: ['Experiencia del Cliente'],
  },
  {
    title: 'Medición de Audiencia',
    description:
      'Visión artificial que estima de forma anónima cuántas personas miran tus pantallas, su rango de edad, género y emoción. Datos en tiempo real para decidir qué mostrar, dónde y cuándo.',
    image: {
      src: serviceAudienceImage,
      alt: 'Pantalla con gráficos de audiencia y tres personas detectadas con su rango de edad',
      width: 960,
      height: 800,
    },
    route: paths.audienceMeasurement,
    categories: ['Experiencia del Cliente'],
  },
  {
    title: 'Asistente IA',
    description: `${siteConfig.assistantName} atiende a tus clientes y a tu equipo por web y WhatsApp las 24 horas: responde con la información de tu empresa, agenda citas y deriva a una persona cuando hace falta.`,
    image: {
      src: serviceAiImage,
      alt: 'Teléfono con una conversación entre un cliente y el asistente virtual, disponible 24/7',
      width: 960,
      height: 800,
    },
    route: paths.aiAssistant,
    categories: ['Experiencia del Cliente', 'Productividad'],
  },
];

/** SPEC §3 step: title, description, colour. */
export const steps: Step[] = [
  {
    title: 'Diseño',
    description:
      'Recorremos tus espacios y conversamos con tu equipo para proponer la solución, el hardware y el contenido que moverán tus indicadores.',
    color: brandColors.blue,
    icon: DesignServicesOutlined,
  },
  {
    title: 'Implementación',
    description:
      'Instalamos pantallas, sensores y software con un plan de trabajo claro, pruebas en terreno y la menor interrupción posible de tu operación.',
    color: brandColors.orange,
    icon: RocketLaunchOutlined,
  },
  {
    title: 'Entrenamiento',
    description:
      'Capacitamos a tu equipo para publicar contenido, leer los reportes y sacar partido a cada herramienta desde el primer día.',
    color: brandColors.grey,
    icon: SchoolOutlined,
  },
  {
    title: 'Acompañamiento',
    description:
      'Monitoreamos tu red, renovamos contenidos y revisamos resultados contigo cada mes, con soporte local en Santiago y regiones.',
    color: navy.heading,
    icon: HandshakeOutlined,
  },
];

export const inStoreIntelligence = {
  eyebrow: 'Inteligencia en la tienda',
  title: 'Convierte cada visita en información para vender más',
  description:
    'Cámaras con visión artificial y pantallas conectadas miden cuántas personas pasan, cuántas miran tu contenido y por cuánto tiempo. No guardamos imágenes: solo datos anónimos para decidir qué mostrar, dónde y cuándo.',
  points: [
    'Conteo de visitantes y tráfico por hora',
    'Edad, género y emoción estimados de forma anónima',
    'Mapas de calor de los recorridos en sala',
    'Reportes por campaña, pantalla y tienda',
  ],
  image: {
    src: inStoreImage,
    alt: 'Sala de ventas con estanterías, una pantalla con cámara y mapa de calor de los recorridos',
    width: 960,
    height: 640,
  } satisfies SectionImage,
  stats: [
    { value: '+85%', label: 'más interacciones en el punto de venta' },
    { value: '+60%', label: 'más tiempo de atención frente a la pantalla' },
  ] satisfies Stat[],
  cta: { label: 'Solicitar consultoría', to: paths.contactForm } satisfies CtaLink,
} as const;

export const automationSection = {
  eyebrow: 'Automatización con IA',
  title: 'Deja que la inteligencia artificial haga el trabajo repetitivo',
  description: `${siteConfig.assistantName} responde consultas, agenda citas y ordena documentos conectado a tus sistemas, para que tu equipo dedique su tiempo a lo que sí necesita criterio.`,
  points: [
    'Atención 24/7 en tu sitio web y WhatsApp',
    'Respuestas con la información real de tu empresa',
    'Integración con CRM, agenda y correo',
    'Reportes de conversaciones y satisfacción',
  ],
  stats: [
    { value: '24/7', label: 'disponibilidad' },
    { value: '90%', label: 'de consultas resueltas sin esperas' },
  ] satisfies Stat[],
  image: {
    src: automationImage,
    alt: 'Un asistente virtual al centro conectado con correo, agenda, documentos, CRM y reportes',
    width: 800,
    height: 640,
  } satisfies SectionImage,
  cta: { label: 'Explora Asistente IA', to: paths.aiAssistant } satisfies CtaLink,
} as const;

/** The cards of '¿Buscas un producto específico?' (SPEC §2.4). */
export const productCards: LinkCard[] = [
  {
    title: 'Medición de Audiencia',
    description: 'Sensor con visión artificial que mide, sin guardar imágenes, quién mira tus pantallas y cómo reacciona.',
    image: { src: productAudienceImage, alt: 'Sensor de audiencia con 98% de precisión', width: 480, height: 330 },
    route: paths.audienceMeasurement,
  },
  {
    title: 'Lift & Learn',
    description: 'El producto que el cliente levanta del estante activa su ficha, su video y su precio en pantalla.',
    image: { src: productLiftLearnImage, alt: 'Producto levantado de un estante que activa una pantalla', width: 480, height: 330 },
    route: paths.liftAndLearn,
  },
  {
    title: 'Señalización Cloud PLUS',
    description: 'Tu red de pantallas administrada desde la nube, con contenido hecho por expertos y monitoreo 24x7.',
    image: { src: productCloudPlusImage, alt: 'Nube PLUS conectada con tres pantallas', width: 480, height: 330 },
    route: paths.contentManagement,
  },
  {
    title: siteConfig.assistantName,
    description: 'Asistente virtual entrenado con la información de tu negocio, disponible 24/7 en web y WhatsApp.',
    image: { src: productAiImage, alt: 'Teléfono con una conversación con el asistente virtual', width: 480, height: 330 },
    route: paths.aiAssistant,
  },
];

export const closingBanner = {
  title: 'Comience su Transformación Digital Hoy',
  text:
    'Cuéntanos qué quieres lograr y te proponemos, sin costo, la combinación de pantallas, datos y automatización que mejor se ajusta a tu negocio.',
  action: { label: 'Solicitar una consultoría', to: paths.contact } satisfies CtaLink,
} as const;

/** The home's bands under the hero, as PageSection frames them: anchor, eyebrow, heading and lead. */
export const homeBands = {
  benefits: {
    id: 'beneficios',
    eyebrow: 'Soluciones',
    title: 'Tecnología que acerca tu marca a las personas',
    subtitle: 'Dos caminos, un mismo objetivo: que cada pantalla, cada dato y cada conversación trabajen para tu negocio.',
  },
  services: {
    id: SERVICES_SECTION_ID,
    eyebrow: 'Servicios',
    title: 'Nuestros Servicios',
    subtitle:
      'Soluciones completas, del hardware al contenido y los datos, para cada punto de contacto con tus clientes y tu equipo.',
    background: 'surface',
  },
  process: {
    id: 'proceso',
    eyebrow: 'Cómo trabajamos',
    title: 'Estamos Contigo en Cada Paso',
    subtitle: 'Un solo equipo te acompaña desde la primera visita hasta la operación diaria de tu solución.',
  },
  products: {
    id: 'productos-destacados',
    eyebrow: 'Productos',
    title: '¿Buscas un producto específico?',
    subtitle: 'Estas son las soluciones que más nos piden. Conoce cómo funcionan y qué resultados entregan.',
    background: 'surface',
  },
  clients: {
    id: 'clientes',
    eyebrow: 'Clientes',
    title: 'Empresas que confían en nosotros',
    subtitle: 'Retail, salud, educación, entretenimiento y centros comerciales de Arica a Punta Arenas.',
  },
} satisfies Record<string, Omit<PageSectionProps, 'children'>>;

/** What search engines and link previews show of the home. */
export const homeSeo: SeoProps = {
  title: 'Cartelería digital, automatización e inteligencia artificial',
  description:
    'Cartelería digital, medición de audiencia, Lift & Learn, asistente IA y servicios cloud para empresas en Chile. Solicita una consultoría sin costo.',
  path: paths.root,
  image: heroSlide.image.src,
};
