import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import RouterOutlined from '@mui/icons-material/RouterOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { Feature } from '../../../sections/feature-grid';
import type { SectionImage } from '../../../sections/section-image';
import type { Stat } from '../../../sections/stat-cards';
import type { UseCase } from '../../../sections/use-case-grid';
import contentCreationImage from './assets/content-creation.webp';
import heroImage from './assets/content-hero.webp';
import planLiteImage from './assets/plan-lite.webp';
import planPlusImage from './assets/plan-plus.webp';

export const contentHeroImage: SectionImage = {
  src: heroImage,
  alt: 'Plataforma de contenidos en la nube que alimenta tres pantallas, con 124 pantallas en línea y monitoreo 24x7',
  width: 960,
  height: 720,
};

/** Four pillars (SPEC §2.8). */
export const pillars: Feature[] = [
  {
    icon: HandshakeOutlined,
    title: 'Servicio Totalmente Administrado',
    description:
      'Nos encargamos de todo: programación, publicación y renovación de contenidos. Tu equipo solo nos dice qué quiere comunicar.',
  },
  {
    icon: MonitorHeartOutlined,
    title: 'Monitoreo 24x7',
    description:
      'Vigilamos cada pantalla todos los días del año y actuamos ante una caída antes de que tus clientes lo noten.',
  },
  {
    icon: SupportAgentOutlined,
    title: 'Portal de Soporte',
    description:
      'Un portal para pedir cambios, reportar incidencias y seguir cada solicitud con tiempos de respuesta comprometidos.',
  },
  {
    icon: RouterOutlined,
    title: 'Conectividad Independiente',
    description:
      'Tus pantallas usan su propio enlace de datos, sin depender de la red de la tienda ni de su área de TI.',
  },
];

/** A service plan (SPEC §3: title, description, image), with what it includes. */
export interface ServicePlan {
  title: string;
  name: string;
  description: string;
  image: SectionImage;
  includes: string[];
  highlighted?: boolean;
}

export const plans: ServicePlan[] = [
  {
    title: 'LITE',
    name: 'Señalización Cloud LITE',
    description:
      'Para empresas que quieren operar sus propias pantallas con una plataforma profesional y el respaldo de nuestro equipo.',
    image: {
      src: planLiteImage,
      alt: 'Una pantalla con su calendario de programación de contenidos',
      width: 800,
      height: 450,
    },
    includes: [
      'Licencia de la plataforma cloud por pantalla',
      'Programación de contenidos por fecha, hora y ubicación',
      'Capacitación inicial para tu equipo',
      'Soporte técnico en horario hábil',
    ],
  },
  {
    title: 'PLUS',
    name: 'Señalización Cloud PLUS',
    description:
      'Para redes que no pueden detenerse: nosotros operamos tus pantallas de punta a punta mientras tú te enfocas en tu negocio.',
    image: {
      src: planPlusImage,
      alt: 'Red de tres pantallas con soporte y monitoreo continuo',
      width: 800,
      height: 450,
    },
    includes: [
      'Todo lo del plan LITE',
      'Gestión completa de contenidos por nuestro equipo',
      'Monitoreo 24x7 y alertas proactivas',
      'Conectividad independiente para cada pantalla',
      'Portal de soporte con tiempos de respuesta garantizados',
    ],
    highlighted: true,
  },
];

/** Four benefits, three of them backed by figures of SPEC §9. */
export const benefits: Stat[] = [
  {
    value: '+60%',
    label: 'Ahorro de tiempo',
    description: 'Tu equipo deja de cargar archivos pantalla por pantalla y de resolver fallas técnicas.',
  },
  {
    value: '+40%',
    label: 'ROI',
    description: 'Contenidos siempre vigentes convierten más que una pantalla con la campaña del mes pasado.',
  },
  {
    value: '+80%',
    label: 'Productividad',
    description: 'Marketing, operaciones y RR.HH. publican con un solo flujo de aprobación.',
  },
  {
    value: '24x7',
    label: 'Tranquilidad',
    description: 'Sabes que cada pantalla está encendida, conectada y mostrando lo que corresponde.',
  },
];

/** Content-creation service: lists for HR requests, document management and admin support (SPEC §2.8). */
export const contentCreationAreas: UseCase[] = [
  {
    icon: BadgeOutlined,
    title: 'Solicitudes de RR.HH.',
    bullets: [
      'Bienvenidas a nuevos colaboradores',
      'Campañas de beneficios y bienestar',
      'Cumpleaños, aniversarios y reconocimientos',
      'Avisos de procesos de selección interna',
    ],
  },
  {
    icon: FolderSharedOutlined,
    title: 'Gestión Documental',
    bullets: [
      'Reglamentos y políticas en formato visual',
      'Procedimientos de seguridad paso a paso',
      'Infografías a partir de informes y manuales',
      'Versiones vigentes siempre en pantalla',
    ],
  },
  {
    icon: WorkOutlineOutlined,
    title: 'Soporte Administrativo',
    bullets: [
      'Calendarios de turnos y vacaciones',
      'Indicadores de gestión actualizados',
      'Avisos de mantenimiento y cortes programados',
      'Comunicados de gerencia con diseño de marca',
    ],
  },
];

export const contentCreationImageData: SectionImage = {
  src: contentCreationImage,
  alt: 'Editor de diseño con una pieza de comunicado interno en colores de marca',
  width: 960,
  height: 640,
};
