'use strict';

/** /servicios/medicion-audiencia: Servicio: Medición de Audiencia. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Servicio: Medición de Audiencia',
  path: '/servicios/medicion-audiencia',
  seo: {
    metaTitle: 'Medición de Audiencia',
    metaDescription: 'Medición de audiencia con visión artificial, impulsada por Visiona Analytics: edad, emoción y género de quienes miran tus pantallas, de forma anónima y en tiempo real.',
    keywords: 'medición de audiencia, analítica de audiencia, visión artificial, digital signage, retail analytics',
    socialImage: {
      file: 'pages/services/audience-measurement/audience-poster.webp',
      alt: 'Tres personas frente a pantallas, cada una detectada con su rango de edad, género y emoción estimados',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'productos',
      title: 'Medición de Audiencia',
      description: 'Edad, género y emoción de quienes miran tus pantallas, en tiempo real.',
      icon: 'InsightsOutlined',
      order: 40,
    },
    {
      group: 'servicios',
      title: 'Medición de Audiencia',
      description: 'Analítica de audiencia con visión artificial para decidir con datos.',
      icon: 'InsightsOutlined',
      order: 40,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-video',
      eyebrow: 'Medición de Audiencia',
      title: 'Conoce a Quien Mira tus Pantallas',
      subtitle: 'Visión artificial que mide cuántas personas ven tu contenido, cuánto tiempo lo miran y cómo reaccionan, de forma anónima y en tiempo real.',
      actions: [
        {
          label: 'Solicitar prueba de concepto',
          href: '/contacto',
        },
      ],
      videoWebm: {
        file: 'pages/services/audience-measurement/audience-loop.webm',
      },
      videoMp4: {
        file: 'pages/services/audience-measurement/audience-loop.mp4',
      },
      poster: {
        file: 'pages/services/audience-measurement/audience-poster.webp',
        alt: 'Tres personas frente a pantallas, cada una detectada con su rango de edad, género y emoción estimados',
      },
    },
    {
      __component: 'blocks.partner-split',
      anchor: 'socio',
      eyebrow: 'Socio tecnológico',
      title: 'Impulsado por Visiona Analytics',
      paragraphs: 'Nexo Digital integra la plataforma de analítica de audiencia de Visiona Analytics, especialista en visión artificial para el retail y los medios fuera del hogar. Sus modelos procesan el video en el propio dispositivo y entregan solo datos agregados y anónimos.\n\nNosotros nos encargamos de instalar los sensores, conectarlos a tus pantallas y convertir los datos en decisiones de contenido.',
      partnerName: 'Visiona Analytics',
      logo: {
        file: 'pages/services/audience-measurement/visiona-logo.webp',
        alt: 'Visiona Analytics',
      },
      logoWidth: 320,
      logoHeight: 96,
      stats: [
        {
          value: '+98%',
          label: 'Precisión de detección',
        },
        {
          value: '+1B',
          label: 'Impresiones medidas',
        },
      ],
    },
    {
      __component: 'blocks.feature-grid',
      anchor: 'caracteristicas',
      eyebrow: 'Tecnología',
      title: 'Características',
      subtitle: 'Todo lo que necesitas para medir tu audiencia sin encuestas ni estimaciones.',
      background: 'surface',
      features: [
        {
          icon: 'VideocamOutlined',
          title: 'Detección Anónima',
          description: 'Un sensor óptico junto a la pantalla cuenta a quienes pasan y a quienes miran, sin guardar imágenes ni identificar a nadie.',
        },
        {
          icon: 'FaceRetouchingNaturalOutlined',
          title: 'Perfil Demográfico',
          description: 'Rango de edad, género y emoción estimados en tiempo real para cada impresión.',
        },
        {
          icon: 'AccessTimeOutlined',
          title: 'Tiempo de Atención',
          description: 'Cuántos segundos mira cada persona tu contenido y en qué momento pierde el interés.',
        },
        {
          icon: 'TimelineOutlined',
          title: 'Reportes en Tiempo Real',
          description: 'Un panel web con audiencias por hora, pantalla y campaña, exportable para tus equipos y anunciantes.',
        },
      ],
    },
    {
      __component: 'blocks.benefit-list',
      anchor: 'beneficios',
      eyebrow: 'Resultados',
      title: 'Beneficios',
      maxWidth: 'md',
      benefits: [
        {
          title: 'Contenido que se optimiza con datos',
          description: 'Descubre qué piezas retienen la mirada y programa cada mensaje para la audiencia que realmente está frente a la pantalla.',
          icon: 'TuneOutlined',
        },
        {
          title: 'Retorno demostrable',
          description: 'Reporta impresiones reales a tus anunciantes y a tu directorio, en lugar de estimaciones de tráfico.',
          icon: 'VerifiedOutlined',
        },
        {
          title: 'Privacidad por diseño',
          description: 'El análisis ocurre en el propio dispositivo y solo se guardan datos agregados y anónimos.',
          icon: 'PrivacyTipOutlined',
        },
      ],
    },
    {
      __component: 'blocks.audience-dashboard',
      anchor: 'dashboard',
      eyebrow: 'Panel de control',
      title: 'Dashboard de Audiencia',
      subtitle: 'Tres mediciones con la precisión de nuestro socio tecnológico, en un panel que tu equipo entiende a primera vista.',
      background: 'blue',
      measures: [
        {
          title: 'Rango de Edad',
          precision: '98%',
          description: 'Audiencia por tramo etario',
          breakdown: [
            {
              label: '18-24',
              share: 22,
            },
            {
              label: '25-34',
              share: 34,
            },
            {
              label: '35-44',
              share: 24,
            },
            {
              label: '45-54',
              share: 13,
            },
            {
              label: '55+',
              share: 7,
            },
          ],
        },
        {
          title: 'Análisis de Emociones',
          precision: '95%',
          description: 'Reacción ante el contenido',
          breakdown: [
            {
              label: 'Alegría',
              share: 46,
            },
            {
              label: 'Neutral',
              share: 38,
            },
            {
              label: 'Sorpresa',
              share: 11,
            },
            {
              label: 'Otras',
              share: 5,
            },
          ],
        },
        {
          title: 'Segmentación por Género',
          precision: '95%',
          description: 'Distribución de la audiencia',
          breakdown: [
            {
              label: 'Mujeres',
              share: 54,
            },
            {
              label: 'Hombres',
              share: 46,
            },
          ],
        },
      ],
    },
    {
      __component: 'blocks.use-case-grid',
      anchor: 'casos-de-uso',
      eyebrow: 'Aplicaciones',
      title: 'Casos de Uso',
      subtitle: 'Industrias donde conocer a la audiencia cambia la forma de comunicar.',
      useCases: [
        {
          title: 'Retail',
          bullets: 'Audiencia por vitrina y pasillo\nCampañas según el perfil de cada hora\nConversión de mirada a compra',
          icon: 'StorefrontOutlined',
        },
        {
          title: 'Corporativo',
          bullets: 'Alcance real de comunicados internos\nZonas de mayor atención en oficinas\nContenido ajustado por turno',
          icon: 'ApartmentOutlined',
        },
        {
          title: 'Entretenimiento',
          bullets: 'Reacción emocional a trailers\nAudiencias en salas y vestíbulos\nPatrocinios medidos por impresión',
          icon: 'MovieOutlined',
        },
        {
          title: 'Malls',
          bullets: 'Flujo de visitantes por sector\nTarifas publicitarias basadas en datos\nReportes para cada marca anunciante',
          icon: 'LocalMallOutlined',
        },
      ],
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: 'Mide Antes de Decidir',
      text: 'Instalamos la medición en una de tus pantallas durante un mes y te mostramos, con datos reales, quién ve tu contenido.',
      action: {
        label: 'Solicitar prueba de concepto',
        href: '/contacto',
      },
    },
  ],
};
