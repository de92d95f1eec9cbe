'use strict';

/** /servicios/senalizacion-digital: Servicio: Señalización Digital. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Servicio: Señalización Digital',
  path: '/servicios/senalizacion-digital',
  seo: {
    metaTitle: 'Señalización Digital',
    metaDescription: 'Diseñamos, instalamos y operamos redes de pantallas para retail, restaurantes, malls, empresas, salud y educación en todo Chile.',
    keywords: 'señalización digital, digital signage, pantallas publicitarias, video wall, pantallas LED, kioscos interactivos',
    socialImage: {
      file: 'pages/services/digital-signage/signage-poster.webp',
      alt: 'Personas frente a una pantalla con una promoción de -30%, un tótem con gráficos de barras y un videowall',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'servicios',
      title: 'Señalización Digital',
      description: 'Pantallas que informan, venden y sorprenden en cada punto de contacto.',
      icon: 'TvOutlined',
      order: 10,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-video',
      eyebrow: 'Señalización Digital',
      title: 'Pantallas que Informan, Venden y Conectan',
      subtitle: 'Diseñamos, instalamos y operamos redes de pantallas para retail, restaurantes, malls y empresas: el mensaje correcto, en la pantalla correcta, en el momento justo.',
      actions: [
        {
          label: 'Solicitar una consultoría',
          href: '/contacto#contact-form',
        },
        {
          label: 'Ver casos de éxito',
          href: '/casos-exito',
          variant: 'secondary',
        },
      ],
      videoWebm: {
        file: 'pages/services/digital-signage/signage-loop.webm',
      },
      videoMp4: {
        file: 'pages/services/digital-signage/signage-loop.mp4',
      },
      poster: {
        file: 'pages/services/digital-signage/signage-poster.webp',
        alt: 'Personas frente a una pantalla con una promoción de -30%, un tótem con gráficos de barras y un videowall',
      },
    },
    {
      __component: 'blocks.stat-cards',
      anchor: 'beneficios',
      eyebrow: 'Por qué invertir',
      title: 'Beneficios de la Señalización Digital',
      subtitle: 'Una red de pantallas bien gestionada no es decoración: es un canal de comunicación medible que trabaja por tu marca todo el día.',
      stats: [
        {
          value: '80%',
          label: 'Recordación de marca',
          description: 'Los mensajes en movimiento se recuerdan más que la gráfica impresa: tu marca queda en la memoria de quien pasa frente a la pantalla.',
        },
        {
          value: '+40%',
          label: 'Satisfacción del cliente',
          description: 'Información clara de precios, turnos y promociones reduce la incertidumbre y hace que la visita se sienta más corta y más amable.',
        },
        {
          value: '+60%',
          label: 'Tiempo de atención',
          description: 'El contenido dinámico capta la mirada por más tiempo que un cartel estático, y cada segundo extra es una oportunidad de venta.',
        },
      ],
    },
    {
      __component: 'blocks.application-groups',
      anchor: 'aplicaciones',
      eyebrow: 'Casos de aplicación',
      title: 'Una Solución para Cada Espacio',
      subtitle: 'Adaptamos formatos, contenidos y horarios a la realidad de cada industria.',
      background: 'surface',
      groups: [
        {
          title: 'Comercio y Servicios',
          description: 'Pantallas que venden en el punto de decisión de compra.',
          cases: [
            {
              title: 'Retail',
              bullets: 'Promociones sincronizadas en toda la cadena\nPrecios y ofertas actualizados al instante\nVitrinas que atraen tráfico desde la calle',
              icon: 'StorefrontOutlined',
            },
            {
              title: 'Restaurantes',
              bullets: 'Menu boards digitales por horario del día\nProductos agotados fuera de pantalla en segundos\nVenta sugerida de combos y bebidas',
              icon: 'RestaurantOutlined',
            },
            {
              title: 'Malls',
              bullets: 'Directorios y mapas de orientación interactivos\nEspacios publicitarios comercializables\nAvisos de eventos y campañas de temporada',
              icon: 'LocalMallOutlined',
            },
          ],
        },
        {
          title: 'Empresas e Instituciones',
          description: 'Información oportuna para equipos, pacientes y estudiantes.',
          cases: [
            {
              title: 'Corporativo',
              bullets: 'Indicadores y metas visibles para cada equipo\nBienvenida a visitas en recepción\nComunicados internos en todas las sedes',
              icon: 'ApartmentOutlined',
            },
            {
              title: 'Salud',
              bullets: 'Llamado de turnos en salas de espera\nCampañas de prevención y vacunación\nSeñalética para orientar a pacientes',
              icon: 'LocalHospitalOutlined',
            },
            {
              title: 'Educación',
              bullets: 'Horarios, salas y cambios de último minuto\nDifusión de actividades y logros del campus\nAlertas de emergencia en todo el recinto',
              icon: 'SchoolOutlined',
            },
          ],
        },
      ],
    },
    {
      __component: 'blocks.step-list',
      anchor: 'arquitectura',
      eyebrow: 'Cómo funciona',
      title: 'Arquitectura de la Solución',
      subtitle: 'Cuatro capas que trabajan juntas para que tus pantallas muestren siempre el contenido correcto.',
      steps: [
        {
          title: 'Pantallas y Hardware',
          description: 'Seleccionamos pantallas profesionales para operar 24/7, con el brillo y el formato que exige cada espacio.',
          color: 'blue',
          icon: 'DesktopWindowsOutlined',
        },
        {
          title: 'Reproductores',
          description: 'Un reproductor por pantalla descarga el contenido y sigue funcionando aunque se caiga la conexión a internet.',
          color: 'orange',
          icon: 'MemoryOutlined',
        },
        {
          title: 'Plataforma Cloud',
          description: 'Desde un panel web programas contenidos por tienda, zona u horario y ves el estado de cada pantalla en tiempo real.',
          color: 'blue',
          icon: 'CastConnectedOutlined',
        },
        {
          title: 'Contenido y Soporte',
          description: 'Nuestro equipo diseña piezas, monitorea la red y resuelve incidencias para que tus pantallas nunca queden en negro.',
          color: 'orange',
          icon: 'SupportAgentOutlined',
        },
      ],
    },
    {
      __component: 'blocks.feature-grid',
      anchor: 'pantallas',
      eyebrow: 'Hardware',
      title: 'Tipos de Pantallas',
      subtitle: 'Elegimos contigo el formato que mejor se ve en tu espacio y en tu presupuesto.',
      background: 'blue',
      action: {
        label: 'Ver catálogo de productos',
        href: '/productos',
        variant: 'secondary',
      },
      features: [
        {
          icon: 'DesktopWindowsOutlined',
          title: 'Pantallas Standalone',
          description: 'Pantallas profesionales horizontales o verticales, con reproductor integrado, para muros, vitrinas y tótems.',
        },
        {
          icon: 'GridViewOutlined',
          title: 'Video Wall',
          description: 'Varias pantallas de marco ultradelgado que forman una sola imagen de gran formato para lobbies y puntos de alto tráfico.',
        },
        {
          icon: 'HighlightOutlined',
          title: 'Pantallas LED',
          description: 'Módulos LED de alto brillo y tamaño a medida, visibles incluso a pleno sol en fachadas, malls y eventos.',
        },
        {
          icon: 'TouchAppOutlined',
          title: 'Kioscos Interactivos',
          description: 'Tótems táctiles para autoatención, catálogos extendidos, encuestas y orientación sin filas ni esperas.',
        },
      ],
    },
    {
      __component: 'blocks.implementations-slideshow',
      anchor: 'implementaciones',
      eyebrow: 'Proyectos',
      title: 'Nuestras Implementaciones',
      subtitle: 'Algunas de las redes de pantallas que diseñamos y operamos para nuestros clientes.',
      background: 'surface',
      implementations: [
        {
          title: 'Red nacional de pantallas en más de 70 tiendas',
          client: 'Tiendas Altamar',
          description: 'Conectamos más de 70 tiendas de Arica a Punta Arenas a una sola plataforma: cada campaña se publica en minutos, con precios y promociones distintos por región y horario.',
          image: {
            file: 'pages/services/digital-signage/impl-retail.webp',
            alt: 'Fachadas de tiendas Altamar con pantallas de promociones en sus vitrinas',
          },
        },
        {
          title: 'Menu boards digitales por horario',
          client: 'Sabores del Puerto',
          description: 'Menús que cambian solos entre desayuno, almuerzo y once, y combos destacados según la demanda de cada local de la cadena.',
          image: {
            file: 'pages/services/digital-signage/impl-restaurant.webp',
            alt: 'Tres menu boards digitales sobre el mesón de un restaurante',
          },
        },
        {
          title: 'Pantalla LED y orientación en el mall',
          client: 'Centro Comercial Los Andes',
          description: 'Una pantalla LED de gran formato para campañas de temporada y tótems con directorio de tiendas que guían a los visitantes.',
          image: {
            file: 'pages/services/digital-signage/impl-mall.webp',
            alt: 'Gran pantalla LED sobre el patio de un mall y un tótem de orientación',
          },
        },
        {
          title: 'Video wall corporativo en el lobby',
          client: 'Grupo Andino Energía',
          description: 'Un video wall de 3x3 que recibe a las visitas y muestra los indicadores de la compañía en tiempo real a todo el equipo.',
          image: {
            file: 'pages/services/digital-signage/impl-corporate.webp',
            alt: 'Video wall con un gráfico de resultados en el lobby de una empresa',
          },
        },
        {
          title: 'Llamado de turnos y campañas de salud',
          client: 'Clínica Vitalia',
          description: 'Pantallas en las salas de espera que llaman turnos, informan tiempos de atención y difunden campañas de prevención.',
          image: {
            file: 'pages/services/digital-signage/impl-clinic.webp',
            alt: 'Pantalla de llamado de turnos en la sala de espera de una clínica',
          },
        },
      ],
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: 'Lleva tu Marca a Cada Pantalla',
      text: 'Cuéntanos cuántos locales tienes y qué quieres comunicar: te proponemos la red de pantallas, los contenidos y la operación que necesitas.',
    },
  ],
};
