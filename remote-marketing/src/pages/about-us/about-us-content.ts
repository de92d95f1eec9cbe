import type { SectionIcon } from '../../sections/section-icons';
import type { SvgIconComponent } from '@mui/icons-material';
import EmojiObjectsOutlined from '@mui/icons-material/EmojiObjectsOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { paths } from '@site/shared/routes';
import type { CtaLink } from '@site/shared/ui/cta-button';
import type { SectionImage } from '../../sections/section-image';
import { accent, brandColors } from '@site/shared/theme';
import heroImage from './assets/about-hero.webp';

export const hero = {
  eyebrow: 'Sobre Nosotros',
  title: 'Transformamos Ideas en Realidad',
  subtitle:
    'Somos un equipo chileno de ingenieros, diseñadores y especialistas en contenido que desde 2014 conecta marcas y personas con pantallas, datos e inteligencia artificial.',
  actions: [{ label: 'Conversemos', to: paths.contact }] satisfies CtaLink[],
  image: {
    src: heroImage,
    alt: 'El equipo de la empresa reunido frente a una pantalla con un proyecto',
    width: 960,
    height: 688,
  } satisfies SectionImage,
};

/** Mission and vision: a statement each. */
export interface Statement {
  /** 'Misión', 'Visión': its heading's anchor is made from it (`mision-titulo`). */
  title: string;
  text: string;
  icon: SectionIcon;
  color: string;
}

export const statements: [Statement, Statement] = [
  {
    title: 'Misión',
    text: 'Crear vínculos entre las marcas y las personas con soluciones de comunicación digital, datos e inteligencia artificial que se diseñan a la medida, se instalan a tiempo y entregan resultados que se pueden medir.',
    icon: FlagOutlined,
    color: brandColors.blue,
  },
  {
    title: 'Visión',
    text: 'Ser el socio tecnológico de referencia en Latinoamérica para las empresas que quieren transformar sus espacios físicos y digitales en experiencias conectadas, inteligentes y humanas.',
    icon: VisibilityOutlined,
    color: brandColors.orangeText,
  },
];

/** SPEC §3 value: icon, title, description, colour. */
export interface Value {
  icon: SvgIconComponent;
  title: string;
  description: string;
  color: string;
}

export const values: Value[] = [
  {
    icon: EmojiObjectsOutlined,
    title: 'Innovación con propósito',
    description: 'Probamos lo nuevo antes que nadie, pero solo lo recomendamos cuando resuelve un problema real.',
    color: brandColors.blue,
  },
  {
    icon: HandshakeOutlined,
    title: 'Cercanía',
    description: 'Conocemos a nuestros clientes por su nombre y respondemos en horas, no en días.',
    color: brandColors.orangeText,
  },
  {
    icon: VerifiedUserOutlined,
    title: 'Compromiso',
    description: 'Cumplimos plazos y presupuestos, y damos la cara cuando algo no sale como esperábamos.',
    color: accent.green,
  },
  {
    icon: InsightsOutlined,
    title: 'Resultados medibles',
    description: 'Cada proyecto parte con indicadores claros y termina con un reporte que los demuestra.',
    color: brandColors.grey,
  },
  {
    icon: GroupsOutlined,
    title: 'Trabajo en equipo',
    description: 'Ingeniería, diseño y contenido trabajan juntos desde el primer día de cada proyecto.',
    color: accent.purple,
  },
  {
    icon: TravelExploreOutlined,
    title: 'Aprendizaje continuo',
    description: 'Nos certificamos cada año con nuestros socios tecnológicos y compartimos lo aprendido.',
    color: accent.red,
  },
];

/** SPEC §9: the partners carousel moves every 3000 ms (the partners themselves are the CMS's). */
export const PARTNERS_INTERVAL_MS = 3000;

export const closingBanner = {
  title: '¿Construimos juntos tu próximo proyecto?',
  text: 'Cuéntanos tu idea y te presentamos al equipo que la hará realidad. La primera consultoría no tiene costo.',
};
