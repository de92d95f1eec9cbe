'use strict';

/** /: Inicio. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Inicio',
  path: '/',
  seo: {
    metaTitle: 'Cartelería digital, automatización e inteligencia artificial',
    metaDescription: 'Cartelería digital, medición de audiencia, Lift & Learn, asistente IA y servicios cloud para empresas en Chile. Solicita una consultoría sin costo.',
    socialImage: {
      file: 'pages/home/hero-main.webp',
      alt: 'Clientes frente a un videowall y dos tótems digitales que muestran una campaña de la marca',
    },
    noindex: false,
  },
  blocks: [
    {
      __component: 'blocks.home-hero',
      tagline: 'Todo se trata de vínculos:',
      phrases: 'la audiencia y la marca\nel usuario y la tecnología\nel consultor y el cliente',
      title: 'Pantallas, datos e inteligencia artificial que conectan tu marca con las personas',
      description: 'Diseñamos, instalamos y operamos soluciones de cartelería digital, medición de audiencia y automatización para retail, salud, educación y empresas de todo Chile.',
      actions: [
        {
          label: 'Hablar con un asesor',
          href: '/contacto',
        },
        {
          label: 'Ver nuestros servicios',
          href: '#nuestros-servicios',
          variant: 'secondary',
        },
      ],
      image: {
        file: 'pages/home/hero-main.webp',
        alt: 'Clientes frente a un videowall y dos tótems digitales que muestran una campaña de la marca',
      },
      thumbnails: [
        {
          image: {
            file: 'pages/home/hero-thumb-interactive.webp',
            alt: 'Mano tocando una pantalla interactiva',
          },
          caption: 'Pantallas interactivas',
        },
        {
          image: {
            file: 'pages/home/hero-thumb-analytics.webp',
            alt: 'Panel con gráficos de audiencia y cifras de atención',
          },
          caption: 'Analítica en tiempo real',
        },
      ],
    },
    {
      __component: 'blocks.benefit-columns',
      anchor: 'beneficios',
      eyebrow: 'Soluciones',
      title: 'Tecnología que acerca tu marca a las personas',
      subtitle: 'Dos caminos, un mismo objetivo: que cada pantalla, cada dato y cada conversación trabajen para tu negocio.',
      concepts: [
        {
          title: 'Experiencia del Cliente',
          icon: 'StorefrontOutlined',
          description: 'Cada visita a tu tienda, sucursal o mall es una oportunidad de sorprender, informar y vender más.',
          items: 'Señalización digital con contenido que cambia según la hora, el público y el stock\nMedición de audiencia anónima para saber quién mira y qué funciona\nInteracción en el punto de venta con pantallas táctiles y Lift & Learn\nNexo IA, el asistente que atiende a tus clientes 24/7',
          link: {
            label: 'Ver soluciones de Experiencia del Cliente',
            href: '/experiencia-cliente',
          },
        },
        {
          title: 'Impulsa tu productividad',
          icon: 'AutoGraphOutlined',
          description: 'Menos tareas repetitivas y más tiempo para lo que de verdad mueve a tu empresa.',
          items: 'Optimización de procesos con flujos de aprobación y reportes automáticos\nAutomatización de documentos, agendas y comunicaciones internas\nServicios cloud: migración, bases de datos administradas y respaldo\nNexo IA para responder a tu equipo y a tus clientes sin esperas',
          link: {
            label: 'Ver soluciones de Productividad',
            href: '/productividad',
          },
        },
      ],
    },
    {
      __component: 'blocks.services-carousel',
      anchor: 'nuestros-servicios',
      eyebrow: 'Servicios',
      title: 'Nuestros Servicios',
      subtitle: 'Soluciones completas, del hardware al contenido y los datos, para cada punto de contacto con tus clientes y tu equipo.',
      background: 'surface',
      carouselLabel: 'Nuestros Servicios',
      services: [
        {
          title: 'Señalización Digital',
          description: 'Pantallas, tótems y videowalls que informan, venden y sorprenden en cada punto de contacto. Programas campañas por tienda, horario o público desde una sola plataforma en la nube.',
          image: {
            file: 'pages/home/service-digital-signage.webp',
            alt: 'Dos personas frente a un videowall de cuatro pantallas en un centro comercial',
          },
          href: '/servicios/senalizacion-digital',
          customerExperience: true,
          productivity: false,
        },
        {
          title: 'Gestión de Contenidos',
          description: 'Con los planes LITE y PLUS nuestro equipo diseña, programa y renueva el contenido de tu red de pantallas, y la monitorea 24x7 para que nunca quede una pantalla en negro.',
          image: {
            file: 'pages/home/service-content-management.webp',
            alt: 'Una nube de gestión de contenidos conectada con tres pantallas en línea',
          },
          href: '/servicios/gestion-contenidos',
          customerExperience: false,
          productivity: true,
        },
        {
          title: 'Lift and Learn',
          description: 'Cuando el cliente levanta un producto del estante, la pantalla muestra al instante su ficha, su video y sus diferencias con el resto. Interacción natural que acompaña la decisión de compra.',
          image: {
            file: 'pages/home/service-lift-and-learn.webp',
            alt: 'Un cliente levanta un producto del estante y la pantalla muestra su información',
          },
          href: '/servicios/lift-and-learn',
          customerExperience: true,
          productivity: false,
        },
        {
          title: 'Medición de Audiencia',
          description: 'Visión artificial que estima de forma anónima cuántas personas miran tus pantallas, su rango de edad, género y emoción. Datos en tiempo real para decidir qué mostrar, dónde y cuándo.',
          image: {
            file: 'pages/home/service-audience-measurement.webp',
            alt: 'Pantalla con gráficos de audiencia y tres personas detectadas con su rango de edad',
          },
          href: '/servicios/medicion-audiencia',
          customerExperience: true,
          productivity: false,
        },
        {
          title: 'Asistente IA',
          description: 'Nexo IA atiende a tus clientes y a tu equipo por web y WhatsApp las 24 horas: responde con la información de tu empresa, agenda citas y deriva a una persona cuando hace falta.',
          image: {
            file: 'pages/home/service-ai-assistant.webp',
            alt: 'Teléfono con una conversación entre un cliente y el asistente virtual, disponible 24/7',
          },
          href: '/servicios/asistente-ia',
          customerExperience: true,
          productivity: true,
        },
      ],
    },
    {
      __component: 'blocks.step-list',
      anchor: 'proceso',
      eyebrow: 'Cómo trabajamos',
      title: 'Estamos Contigo en Cada Paso',
      subtitle: 'Un solo equipo te acompaña desde la primera visita hasta la operación diaria de tu solución.',
      steps: [
        {
          title: 'Diseño',
          description: 'Recorremos tus espacios y conversamos con tu equipo para proponer la solución, el hardware y el contenido que moverán tus indicadores.',
          color: 'blue',
          icon: 'DesignServicesOutlined',
        },
        {
          title: 'Implementación',
          description: 'Instalamos pantallas, sensores y software con un plan de trabajo claro, pruebas en terreno y la menor interrupción posible de tu operación.',
          color: 'orange',
          icon: 'RocketLaunchOutlined',
        },
        {
          title: 'Entrenamiento',
          description: 'Capacitamos a tu equipo para publicar contenido, leer los reportes y sacar partido a cada herramienta desde el primer día.',
          color: 'grey',
          icon: 'SchoolOutlined',
        },
        {
          title: 'Acompañamiento',
          description: 'Monitoreamos tu red, renovamos contenidos y revisamos resultados contigo cada mes, con soporte local en Santiago y regiones.',
          color: 'navy',
          icon: 'HandshakeOutlined',
        },
      ],
    },
    {
      __component: 'blocks.feature-split',
      anchor: 'inteligencia-en-tienda',
      eyebrow: 'Inteligencia en la tienda',
      title: 'Convierte cada visita en información para vender más',
      description: 'Cámaras con visión artificial y pantallas conectadas miden cuántas personas pasan, cuántas miran tu contenido y por cuánto tiempo. No guardamos imágenes: solo datos anónimos para decidir qué mostrar, dónde y cuándo.',
      points: 'Conteo de visitantes y tráfico por hora\nEdad, género y emoción estimados de forma anónima\nMapas de calor de los recorridos en sala\nReportes por campaña, pantalla y tienda',
      image: {
        file: 'pages/home/in-store-intelligence.webp',
        alt: 'Sala de ventas con estanterías, una pantalla con cámara y mapa de calor de los recorridos',
      },
      stats: [
        {
          value: '+85%',
          label: 'más interacciones en el punto de venta',
        },
        {
          value: '+60%',
          label: 'más tiempo de atención frente a la pantalla',
        },
      ],
      action: {
        label: 'Solicitar consultoría',
        href: '/contacto#contact-form',
      },
      reverse: false,
      dark: false,
    },
    {
      __component: 'blocks.feature-split',
      anchor: 'automatizacion',
      eyebrow: 'Automatización con IA',
      title: 'Deja que la inteligencia artificial haga el trabajo repetitivo',
      description: 'Nexo IA responde consultas, agenda citas y ordena documentos conectado a tus sistemas, para que tu equipo dedique su tiempo a lo que sí necesita criterio.',
      points: 'Atención 24/7 en tu sitio web y WhatsApp\nRespuestas con la información real de tu empresa\nIntegración con CRM, agenda y correo\nReportes de conversaciones y satisfacción',
      image: {
        file: 'pages/home/automation-ai.webp',
        alt: 'Un asistente virtual al centro conectado con correo, agenda, documentos, CRM y reportes',
      },
      stats: [
        {
          value: '24/7',
          label: 'disponibilidad',
        },
        {
          value: '90%',
          label: 'de consultas resueltas sin esperas',
        },
      ],
      action: {
        label: 'Explora Asistente IA',
        href: '/servicios/asistente-ia',
      },
      reverse: true,
      dark: true,
    },
    {
      __component: 'blocks.link-cards',
      anchor: 'productos-destacados',
      eyebrow: 'Productos',
      title: '¿Buscas un producto específico?',
      subtitle: 'Estas son las soluciones que más nos piden. Conoce cómo funcionan y qué resultados entregan.',
      background: 'surface',
      cards: [
        {
          title: 'Medición de Audiencia',
          description: 'Sensor con visión artificial que mide, sin guardar imágenes, quién mira tus pantallas y cómo reacciona.',
          image: {
            file: 'pages/home/product-audience.webp',
            alt: 'Sensor de audiencia con 98% de precisión',
          },
          href: '/servicios/medicion-audiencia',
        },
        {
          title: 'Lift & Learn',
          description: 'El producto que el cliente levanta del estante activa su ficha, su video y su precio en pantalla.',
          image: {
            file: 'pages/home/product-lift-learn.webp',
            alt: 'Producto levantado de un estante que activa una pantalla',
          },
          href: '/servicios/lift-and-learn',
        },
        {
          title: 'Señalización Cloud PLUS',
          description: 'Tu red de pantallas administrada desde la nube, con contenido hecho por expertos y monitoreo 24x7.',
          image: {
            file: 'pages/home/product-cloud-plus.webp',
            alt: 'Nube PLUS conectada con tres pantallas',
          },
          href: '/servicios/gestion-contenidos',
        },
        {
          title: 'Nexo IA',
          description: 'Asistente virtual entrenado con la información de tu negocio, disponible 24/7 en web y WhatsApp.',
          image: {
            file: 'pages/home/product-ai.webp',
            alt: 'Teléfono con una conversación con el asistente virtual',
          },
          href: '/servicios/asistente-ia',
        },
      ],
      cardActionLabel: 'Ver producto',
    },
    {
      __component: 'blocks.client-logos',
      anchor: 'clientes',
      eyebrow: 'Clientes',
      title: 'Empresas que confían en nosotros',
      subtitle: 'Retail, salud, educación, entretenimiento y centros comerciales de Arica a Punta Arenas.',
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: 'Comience su Transformación Digital Hoy',
      text: 'Cuéntanos qué quieres lograr y te proponemos, sin costo, la combinación de pantallas, datos y automatización que mejor se ajusta a tu negocio.',
      action: {
        label: 'Solicitar una consultoría',
        href: '/contacto',
      },
    },
  ],
};
