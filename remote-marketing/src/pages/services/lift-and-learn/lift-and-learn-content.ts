import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import CheckroomOutlined from '@mui/icons-material/CheckroomOutlined';
import DevicesOutlined from '@mui/icons-material/DevicesOutlined';
import DirectionsRunOutlined from '@mui/icons-material/DirectionsRunOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PanToolOutlined from '@mui/icons-material/PanToolOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import WineBarOutlined from '@mui/icons-material/WineBarOutlined';
import type { Benefit } from '../../../sections/benefit-list';
import type { Feature } from '../../../sections/feature-grid';
import type { SectionImage } from '../../../sections/section-image';
import type { Step } from '../../../sections/step-list';
import type { UseCase } from '../../../sections/use-case-grid';
import { paths } from '@site/shared/routes';
import { brandColors } from '@site/shared/theme';
import { consultationCta } from '@site/shared/ui/cta-button';
import { featuresBand } from '../../../sections/features-band';
import { sectionOf, type MarketingPageContent } from '../../../sections/marketing-page';
import { BenefitList } from '../../../sections/benefit-list';
import { StepList } from '../../../sections/step-list';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import heroImage from './assets/lift-hero.webp';

export const liftHeroImage: SectionImage = {
  src: heroImage,
  alt: 'Una botella levantada de la góndola activa en la pantalla superior su ficha con precio y valoraciones',
  width: 960,
  height: 720,
};

/** Four-step 'how it works' (SPEC §2.9). */
export const howItWorks: Step[] = [
  {
    icon: PanToolOutlined,
    title: 'Levanta el producto',
    description: 'El cliente toma un producto de la góndola y un sensor discreto detecta el movimiento al instante.',
    color: brandColors.blue,
  },
  {
    icon: PlayCircleOutlined,
    title: 'Contenido activado',
    description: 'La pantalla cercana muestra en menos de un segundo el video y la ficha de ese producto exacto.',
    color: brandColors.orange,
  },
  {
    icon: AutoAwesomeOutlined,
    title: 'Experiencia inmersiva',
    description: 'Características, comparaciones y recomendaciones ayudan a decidir sin esperar a un vendedor.',
    color: brandColors.blue,
  },
  {
    icon: QueryStatsOutlined,
    title: 'Análisis de datos',
    description: 'Cada interacción queda registrada: qué se levanta, cuánto se mira y qué termina en la caja.',
    color: brandColors.orange,
  },
];

/** Four features. */
export const features: Feature[] = [
  {
    icon: SensorsOutlined,
    title: 'Sensores Invisibles',
    description: 'Sensores de movimiento y peso integrados en la góndola, sin alterar el diseño de tu exhibición.',
  },
  {
    icon: PlayCircleOutlined,
    title: 'Contenido por Producto',
    description: 'Cada SKU tiene su propio video, ficha y promoción, que actualizas desde la nube cuando quieras.',
  },
  {
    icon: Inventory2Outlined,
    title: 'Comparación Inteligente',
    description: 'Si el cliente levanta dos productos, la pantalla los compara lado a lado para ayudarle a decidir.',
  },
  {
    icon: InsightsOutlined,
    title: 'Analítica en Tiempo Real',
    description: 'Un panel con levantamientos, tiempo de interacción y conversión por producto, tienda y horario.',
  },
];

/** Three benefits (figures of SPEC §9). */
export const benefits: Benefit[] = [
  {
    value: '+45%',
    title: 'Más engagement en el punto de venta',
    description: 'Los clientes pasan más tiempo con tus productos cuando la góndola responde a lo que tocan.',
  },
  {
    value: '+35%',
    title: 'Más conversión',
    description: 'La información correcta en el momento de la duda convierte la curiosidad en compra.',
  },
  {
    icon: QueryStatsOutlined,
    title: 'Decisiones basadas en datos',
    description: 'Sabes qué productos generan interés y cuáles no, para ajustar surtido, precios y exhibición.',
  },
];

/** Four use cases (SPEC §2.9): premium drinks, electronics, sports footwear, fashion. */
export const useCases: UseCase[] = [
  {
    icon: WineBarOutlined,
    title: 'Bebidas Premium',
    bullets: ['Notas de cata y maridajes', 'Origen, viña y añada', 'Recomendación de precio por ocasión'],
  },
  {
    icon: DevicesOutlined,
    title: 'Electrónica',
    bullets: ['Especificaciones técnicas claras', 'Comparación entre modelos', 'Accesorios compatibles'],
  },
  {
    icon: DirectionsRunOutlined,
    title: 'Calzado Deportivo',
    bullets: ['Tecnología de amortiguación en video', 'Uso recomendado por disciplina', 'Tallas y colores disponibles'],
  },
  {
    icon: CheckroomOutlined,
    title: 'Moda',
    bullets: ['Looks completos sugeridos', 'Materiales y cuidados', 'Prendas de la nueva colección'],
  },
];

/** /servicios/lift-and-learn (SPEC §2.9): the page, band by band. */
export const liftAndLearnPage: MarketingPageContent = {
  seo: {
    title: 'Lift and Learn',
    description:
      'Tecnología Lift & Learn: cuando el cliente levanta un producto, la pantalla muestra su contenido y tú obtienes datos de cada interacción.',
    keywords: ['lift and learn', 'retail interactivo', 'experiencia en tienda', 'digital signage', 'analítica retail'],
    path: paths.liftAndLearn,
    image: liftHeroImage.src,
  },
  hero: {
    eyebrow: 'Lift & Learn',
    title: 'El Producto que Cuenta su Propia Historia',
    subtitle:
      'Cuando tu cliente levanta un producto de la góndola, la pantalla le muestra todo lo que necesita para decidir. Y tú sabes qué despertó su interés.',
    image: liftHeroImage,
    actions: [consultationCta],
  },
  sections: [
    {
      kind: 'section',
      id: 'como-funciona',
      eyebrow: 'Cómo funciona',
      title: 'De la Góndola a la Pantalla en un Segundo',
      subtitle: 'Cuatro pasos que transforman un gesto natural en una experiencia de compra.',
      content: sectionOf(StepList, { steps: howItWorks }),
    },
    featuresBand('Hardware discreto y software en la nube, pensados para el ritmo del retail.', features),
    {
      kind: 'section',
      id: 'beneficios',
      eyebrow: 'Resultados',
      title: 'Beneficios para tu Marca',
      subtitle: 'Una góndola que informa, entretiene y mide.',
      maxWidth: 'md',
      content: sectionOf(BenefitList, { benefits }),
    },
    {
      kind: 'section',
      id: 'casos-de-uso',
      background: 'surface',
      eyebrow: 'Aplicaciones',
      title: 'Casos de Uso',
      subtitle: 'Categorías donde la información en el momento justo cambia la decisión de compra.',
      content: sectionOf(UseCaseGrid, { useCases }),
    },
  ],
  closing: {
    title: 'Haz que tus Productos Hablen',
    text: 'Diseñamos un piloto de Lift & Learn para tu categoría estrella y medimos juntos su impacto en ventas.',
  },
};
