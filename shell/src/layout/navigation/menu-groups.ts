import type { SvgIconComponent } from '@mui/icons-material';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PanToolOutlined from '@mui/icons-material/PanToolOutlined';
import PodcastsOutlined from '@mui/icons-material/PodcastsOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import { paths } from '@site/shared/routes';
import productsPreviewImage from '../../assets/products-preview.webp';

export interface MenuItem {
  title: string;
  icon: SvgIconComponent;
  description: string;
  href: string;
  /** Hover preview shown beside the entry (the Productos dropdown). */
  preview?: { image: string; imageAlt: string; features: string[] };
}

export interface MenuGroup {
  id: string;
  label: string;
  items: MenuItem[];
}

/** The five dropdown groups of the header; the footer lists the same links. */
export const menuGroups: MenuGroup[] = [
  {
    id: 'soluciones',
    label: 'Soluciones',
    items: [
      {
        title: 'Experiencia del Cliente',
        icon: StorefrontOutlined,
        description: 'Conecta con tu audiencia dentro y fuera de la tienda con pantallas, interacción y datos.',
        href: paths.customerExperience,
      },
      {
        title: 'Productividad',
        icon: TrendingUpOutlined,
        description: 'Impulsa tu productividad con automatización, servicios cloud y asistentes inteligentes.',
        href: paths.productivity,
      },
    ],
  },
  {
    id: 'productos',
    label: 'Productos',
    items: [
      {
        title: 'Catálogo de Pantallas',
        icon: TvOutlined,
        description: 'Pantallas interactivas, de señalización, LED y videowalls para cada espacio.',
        href: paths.products,
        preview: {
          image: productsPreviewImage,
          imageAlt: 'Pantallas de señalización digital instaladas en una tienda',
          features: ['Pantallas interactivas', 'Pantallas de señalización', 'Pantallas LED', 'Videowalls'],
        },
      },
      {
        title: 'Señalización Cloud PLUS',
        icon: CloudSyncOutlined,
        description: 'Contenido administrado por expertos y monitoreo 24x7 de tu red de pantallas.',
        href: paths.contentManagement,
      },
      {
        title: 'Lift & Learn',
        icon: PanToolOutlined,
        description: 'El producto que el cliente levanta activa su propio contenido en pantalla.',
        href: paths.liftAndLearn,
      },
      {
        title: 'Medición de Audiencia',
        icon: InsightsOutlined,
        description: 'Edad, género y emoción de quienes miran tus pantallas, en tiempo real.',
        href: paths.audienceMeasurement,
      },
    ],
  },
  {
    id: 'servicios',
    label: 'Servicios',
    items: [
      {
        title: 'Señalización Digital',
        icon: TvOutlined,
        description: 'Pantallas que informan, venden y sorprenden en cada punto de contacto.',
        href: paths.digitalSignage,
      },
      {
        title: 'Gestión de Contenidos',
        icon: ViewQuiltOutlined,
        description: 'Planes LITE y PLUS: programamos, monitoreamos y renovamos tu contenido.',
        href: paths.contentManagement,
      },
      {
        title: 'Lift and Learn',
        icon: PanToolOutlined,
        description: 'Experiencias interactivas que responden al producto en la mano del cliente.',
        href: paths.liftAndLearn,
      },
      {
        title: 'Medición de Audiencia',
        icon: InsightsOutlined,
        description: 'Analítica de audiencia con visión artificial para decidir con datos.',
        href: paths.audienceMeasurement,
      },
      {
        title: 'Comunicaciones Internas',
        icon: CampaignOutlined,
        description: 'Mantén a tu equipo informado con pantallas y contenidos corporativos.',
        href: paths.internalCommunications,
      },
      {
        title: 'Asistente IA',
        icon: SmartToyOutlined,
        description: 'Un asistente virtual que atiende, responde y automatiza 24/7.',
        href: paths.aiAssistant,
      },
      {
        title: 'Implementación en la Nube',
        icon: CloudOutlined,
        description: 'Migramos y operamos tus sistemas y bases de datos en la nube.',
        href: paths.cloud,
      },
    ],
  },
  {
    id: 'recursos',
    label: 'Recursos',
    items: [
      {
        title: 'Blog',
        icon: MenuBookOutlined,
        description: 'Tendencias, guías y novedades de señalización digital y tecnología.',
        href: paths.blog,
      },
      {
        title: 'Casos de Éxito',
        icon: EmojiEventsOutlined,
        description: 'Proyectos reales de clientes en retail, salud, educación y más.',
        href: paths.successCases,
      },
      {
        title: 'Materiales Descargables',
        icon: DescriptionOutlined,
        description: 'Fichas y briefs de nuestras soluciones para compartir con tu equipo.',
        href: paths.resources,
      },
      {
        title: 'Podcast',
        icon: PodcastsOutlined,
        description: 'Conversaciones sobre tecnología, innovación y transformación digital.',
        href: paths.podcast,
      },
    ],
  },
  {
    id: 'sobre',
    label: 'Sobre',
    items: [
      {
        title: 'Sobre Nosotros',
        icon: GroupsOutlined,
        description: 'Nuestra misión, nuestros valores y el equipo detrás de cada proyecto.',
        href: paths.aboutUs,
      },
      {
        title: 'Contacto',
        icon: MailOutlined,
        description: 'Conversa con un asesor y solicita una consultoría sin costo.',
        href: paths.contact,
      },
    ],
  },
];
