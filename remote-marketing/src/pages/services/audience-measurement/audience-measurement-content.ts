import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import FaceRetouchingNaturalOutlined from '@mui/icons-material/FaceRetouchingNaturalOutlined';
import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { Benefit } from '../../../sections/benefit-list';
import type { Feature } from '../../../sections/feature-grid';
import type { Stat } from '../../../sections/stat-cards';
import type { UseCase } from '../../../sections/use-case-grid';
import partnerLogo from './assets/visiona-logo.svg';

/** The partner firm that powers the product (fictional, SPEC §1). */
export const partner = {
  name: 'Visiona Analytics',
  logo: partnerLogo,
  logoWidth: 320,
  logoHeight: 96,
};

export const partnerStats: Stat[] = [
  { value: '+98%', label: 'Precisión de detección' },
  { value: '+1B', label: 'Impresiones medidas' },
];

/** Four features. */
export const features: Feature[] = [
  {
    icon: VideocamOutlined,
    title: 'Detección Anónima',
    description:
      'Un sensor óptico junto a la pantalla cuenta a quienes pasan y a quienes miran, sin guardar imágenes ni identificar a nadie.',
  },
  {
    icon: FaceRetouchingNaturalOutlined,
    title: 'Perfil Demográfico',
    description: 'Rango de edad, género y emoción estimados en tiempo real para cada impresión.',
  },
  {
    icon: AccessTimeOutlined,
    title: 'Tiempo de Atención',
    description: 'Cuántos segundos mira cada persona tu contenido y en qué momento pierde el interés.',
  },
  {
    icon: TimelineOutlined,
    title: 'Reportes en Tiempo Real',
    description: 'Un panel web con audiencias por hora, pantalla y campaña, exportable para tus equipos y anunciantes.',
  },
];

/** Three benefits. */
export const benefits: Benefit[] = [
  {
    icon: TuneOutlined,
    title: 'Contenido que se optimiza con datos',
    description: 'Descubre qué piezas retienen la mirada y programa cada mensaje para la audiencia que realmente está frente a la pantalla.',
  },
  {
    icon: VerifiedOutlined,
    title: 'Retorno demostrable',
    description: 'Reporta impresiones reales a tus anunciantes y a tu directorio, en lugar de estimaciones de tráfico.',
  },
  {
    icon: PrivacyTipOutlined,
    title: 'Privacidad por diseño',
    description: 'El análisis ocurre en el propio dispositivo y solo se guardan datos agregados y anónimos.',
  },
];

/** A measure of the dashboard (SPEC §2.10), with its precision and sample data. */
export interface AudienceMeasure {
  title: string;
  precision: string;
  description: string;
  breakdown: { label: string; share: number }[];
}

export const dashboardMeasures: AudienceMeasure[] = [
  {
    title: 'Rango de Edad',
    precision: '98%',
    description: 'Audiencia por tramo etario',
    breakdown: [
      { label: '18-24', share: 22 },
      { label: '25-34', share: 34 },
      { label: '35-44', share: 24 },
      { label: '45-54', share: 13 },
      { label: '55+', share: 7 },
    ],
  },
  {
    title: 'Análisis de Emociones',
    precision: '95%',
    description: 'Reacción ante el contenido',
    breakdown: [
      { label: 'Alegría', share: 46 },
      { label: 'Neutral', share: 38 },
      { label: 'Sorpresa', share: 11 },
      { label: 'Otras', share: 5 },
    ],
  },
  {
    title: 'Segmentación por Género',
    precision: '95%',
    description: 'Distribución de la audiencia',
    breakdown: [
      { label: 'Mujeres', share: 54 },
      { label: 'Hombres', share: 46 },
    ],
  },
];

/** Four use cases (SPEC §2.10): retail, corporate, entertainment, malls. */
export const useCases: UseCase[] = [
  {
    icon: StorefrontOutlined,
    title: 'Retail',
    bullets: ['Audiencia por vitrina y pasillo', 'Campañas según el perfil de cada hora', 'Conversión de mirada a compra'],
  },
  {
    icon: ApartmentOutlined,
    title: 'Corporativo',
    bullets: ['Alcance real de comunicados internos', 'Zonas de mayor atención en oficinas', 'Contenido ajustado por turno'],
  },
  {
    icon: MovieOutlined,
    title: 'Entretenimiento',
    bullets: ['Reacción emocional a trailers', 'Audiencias en salas y vestíbulos', 'Patrocinios medidos por impresión'],
  },
  {
    icon: LocalMallOutlined,
    title: 'Malls',
    bullets: ['Flujo de visitantes por sector', 'Tarifas publicitarias basadas en datos', 'Reportes para cada marca anunciante'],
  },
];
