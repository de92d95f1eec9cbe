import AutoModeOutlined from '@mui/icons-material/AutoModeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import SettingsSuggestOutlined from '@mui/icons-material/SettingsSuggestOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { siteConfig } from '@site/shared/config';
import type { ChatMessage } from '../../../sections/chat-mock-up';
import type { Feature } from '../../../sections/feature-grid';
import type { Stat } from '../../../sections/stat-cards';
import type { UseCase } from '../../../sections/use-case-grid';

/** The sample conversation of the hero's phone mock-up. */
export const heroChat: ChatMessage[] = [
  { type: 'bot', text: `¡Hola! Soy ${siteConfig.assistantName}. ¿En qué te puedo ayudar hoy?` },
  { type: 'user', text: 'Hola, quiero saber dónde está mi pedido 48213.' },
  {
    type: 'bot',
    text: 'Tu pedido 48213 salió de nuestra bodega esta mañana y llegará mañana entre 10:00 y 14:00 a Av. Providencia.',
    status: 'Consultado en el sistema de despacho',
  },
  { type: 'user', text: '¿Puedo cambiar la dirección de entrega?' },
  {
    type: 'bot',
    text: 'Claro. Te envié un enlace por WhatsApp para elegir la nueva dirección. ¿Te ayudo con algo más?',
    status: 'Resuelto en 40 segundos',
  },
];

/** 'Características Principales' (SPEC §2.12). */
export const mainFeatures: Feature[] = [
  {
    icon: PsychologyOutlined,
    title: 'Aprendizaje Automático',
    description: 'Aprende de tus documentos, catálogos y conversaciones anteriores para responder cada vez mejor.',
  },
  {
    icon: SupportAgentOutlined,
    title: 'Asistente Virtual 24/7',
    description: 'Atiende a clientes y colaboradores a cualquier hora, por web, WhatsApp o tus pantallas, sin filas de espera.',
  },
  {
    icon: TrendingUpOutlined,
    title: 'Análisis Predictivo',
    description: 'Detecta patrones en las consultas para anticipar demanda, reclamos y oportunidades de venta.',
  },
  {
    icon: AutoModeOutlined,
    title: 'Automatización Inteligente',
    description: 'Ejecuta tareas en tus sistemas: agenda, genera documentos, actualiza pedidos y deriva casos complejos.',
  },
];

/** 'Beneficios Clave' (SPEC §2.12): +45% ROI, +60% Satisfacción, -40% Tiempo. */
export const keyBenefits: Stat[] = [
  { value: '+45%', label: 'ROI', description: 'Retorno sobre la inversión al automatizar la atención de primer nivel.' },
  { value: '+60%', label: 'Satisfacción', description: 'Clientes que obtienen una respuesta correcta al primer contacto.' },
  { value: '-40%', label: 'Tiempo', description: 'Menos tiempo de resolución de cada consulta y solicitud.' },
];

/** 'Casos de Uso' (SPEC §2.12): six cards, three bullets each. */
export const useCases: UseCase[] = [
  {
    icon: HeadsetMicOutlined,
    title: 'Atención al Cliente',
    bullets: ['Respuestas inmediatas a preguntas frecuentes', 'Seguimiento de pedidos y despachos', 'Derivación a un ejecutivo con el contexto completo'],
  },
  {
    icon: EngineeringOutlined,
    title: 'Soporte Técnico',
    bullets: ['Diagnóstico guiado paso a paso', 'Creación y seguimiento de tickets', 'Búsqueda en manuales y base de conocimiento'],
  },
  {
    icon: DescriptionOutlined,
    title: 'Procesamiento de Documentos',
    bullets: ['Lectura de facturas, órdenes y contratos', 'Extracción de datos a tus sistemas', 'Resúmenes y clasificación automática'],
  },
  {
    icon: SettingsSuggestOutlined,
    title: 'Automatización de Procesos',
    bullets: ['Flujos de aprobación sin correos', 'Integración con ERP y CRM', 'Alertas cuando algo requiere atención'],
  },
  {
    icon: GroupsOutlined,
    title: 'Recursos Humanos',
    bullets: ['Certificados y cartas en segundos', 'Consultas de vacaciones y beneficios', 'Onboarding de nuevos colaboradores'],
  },
  {
    icon: CampaignOutlined,
    title: 'Ventas y Marketing',
    bullets: ['Calificación de prospectos', 'Recomendaciones de productos personalizadas', 'Cotizaciones automáticas'],
  },
];
