import type { SectionIcon } from '../../sections/section-icons';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import SentimentNeutralOutlined from '@mui/icons-material/SentimentNeutralOutlined';
import SentimentVerySatisfiedOutlined from '@mui/icons-material/SentimentVerySatisfiedOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { siteConfig } from '@site/shared/config';
import { paths } from '@site/shared/routes';
import type { CtaLink } from '@site/shared/ui/cta-button';
import type { SectionImage } from '../../sections/section-image';
import type { Stat } from '../../sections/stat-cards';
import { accent, brandColors } from '@site/shared/theme';
import type { LinkCard } from '../../components/link-card-grid';
import assistantImage from './assets/cx-assistant.webp';
import audienceImage from './assets/cx-audience.webp';
import cloudContentImage from './assets/cx-cloud-content.webp';
import heroImage from './assets/cx-hero.webp';
import liftLearnImage from './assets/cx-lift-learn.webp';
import signageImage from './assets/cx-signage.webp';

export const hero = {
  eyebrow: 'Experiencia del Cliente',
  title: 'Conecta con tu audiencia',
  subtitle:
    'Dentro y fuera de la tienda, cada contacto con tu marca puede informar, entretener y vender. Unimos pantallas, interacción, datos e inteligencia artificial en una sola experiencia.',
  actions: [{ label: 'Transformar la Experiencia', to: paths.contact }] satisfies CtaLink[],
  image: {
    src: heroImage,
    alt: 'Un cliente conversa con el asistente virtual en su teléfono mientras una pantalla muestra una campaña',
    width: 960,
    height: 688,
  } satisfies SectionImage,
};

export const inStore = {
  title: 'Experiencia en tienda',
  subtitle: 'Convierte la sala de ventas en un espacio que guía, inspira y aprende de cada visita.',
  cards: [
    {
      title: 'Señalización Digital',
      description:
        'Pantallas y videowalls con campañas que cambian según la hora, el público y el stock de cada local.',
      image: { src: signageImage, alt: 'Clientes frente a una pantalla de señalización digital en una tienda', width: 480, height: 300 },
      route: paths.digitalSignage,
    },
    {
      title: 'Lift and Learn',
      description:
        'El cliente levanta un producto y la pantalla le muestra su ficha, sus beneficios y cómo se compara con el resto.',
      image: { src: liftLearnImage, alt: 'Mano levantando un producto del estante frente a una pantalla que reacciona', width: 480, height: 300 },
      route: paths.liftAndLearn,
    },
    {
      title: 'Medición de Audiencia',
      description:
        'Sabe cuántas personas miran tus pantallas, por cuánto tiempo y cómo reaccionan, sin guardar imágenes.',
      image: { src: audienceImage, alt: 'Tres personas detectadas por un sensor con su emoción estimada', width: 480, height: 300 },
      route: paths.audienceMeasurement,
    },
  ] satisfies LinkCard[],
};

export const outOfStore = {
  title: 'Experiencia fuera de la tienda',
  subtitle: 'La relación con tu cliente no termina en la caja: sigue en su teléfono, en tu web y en cada pantalla de tu red.',
  cards: [
    {
      title: `${siteConfig.assistantName}, tu asistente 24/7`,
      description:
        'Responde consultas, agenda citas y hace seguimiento de pedidos por web y WhatsApp, a cualquier hora y con el tono de tu marca.',
      image: { src: assistantImage, alt: 'Teléfono con una conversación con el asistente virtual, disponible 24/7', width: 480, height: 300 },
      route: paths.aiAssistant,
    },
    {
      title: 'Contenido gestionado en la nube',
      description:
        'Campañas coordinadas en todas tus pantallas, vitrinas y puntos de venta, actualizadas en minutos por nuestro equipo.',
      image: { src: cloudContentImage, alt: 'Nube de contenidos conectada con tres pantallas', width: 480, height: 300 },
      route: paths.contentManagement,
    },
  ] satisfies LinkCard[],
  action: { label: 'Conoce más del asistente', to: paths.aiAssistant } satisfies CtaLink,
};

export const integralExperience = {
  title: 'Experiencia Integral',
  subtitle: 'Cuando la tienda, los canales digitales y los datos trabajan juntos, los clientes lo notan y vuelven.',
  stats: [
    {
      value: '90%',
      label: 'de los clientes regresan',
      description: 'cuando la visita combina información clara, atención oportuna y contenido relevante.',
      icon: ReplayOutlined,
    },
    {
      value: '-40%',
      label: 'tiempos de espera',
      description: 'con turnos digitales, autoatención y respuestas inmediatas del asistente virtual.',
      icon: AccessTimeOutlined,
    },
    {
      value: '24/7',
      label: 'disponibilidad',
      description: 'para responder, agendar y vender también cuando tu tienda está cerrada.',
      icon: SupportAgentOutlined,
    },
  ] satisfies Stat[],
};

/** A face of the satisfaction index. */
export interface SatisfactionFace {
  label: string;
  share: string;
  icon: SectionIcon;
  color: string;
}

export const SATISFACTION_INTERVAL_MS = 3000;
export const SATISFACTION_BOUNCE_MS = 500;

export const satisfactionIndex = {
  title: 'Índice de satisfacción',
  caption: 'Encuestas en pantalla táctil al salir de la tienda, promedio de nuestros clientes de retail en 2024.',
  faces: [
    { label: 'Muy satisfecho', share: '98%', icon: SentimentVerySatisfiedOutlined, color: accent.green },
    { label: 'Neutral', share: '1.5%', icon: SentimentNeutralOutlined, color: brandColors.orangeText },
    { label: 'Insatisfecho', share: '0.5%', icon: SentimentDissatisfiedOutlined, color: accent.red },
  ] satisfies SatisfactionFace[],
};

export const closingBanner = {
  title: 'Haz que cada visita cuente',
  text: 'Diseñemos juntos una experiencia que conecte tu tienda, tus canales digitales y tus datos. La primera consultoría no tiene costo.',
};
