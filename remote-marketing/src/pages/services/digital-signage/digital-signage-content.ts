import CastConnectedOutlined from '@mui/icons-material/CastConnectedOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import HighlightOutlined from '@mui/icons-material/HighlightOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import LocalMallOutlined from '@mui/icons-material/LocalMallOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import type { Feature } from '../../../sections/feature-grid';
import type { SectionImage } from '../../../sections/section-image';
import type { Stat } from '../../../sections/stat-cards';
import type { Step } from '../../../sections/step-list';
import type { UseCase } from '../../../sections/use-case-grid';
import { brandColors } from '@site/shared/theme';
import clinicImage from './assets/impl-clinic.webp';
import corporateImage from './assets/impl-corporate.webp';
import mallImage from './assets/impl-mall.webp';
import restaurantImage from './assets/impl-restaurant.webp';
import retailImage from './assets/impl-retail.webp';

/** Three benefit blocks, each backed by a figure of SPEC §9. */
export const signageBenefits: Stat[] = [
  {
    value: '80%',
    label: 'Recordación de marca',
    description:
      'Los mensajes en movimiento se recuerdan más que la gráfica impresa: tu marca queda en la memoria de quien pasa frente a la pantalla.',
  },
  {
    value: '+40%',
    label: 'Satisfacción del cliente',
    description:
      'Información clara de precios, turnos y promociones reduce la incertidumbre y hace que la visita se sienta más corta y más amable.',
  },
  {
    value: '+60%',
    label: 'Tiempo de atención',
    description:
      'El contenido dinámico capta la mirada por más tiempo que un cartel estático, y cada segundo extra es una oportunidad de venta.',
  },
];

export interface ApplicationGroup {
  title: string;
  description: string;
  cases: UseCase[];
}

/** Application cases (SPEC §2.7): retail, restaurants, malls; corporate, health, education. */
export const applicationGroups: ApplicationGroup[] = [
  {
    title: 'Comercio y Servicios',
    description: 'Pantallas que venden en el punto de decisión de compra.',
    cases: [
      {
        icon: StorefrontOutlined,
        title: 'Retail',
        bullets: [
          'Promociones sincronizadas en toda la cadena',
          'Precios y ofertas actualizados al instante',
          'Vitrinas que atraen tráfico desde la calle',
        ],
      },
      {
        icon: RestaurantOutlined,
        title: 'Restaurantes',
        bullets: [
          'Menu boards digitales por horario del día',
          'Productos agotados fuera de pantalla en segundos',
          'Venta sugerida de combos y bebidas',
        ],
      },
      {
        icon: LocalMallOutlined,
        title: 'Malls',
        bullets: [
          'Directorios y mapas de orientación interactivos',
          'Espacios publicitarios comercializables',
          'Avisos de eventos y campañas de temporada',
        ],
      },
    ],
  },
  {
    title: 'Empresas e Instituciones',
    description: 'Información oportuna para equipos, pacientes y estudiantes.',
    cases: [
      {
        icon: ApartmentOutlined,
        title: 'Corporativo',
        bullets: [
          'Indicadores y metas visibles para cada equipo',
          'Bienvenida a visitas en recepción',
          'Comunicados internos en todas las sedes',
        ],
      },
      {
        icon: LocalHospitalOutlined,
        title: 'Salud',
        bullets: [
          'Llamado de turnos en salas de espera',
          'Campañas de prevención y vacunación',
          'Señalética para orientar a pacientes',
        ],
      },
      {
        icon: SchoolOutlined,
        title: 'Educación',
        bullets: [
          'Horarios, salas y cambios de último minuto',
          'Difusión de actividades y logros del campus',
          'Alertas de emergencia en todo el recinto',
        ],
      },
    ],
  },
];

