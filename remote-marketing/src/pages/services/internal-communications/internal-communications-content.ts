import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FactoryOutlined from '@mui/icons-material/FactoryOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import IntegrationInstructionsOutlined from '@mui/icons-material/IntegrationInstructionsOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import NotificationImportantOutlined from '@mui/icons-material/NotificationImportantOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { siteConfig } from '@site/shared/config';
import type { ChatMessage } from '../../../sections/chat-mock-up';
import type { Feature } from '../../../sections/feature-grid';
import type { SectionImage } from '../../../sections/section-image';
import type { Stat } from '../../../sections/stat-cards';
import type { UseCase } from '../../../sections/use-case-grid';
import heroImage from './assets/comms-hero.webp';
import screensImage from './assets/solution-screens.webp';
import twoWayImage from './assets/solution-two-way.webp';

export const commsHeroImage: SectionImage = {
  src: heroImage,
  alt: 'Pantalla de noticias de la empresa y tótem con una encuesta a los colaboradores en una oficina',
  width: 960,
  height: 720,
};

/** 'Dashboard de Comunicaciones': three groups (SPEC §2.13). */
export const dashboardGroups: UseCase[] = [
  {
    icon: DashboardCustomizeOutlined,
    title: 'Plantillas Personalizables',
    bullets: ['Noticias y comunicados de gerencia', 'Indicadores de seguridad y producción', 'Cumpleaños, bienvenidas y reconocimientos'],
  },
  {
    icon: CategoryOutlined,
    title: 'Tipos de Contenido',
    bullets: ['Videos, imágenes y presentaciones', 'Paneles de indicadores en vivo', 'Noticias, clima y calendario de eventos'],
  },
  {
    icon: PaletteOutlined,
    title: 'Personalización Visual',
    bullets: ['Colores, tipografías y logo de tu marca', 'Diseños por sede, área o turno', 'Formatos horizontales y verticales'],
  },
];

/** Its stats (SPEC §2.13, §9). */
export const dashboardStats: Stat[] = [
  { value: '-45%', label: 'Tiempo de actualización', description: 'Publica una vez y llega a todas las pantallas de todas las sedes.' },
  { value: '+85%', label: 'Engagement', description: 'Colaboradores que leen e interactúan con los comunicados.' },
  { value: '+60%', label: 'Productividad', description: 'Menos correos masivos y reuniones informativas.' },
];

/** Four features. */
export const features: Feature[] = [
  {
    icon: EventRepeatOutlined,
    title: 'Programación Inteligente',
    description: 'Define cuándo y dónde se ve cada mensaje: por fecha, hora, sede, piso o turno de trabajo.',
  },
  {
    icon: GroupsOutlined,
    title: 'Segmentación por Audiencia',
    description: 'Cada área ve lo que le corresponde: producción, ventas y administración reciben mensajes distintos.',
  },
  {
    icon: IntegrationInstructionsOutlined,
    title: 'Integración con tus Sistemas',
    description: 'Conecta RR.HH., calendario e indicadores para que las pantallas se actualicen solas.',
  },
  {
    icon: NotificationImportantOutlined,
    title: 'Alertas de Emergencia',
    description: 'Interrumpe toda la red con un mensaje prioritario en segundos ante un simulacro o una emergencia real.',
  },
];

/** The HR automation assistant's sample chat: a work letter. */
export const hrChat: ChatMessage[] = [
  { type: 'user', text: 'Hola, necesito una carta de trabajo para presentar en el banco.' },
  {
    type: 'bot',
    text: '¡Claro, Daniela! ¿La carta debe indicar tu renta líquida o solo tu cargo y antigüedad?',
  },
  { type: 'user', text: 'Con renta, por favor. Es para un crédito hipotecario.' },
  {
    type: 'bot',
    text: 'Listo. Generé tu carta de trabajo con cargo, fecha de ingreso y renta líquida, firmada digitalmente por RR.HH.',
    status: 'Carta_de_trabajo.pdf · enviada a tu correo',
  },
  { type: 'user', text: '¡Qué rápido! Gracias.' },
  { type: 'bot', text: 'Para eso estoy. Recuerda que también puedo ayudarte con vacaciones y liquidaciones de sueldo.' },
];

export const hrAssistantName = `${siteConfig.assistantName} · RR.HH.`;

export const hrAssistantPoints = [
  'Cartas de trabajo y certificados de antigüedad al instante',
  'Consultas de saldo de vacaciones y liquidaciones de sueldo',
  'Respuestas sobre beneficios, reglamento interno y protocolos',
  'Derivación a una persona del equipo cuando el caso lo requiere',
];

export const hrAssistantStats: Stat[] = [
  { value: '-30%', label: 'Tiempo en solicitudes' },
  { value: '+40%', label: 'Productividad de RR.HH.' },
];

/** 'Nuestras Soluciones' (SPEC §2.13). */
export const solutions: UseCase[] = [
  {
    title: 'Pantallas Digitales',
    image: {
      src: screensImage,
      alt: 'Pantallas en una planta con días sin accidentes y los turnos del día',
      width: 800,
      height: 450,
    },
    description:
      'Pantallas en comedores, accesos, plantas y oficinas que mantienen informados incluso a quienes no tienen correo corporativo.',
    bullets: ['Contenido centralizado para todas las sedes', 'Indicadores de seguridad y producción en vivo', 'Instalación y soporte en todo Chile'],
  },
  {
    title: 'Comunicación Bidireccional',
    image: {
      src: twoWayImage,
      alt: 'Un teléfono responde una encuesta cuyos resultados aparecen en vivo en una pantalla',
      width: 800,
      height: 450,
    },
    description:
      'Tus equipos también hablan: encuestas, reacciones y preguntas desde el celular, con resultados en pantalla. Hasta +65% de engagement en las campañas internas.',
    bullets: ['Encuestas de clima y pulso en minutos', 'Resultados visibles en tiempo real', 'Reconocimientos entre compañeros'],
  },
];

/** 'Casos de Uso' by sector (SPEC §2.13). */
export const sectorUseCases: UseCase[] = [
  {
    icon: ApartmentOutlined,
    title: 'Corporativo',
    bullets: ['Comunicados de gerencia en todas las oficinas', 'Metas comerciales y rankings en vivo', 'Bienvenida a visitas y nuevos ingresos'],
  },
  {
    icon: LocalHospitalOutlined,
    title: 'Salud',
    bullets: ['Protocolos clínicos siempre vigentes', 'Turnos y reemplazos del personal', 'Campañas de autocuidado para los equipos'],
  },
  {
    icon: SchoolOutlined,
    title: 'Educación',
    bullets: ['Avisos para docentes y administrativos', 'Calendario académico y actividades', 'Reconocimiento a logros del equipo'],
  },
  {
    icon: FactoryOutlined,
    title: 'Manufactura',
    bullets: ['Días sin accidentes y alertas de seguridad', 'Producción por línea y por turno', 'Comunicación con quienes no usan correo'],
  },
];
