import type { SectionIcon } from '../../sections/section-icons';
import AutoModeOutlined from '@mui/icons-material/AutoModeOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import type { Benefit } from '../../sections/benefit-list';
import type { CtaLink } from '@site/shared/ui/cta-button';
import type { Feature } from '../../sections/feature-grid';
import type { SectionImage } from '../../sections/section-image';
import type { Stat } from '../../sections/stat-cards';
import { brandColors } from '@site/shared/theme';
import heroImage from './assets/productivity-hero.webp';
import workflowImage from './assets/productivity-workflow.webp';

export const hero = {
  eyebrow: 'Productividad',
  title: 'Impulsa tu productividad',
  subtitle:
    'Automatiza el trabajo repetitivo, lleva tus sistemas a la nube y pon un asistente inteligente al servicio de tu equipo. Más tiempo para decidir, menos tiempo para copiar y pegar.',
  actions: [{ label: 'Solicitar una consultoría', to: paths.contactForm }] satisfies CtaLink[],
  image: {
    src: heroImage,
    alt: 'Panel de control con gráficos de productividad: +40%, -60% y 95%',
    width: 960,
    height: 688,
  } satisfies SectionImage,
};

export const capabilities = {
  title: 'Lo que podemos hacer por tu equipo',
  subtitle: 'Cuatro capacidades que se combinan según el tamaño y la madurez digital de tu empresa.',
  features: [
    {
      icon: AutoModeOutlined,
      title: 'Automatización inteligente',
      description: 'Flujos que mueven documentos, aprobaciones y avisos sin que nadie tenga que recordarlo.',
    },
    {
      icon: CloudDoneOutlined,
      title: 'Servicios cloud',
      description: 'Migramos y operamos tus aplicaciones y bases de datos en la nube, con respaldo y monitoreo.',
      color: brandColors.orangeText,
    },
    {
      icon: SmartToyOutlined,
      title: 'Asistente IA',
      description: `${siteConfig.assistantName} responde las preguntas frecuentes de tu equipo y de tus clientes en segundos.`,
    },
    {
      icon: InsightsOutlined,
      title: 'Analítica y reportes',
      description: 'Indicadores al día en un solo panel, para decidir con datos y no con intuiciones.',
      color: brandColors.orangeText,
    },
  ] satisfies Feature[],
};

/** An automation area with its four items (SPEC §2.6). */
export interface AutomationArea {
  title: string;
  icon: SectionIcon;
  /** Four on the page as written; the CMS's may hold any number. */
  items: string[];
}

export const automationAreas = {
  title: 'Áreas de automatización',
  subtitle: 'Empezamos por donde más tiempo se pierde hoy y avanzamos área por área.',
  areas: [
    {
      title: 'Gestión documental',
      icon: FolderCopyOutlined,
      items: [
        'Digitalización y clasificación automática de documentos',
        'Firma electrónica y flujos de aprobación',
        'Búsqueda instantánea por contenido',
        'Control de versiones y permisos por área',
      ],
    },
    {
      title: 'Agendamiento inteligente',
      icon: EventAvailableOutlined,
      items: [
        'Reserva de horas en línea sincronizada con tu calendario',
        'Recordatorios automáticos por correo y WhatsApp',
        'Reasignación de horas canceladas',
        'Agenda de salas y recursos compartidos',
      ],
    },
    {
      title: 'Automatización de procesos',
      icon: HubOutlined,
      items: [
        'Integración entre ERP, CRM y planillas',
        'Generación automática de reportes',
        'Alertas ante excepciones y plazos vencidos',
        'Tareas repetitivas ejecutadas por bots',
      ],
    },
    {
      title: 'Comunicación eficiente',
      icon: ForumOutlined,
      items: [
        'Pantallas de comunicación interna por sede',
        'Asistente IA para consultas de recursos humanos',
        'Avisos segmentados por área y turno',
        'Encuestas de clima y confirmaciones de lectura',
      ],
    },
  ] satisfies AutomationArea[],
};

export const workflowBenefits = {
  eyebrow: 'Flujos de trabajo',
  title: 'Procesos que avanzan solos',
  subtitle: 'Rediseñamos tus flujos junto a quienes los usan todos los días, y automatizamos solo lo que agrega valor.',
  image: {
    src: workflowImage,
    alt: 'Flujo de trabajo automatizado: solicitud, aprobación, ejecución y reporte',
    width: 800,
    height: 608,
  } satisfies SectionImage,
  benefits: [
    {
      icon: TimerOutlined,
      title: 'Menos tiempo en tareas manuales',
      description: 'Los datos se ingresan una vez y viajan solos entre tus sistemas.',
    },
    {
      icon: TaskAltOutlined,
      title: 'Menos errores',
      description: 'Validaciones automáticas en cada paso, antes de que el error llegue al cliente.',
    },
    {
      icon: VerifiedOutlined,
      title: 'Trazabilidad completa',
      description: 'Sabes quién aprobó qué y cuándo, con registros listos para auditoría.',
    },
    {
      icon: TrendingUpOutlined,
      title: 'Equipos enfocados',
      description: 'Las personas dedican su tiempo a atender clientes y mejorar el negocio.',
    },
  ] satisfies Benefit[],
  action: { label: 'Optimiza tus procesos', to: paths.contactForm } satisfies CtaLink,
};

export const results = {
  title: 'Resultados que se miden',
  subtitle: 'Promedio de nuestros clientes en los primeros seis meses de operación.',
  stats: [
    { value: '+40%', label: 'productividad', description: 'más solicitudes atendidas con el mismo equipo.' },
    { value: '-60%', label: 'tiempo en tareas manuales', description: 'gracias a flujos y reportes automáticos.' },
    { value: '95%', label: 'precisión en los procesos', description: 'con validaciones automáticas en cada paso.' },
  ] satisfies Stat[],
};

export const closingBanner = {
  title: 'Tu equipo merece trabajar en lo importante',
  text: 'Te ayudamos a encontrar las tareas que más tiempo consumen y a automatizarlas paso a paso. Agenda una consultoría sin costo.',
};