/** Four-step solution architecture. */
export const architectureSteps: Step[] = [
  {
    icon: DesktopWindowsOutlined,
    title: 'Pantallas y Hardware',
    description:
      'Seleccionamos pantallas profesionales para operar 24/7, con el brillo y el formato que exige cada espacio.',
    color: brandColors.blue,
  },
  {
    icon: MemoryOutlined,
    title: 'Reproductores',
    description:
      'Un reproductor por pantalla descarga el contenido y sigue funcionando aunque se caiga la conexión a internet.',
    color: brandColors.orange,
  },
  {
    icon: CastConnectedOutlined,
    title: 'Plataforma Cloud',
    description:
      'Desde un panel web programas contenidos por tienda, zona u horario y ves el estado de cada pantalla en tiempo real.',
    color: brandColors.blue,
  },
  {
    icon: SupportAgentOutlined,
    title: 'Contenido y Soporte',
    description:
      'Nuestro equipo diseña piezas, monitorea la red y resuelve incidencias para que tus pantallas nunca queden en negro.',
    color: brandColors.orange,
  },
];

/** Four screen types. */
export const screenTypes: Feature[] = [
  {
    icon: DesktopWindowsOutlined,
    title: 'Pantallas Standalone',
    description:
      'Pantallas profesionales horizontales o verticales, con reproductor integrado, para muros, vitrinas y tótems.',
  },
  {
    icon: GridViewOutlined,
    title: 'Video Wall',
    description:
      'Varias pantallas de marco ultradelgado que forman una sola imagen de gran formato para lobbies y puntos de alto tráfico.',
  },
  {
    icon: HighlightOutlined,
    title: 'Pantallas LED',
    description:
      'Módulos LED de alto brillo y tamaño a medida, visibles incluso a pleno sol en fachadas, malls y eventos.',
  },
  {
    icon: TouchAppOutlined,
    title: 'Kioscos Interactivos',
    description:
      'Tótems táctiles para autoatención, catálogos extendidos, encuestas y orientación sin filas ni esperas.',
  },
];

/** An implementation case of the slideshow (SPEC §3: image, title, description). */
export interface ImplementationCase {
  image: SectionImage;
  title: string;
  client: string;
  description: string;
}

const slideImage = (src: string, alt: string): SectionImage => ({ src, alt, width: 960, height: 540 });

/** Five client projects, one of them with more than 70 stores (SPEC §2.7). Names are fictional. */
export const implementations: ImplementationCase[] = [
  {
    image: slideImage(retailImage, 'Fachadas de tiendas Altamar con pantallas de promociones en sus vitrinas'),
    title: 'Red nacional de pantallas en más de 70 tiendas',
    client: 'Tiendas Altamar',
    description:
      'Conectamos más de 70 tiendas de Arica a Punta Arenas a una sola plataforma: cada campaña se publica en minutos, con precios y promociones distintos por región y horario.',
  },
  {
    image: slideImage(restaurantImage, 'Tres menu boards digitales sobre el mesón de un restaurante'),
    title: 'Menu boards digitales por horario',
    client: 'Sabores del Puerto',
    description:
      'Menús que cambian solos entre desayuno, almuerzo y once, y combos destacados según la demanda de cada local de la cadena.',
  },
  {
    image: slideImage(mallImage, 'Gran pantalla LED sobre el patio de un mall y un tótem de orientación'),
    title: 'Pantalla LED y orientación en el mall',
    client: 'Centro Comercial Los Andes',
    description:
      'Una pantalla LED de gran formato para campañas de temporada y tótems con directorio de tiendas que guían a los visitantes.',
  },
  {
    image: slideImage(corporateImage, 'Video wall con un gráfico de resultados en el lobby de una empresa'),
    title: 'Video wall corporativo en el lobby',
    client: 'Grupo Andino Energía',
    description:
      'Un video wall de 3x3 que recibe a las visitas y muestra los indicadores de la compañía en tiempo real a todo el equipo.',
  },
  {
    image: slideImage(clinicImage, 'Pantalla de llamado de turnos en la sala de espera de una clínica'),
    title: 'Llamado de turnos y campañas de salud',
    client: 'Clínica Vitalia',
    description:
      'Pantallas en las salas de espera que llaman turnos, informan tiempos de atención y difunden campañas de prevención.',
  },
];

/** Numbers for the slideshow (SPEC §9). */
export const SLIDESHOW_INTERVAL_MS = 5000;
export const SLIDE_FADE_MS = 500;
