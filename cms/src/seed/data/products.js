// @ts-check
'use strict';

/**
 * Products of the catalogue, in display order. Brands are fictional. Several products have
 * more than one image (the card and the detail show arrows); some lack optional specs
 * (the detail shows only the specifications that exist).
 * @type {import('../types').ProductSeed[]}
 */

/** @param {string} slug @param {number} count */
const images = (slug, count) =>
  Array.from({ length: count }, (_, i) => `productos/${slug}-${i + 1}.webp`);

module.exports = [
  // Pantallas interactivas
  {
    slug: 'totem-tactil-lumina-t55',
    name: 'Tótem táctil Lumina T55',
    brand: 'Lumina',
    description:
      'Tótem de piso con pantalla táctil capacitiva de 55 pulgadas, pensado para autoatención, directorios y catálogos en tiendas, clínicas y centros comerciales.',
    resolution: '1920 × 1080 (Full HD)',
    glow: '450 cd/m²',
    system: 'Android 11',
    operation: '18/7',
    features: [
      'Táctil capacitivo de 10 puntos',
      'Vidrio templado antirreflejo de 4 mm',
      'Cámara opcional para medición de audiencia',
      'Gabinete metálico con cerradura',
    ],
    displaySizes: ['43"', '49"', '55"'],
    images: images('totem-tactil-lumina-t55', 3),
    categories: ['pantallas-interactivas'],
  },
  {
    slug: 'kiosco-autoatencion-vistek-k32',
    name: 'Kiosco de autoatención Vistek K32',
    brand: 'Vistek',
    description:
      'Kiosco compacto de 32 pulgadas con impresora térmica y lector de códigos, ideal para emitir turnos, registrar visitas y hacer pedidos en restaurantes.',
    resolution: '1920 × 1080 (Full HD)',
    glow: '350 cd/m²',
    system: 'Windows 11 IoT',
    operation: '16/7',
    features: ['Impresora térmica de 80 mm', 'Lector de códigos QR y de barras', 'Soporte para terminal de pago'],
    displaySizes: ['21,5"', '32"'],
    images: images('kiosco-autoatencion-vistek-k32', 2),
    categories: ['pantallas-interactivas'],
  },
  {
    slug: 'mesa-interactiva-orbis-m43',
    name: 'Mesa interactiva Orbis M43',
    brand: 'Orbis',
    description:
      'Mesa con superficie táctil de 43 pulgadas para salas de venta, museos y showrooms, donde varias personas exploran contenidos al mismo tiempo.',
    resolution: '3840 × 2160 (4K UHD)',
    glow: '400 cd/m²',
    system: null,
    operation: '16/7',
    features: ['Táctil de 20 puntos para uso simultáneo', 'Superficie resistente a derrames', 'Reconocimiento de objetos con marcadores'],
    displaySizes: ['43"', '55"'],
    images: images('mesa-interactiva-orbis-m43', 1),
    categories: ['pantallas-interactivas'],
  },
  {
    slug: 'pantalla-lift-and-learn-quanta-ll24',
    name: 'Pantalla lift and learn Quanta LL24',
    brand: 'Quanta',
    description:
      'Pantalla de góndola de 24 pulgadas con controlador para hasta ocho sensores de producto: al levantar un producto se muestra su ficha o una comparación.',
    resolution: '1920 × 1080 (Full HD)',
    glow: null,
    system: 'Linux embebido',
    operation: null,
    features: ['Controlador para 8 sensores de producto', 'Montaje en repisa o en cabecera de góndola', 'Registro de interacciones en la nube'],
    displaySizes: ['24"'],
    images: images('pantalla-lift-and-learn-quanta-ll24', 2),
    categories: ['pantallas-interactivas'],
  },

  // Pantallas de señalización
  {
    slug: 'pantalla-profesional-nordpanel-s55',
    name: 'Pantalla profesional Nordpanel S55',
    brand: 'Nordpanel',
    description:
      'Pantalla de uso comercial para operación continua, con reproductor integrado y administración remota, para menús, promociones y comunicación interna.',
    resolution: '3840 × 2160 (4K UHD)',
    glow: '500 cd/m²',
    system: 'Android 11',
    operation: '24/7',
    features: ['Reproductor integrado con 32 GB', 'Instalación vertical u horizontal', 'Encendido y apagado programable', 'Administración remota'],
    displaySizes: ['43"', '50"', '55"', '65"'],
    images: images('pantalla-profesional-nordpanel-s55', 3),
    categories: ['pantallas-senalizacion'],
  },
  {
    slug: 'pantalla-alto-brillo-lumina-hb49',
    name: 'Pantalla de alto brillo Lumina HB49',
    brand: 'Lumina',
    description:
      'Pantalla de 2.500 nits para vitrinas con sol directo: el mensaje se lee desde la calle a cualquier hora del día.',
    resolution: '1920 × 1080 (Full HD)',
    glow: '2.500 cd/m²',
    system: 'Tizen',
    operation: '24/7',
    features: ['Sensor de luz ambiente con ajuste automático', 'Panel resistente al calor', 'Perfil delgado para vitrina'],
    displaySizes: ['49"', '55"'],
    images: images('pantalla-alto-brillo-lumina-hb49', 2),
    categories: ['pantallas-senalizacion'],
  },
  {
    slug: 'menu-board-vistek-mb43',
    name: 'Menu board Vistek MB43',
    brand: 'Vistek',
    description:
      'Pantalla para menús de restaurantes y cafeterías, con plantillas de precios que se actualizan desde la nube en todos los locales a la vez.',
    resolution: '1920 × 1080 (Full HD)',
    glow: '700 cd/m²',
    system: 'Android 11',
    operation: '18/7',
    features: ['Plantillas de menú editables', 'Montaje en serie de dos a cuatro pantallas', 'Programación por horario de desayuno, almuerzo y cena'],
    displaySizes: ['43"', '49"'],
    images: images('menu-board-vistek-mb43', 1),
    categories: ['pantallas-senalizacion'],
  },
  {
    slug: 'pantalla-estirada-orbis-bar37',
    name: 'Pantalla estirada Orbis BAR37',
    brand: 'Orbis',
    description:
      'Pantalla de formato ultra ancho para cabeceras de góndola, repisas y andenes, donde no cabe una pantalla convencional.',
    resolution: '1920 × 540',
    glow: '700 cd/m²',
    system: null,
    operation: '24/7',
    features: ['Formato 32:9', 'Montaje en repisa, techo o muro', 'Entrada HDMI y reproductor externo opcional'],
    displaySizes: ['24"', '37"'],
    images: images('pantalla-estirada-orbis-bar37', 2),
    categories: ['pantallas-senalizacion'],
  },

  // Pantallas LED
  {
    slug: 'pantalla-led-interior-kairo-p25',
    name: 'Pantalla LED interior Kairo P2.5',
    brand: 'Kairo',
    description:
      'Pantalla LED modular para interiores, sin bordes entre módulos, para halls corporativos, escenarios y fachadas interiores de tiendas.',
    resolution: '256 × 128 píxeles por módulo (400 × 400 por m²)',
    glow: '800 cd/m²',
    system: 'Controlador con reproductor en la nube',
    operation: '24/7',
    features: ['Pixel pitch de 2,5 mm', 'Módulos con mantención frontal', 'Tamaño a medida por módulos de 64 × 32 cm'],
    displaySizes: ['2 × 1 m', '3 × 2 m', 'A medida'],
    images: images('pantalla-led-interior-kairo-p25', 3),
    categories: ['pantallas-led'],
  },
  {
    slug: 'pantalla-led-exterior-kairo-p6',
    name: 'Pantalla LED exterior Kairo P6',
    brand: 'Kairo',
    description:
      'Pantalla LED de alto brillo para fachadas y accesos, con protección contra lluvia y polvo, visible a decenas de metros.',
    resolution: '160 × 160 píxeles por módulo',
    glow: '6.000 cd/m²',
    system: null,
    operation: '24/7',
    features: ['Protección IP65', 'Ajuste automático de brillo día y noche', 'Estructura de acero galvanizado'],
    displaySizes: ['3 × 2 m', '4 × 3 m', '6 × 3 m'],
    images: images('pantalla-led-exterior-kairo-p6', 2),
    categories: ['pantallas-led'],
  },
  {
    slug: 'poster-led-quanta-p19',
    name: 'Póster LED Quanta P1.9',
    brand: 'Quanta',
    description:
      'Póster LED portátil sobre ruedas para vitrinas y eventos: se instala en minutos y se pueden unir varios para formar una pantalla mayor.',
    resolution: '1024 × 1920',
    glow: '1.200 cd/m²',
    system: 'Android 9',
    operation: null,
    features: ['Base con ruedas y freno', 'Unión en cadena de hasta 8 pósteres', 'Control desde el teléfono por wifi'],
    displaySizes: ['1,9 × 0,6 m'],
    images: images('poster-led-quanta-p19', 2),
    categories: ['pantallas-led'],
  },

  // Videowalls
  {
    slug: 'videowall-nordpanel-vw55-2x2',
    name: 'Videowall Nordpanel VW55 2×2',
    brand: 'Nordpanel',
    description:
      'Conjunto de cuatro pantallas de 55 pulgadas con borde ultradelgado de 3,5 mm para lobbies, salas de control y vitrinas de gran formato.',
    resolution: '3840 × 2160 en conjunto (4 × Full HD)',
    glow: '500 cd/m²',
    system: 'Controlador de videowall externo',
    operation: '24/7',
    features: ['Borde de 3,5 mm entre pantallas', 'Calibración de color de fábrica', 'Soporte de muro con ajuste fino', 'Configuraciones 2×2, 3×3 o a medida'],
    displaySizes: ['2×2 de 55"', '3×3 de 55"'],
    images: images('videowall-nordpanel-vw55-2x2', 3),
    categories: ['videowalls'],
  },
  {
    slug: 'videowall-lumina-vw49-3x3',
    name: 'Videowall Lumina VW49 3×3',
    brand: 'Lumina',
    description:
      'Videowall de nueve pantallas de 49 pulgadas para centros comerciales y salas de exhibición, con contenido continuo sobre toda la superficie.',
    resolution: '5760 × 3240 en conjunto',
    glow: '700 cd/m²',
    system: null,
    operation: '24/7',
    features: ['Borde de 1,8 mm', 'Redundancia de señal', 'Mantención frontal'],
    displaySizes: ['3×3 de 49"'],
    images: images('videowall-lumina-vw49-3x3', 1),
    categories: ['videowalls'],
  },
  {
    slug: 'videowall-portatil-orbis-evento',
    name: 'Videowall portátil Orbis Evento',
    brand: 'Orbis',
    description:
      'Videowall de 2×2 sobre estructura móvil para ferias, lanzamientos y eventos corporativos, que se arma sin herramientas.',
    resolution: '3840 × 2160 en conjunto',
    glow: null,
    system: null,
    operation: null,
    features: ['Estructura de aluminio con ruedas', 'Armado sin herramientas en 30 minutos', 'Estuches de transporte incluidos'],
    displaySizes: ['2×2 de 46"'],
    images: images('videowall-portatil-orbis-evento', 2),
    categories: ['videowalls'],
  },
];
