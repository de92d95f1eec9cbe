'use strict';

/** /servicios/lift-and-learn: Servicio: Lift and Learn. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Servicio: Lift and Learn',
  path: '/servicios/lift-and-learn',
  seo: {
    metaTitle: 'Lift and Learn',
    metaDescription: 'Tecnología Lift & Learn: cuando el cliente levanta un producto, la pantalla muestra su contenido y tú obtienes datos de cada interacción.',
    keywords: 'lift and learn, retail interactivo, experiencia en tienda, digital signage, analítica retail',
    socialImage: {
      file: 'pages/services/lift-and-learn/lift-hero.webp',
      alt: 'Una botella levantada de la góndola activa en la pantalla superior su ficha con precio y valoraciones',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'productos',
      title: 'Lift & Learn',
      description: 'El producto que el cliente levanta activa su propio contenido en pantalla.',
      icon: 'PanToolOutlined',
      order: 30,
    },
    {
      group: 'servicios',
      title: 'Lift and Learn',
      description: 'Experiencias interactivas que responden al producto en la mano del cliente.',
      icon: 'PanToolOutlined',
      order: 30,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-image',
      eyebrow: 'Lift & Learn',
      title: 'El Producto que Cuenta su Propia Historia',
      subtitle: 'Cuando tu cliente levanta un producto de la góndola, la pantalla le muestra todo lo que necesita para decidir. Y tú sabes qué despertó su interés.',
      actions: [
        {
          label: 'Solicitar una consultoría',
          href: '/contacto#contact-form',
        },
      ],
      image: {
        file: 'pages/services/lift-and-learn/lift-hero.webp',
        alt: 'Una botella levantada de la góndola activa en la pantalla superior su ficha con precio y valoraciones',
      },
    },
    {
      __component: 'blocks.step-list',
      anchor: 'como-funciona',
      eyebrow: 'Cómo funciona',
      title: 'De la Góndola a la Pantalla en un Segundo',
      subtitle: 'Cuatro pasos que transforman un gesto natural en una experiencia de compra.',
      steps: [
        {
          title: 'Levanta el producto',
          description: 'El cliente toma un producto de la góndola y un sensor discreto detecta el movimiento al instante.',
          color: 'blue',
          icon: 'PanToolOutlined',
        },
        {
          title: 'Contenido activado',
          description: 'La pantalla cercana muestra en menos de un segundo el video y la ficha de ese producto exacto.',
          color: 'orange',
          icon: 'PlayCircleOutlined',
        },
        {
          title: 'Experiencia inmersiva',
          description: 'Características, comparaciones y recomendaciones ayudan a decidir sin esperar a un vendedor.',
          color: 'blue',
          icon: 'AutoAwesomeOutlined',
        },
        {
          title: 'Análisis de datos',
          description: 'Cada interacción queda registrada: qué se levanta, cuánto se mira y qué termina en la caja.',
          color: 'orange',
          icon: 'QueryStatsOutlined',
        },
      ],
    },
    {
      __component: 'blocks.feature-grid',
      anchor: 'caracteristicas',
      eyebrow: 'Tecnología',
      title: 'Características',
      subtitle: 'Hardware discreto y software en la nube, pensados para el ritmo del retail.',
      background: 'surface',
      features: [
        {
          icon: 'SensorsOutlined',
          title: 'Sensores Invisibles',
          description: 'Sensores de movimiento y peso integrados en la góndola, sin alterar el diseño de tu exhibición.',
        },
        {
          icon: 'PlayCircleOutlined',
          title: 'Contenido por Producto',
          description: 'Cada SKU tiene su propio video, ficha y promoción, que actualizas desde la nube cuando quieras.',
        },
        {
          icon: 'Inventory2Outlined',
          title: 'Comparación Inteligente',
          description: 'Si el cliente levanta dos productos, la pantalla los compara lado a lado para ayudarle a decidir.',
        },
        {
          icon: 'InsightsOutlined',
          title: 'Analítica en Tiempo Real',
          description: 'Un panel con levantamientos, tiempo de interacción y conversión por producto, tienda y horario.',
        },
      ],
    },
    {
      __component: 'blocks.benefit-list',
      anchor: 'beneficios',
      eyebrow: 'Resultados',
      title: 'Beneficios para tu Marca',
      subtitle: 'Una góndola que informa, entretiene y mide.',
      maxWidth: 'md',
      benefits: [
        {
          title: 'Más engagement en el punto de venta',
          description: 'Los clientes pasan más tiempo con tus productos cuando la góndola responde a lo que tocan.',
          value: '+45%',
        },
        {
          title: 'Más conversión',
          description: 'La información correcta en el momento de la duda convierte la curiosidad en compra.',
          value: '+35%',
        },
        {
          title: 'Decisiones basadas en datos',
          description: 'Sabes qué productos generan interés y cuáles no, para ajustar surtido, precios y exhibición.',
          icon: 'QueryStatsOutlined',
        },
      ],
    },
    {
      __component: 'blocks.use-case-grid',
      anchor: 'casos-de-uso',
      eyebrow: 'Aplicaciones',
      title: 'Casos de Uso',
      subtitle: 'Categorías donde la información en el momento justo cambia la decisión de compra.',
      background: 'surface',
      useCases: [
        {
          title: 'Bebidas Premium',
          bullets: 'Notas de cata y maridajes\nOrigen, viña y añada\nRecomendación de precio por ocasión',
          icon: 'WineBarOutlined',
        },
        {
          title: 'Electrónica',
          bullets: 'Especificaciones técnicas claras\nComparación entre modelos\nAccesorios compatibles',
          icon: 'DevicesOutlined',
        },
        {
          title: 'Calzado Deportivo',
          bullets: 'Tecnología de amortiguación en video\nUso recomendado por disciplina\nTallas y colores disponibles',
          icon: 'DirectionsRunOutlined',
        },
        {
          title: 'Moda',
          bullets: 'Looks completos sugeridos\nMateriales y cuidados\nPrendas de la nueva colección',
          icon: 'CheckroomOutlined',
        },
      ],
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: 'Haz que tus Productos Hablen',
      text: 'Diseñamos un piloto de Lift & Learn para tu categoría estrella y medimos juntos su impacto en ventas.',
    },
  ],
};
