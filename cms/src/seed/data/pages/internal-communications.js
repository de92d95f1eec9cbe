'use strict';

/** /servicios/comunicaciones-internas: Servicio: Comunicaciones Internas. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Servicio: Comunicaciones Internas',
  path: '/servicios/comunicaciones-internas',
  seo: {
    metaTitle: 'Comunicaciones Internas',
    metaDescription: 'Pantallas, contenidos y un asistente de RR.HH. con inteligencia artificial para que cada colaborador reciba la información que necesita, en todas tus sedes.',
    keywords: 'comunicaciones internas, comunicación corporativa, pantallas corporativas, automatización RR.HH., digital signage',
    socialImage: {
      file: 'pages/services/internal-communications/comms-hero.webp',
      alt: 'Pantalla de noticias de la empresa y tótem con una encuesta a los colaboradores en una oficina',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'servicios',
      title: 'Comunicaciones Internas',
      description: 'Mantén a tu equipo informado con pantallas y contenidos corporativos.',
      icon: 'CampaignOutlined',
      order: 50,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-image',
      eyebrow: 'Comunicaciones Internas',
      title: 'Comunicación Interna que Llega a Todos',
      subtitle: 'Pantallas, contenidos y automatización para que cada colaborador, en la oficina, la planta o la sucursal, sepa lo que pasa en tu empresa.',
      actions: [
        {
          label: 'Solicitar una consultoría',
          href: '/contacto#contact-form',
        },
      ],
      image: {
        file: 'pages/services/internal-communications/comms-hero.webp',
        alt: 'Pantalla de noticias de la empresa y tótem con una encuesta a los colaboradores en una oficina',
      },
    },
    {
      __component: 'blocks.use-case-grid',
      anchor: 'dashboard',
      eyebrow: 'Plataforma',
      title: 'Dashboard de Comunicaciones',
      subtitle: 'Un solo panel para crear, programar y medir todo lo que se comunica en tus pantallas.',
      useCases: [
        {
          title: 'Plantillas Personalizables',
          bullets: 'Noticias y comunicados de gerencia\nIndicadores de seguridad y producción\nCumpleaños, bienvenidas y reconocimientos',
          icon: 'DashboardCustomizeOutlined',
        },
        {
          title: 'Tipos de Contenido',
          bullets: 'Videos, imágenes y presentaciones\nPaneles de indicadores en vivo\nNoticias, clima y calendario de eventos',
          icon: 'CategoryOutlined',
        },
        {
          title: 'Personalización Visual',
          bullets: 'Colores, tipografías y logo de tu marca\nDiseños por sede, área o turno\nFormatos horizontales y verticales',
          icon: 'PaletteOutlined',
        },
      ],
      columns: 3,
      stats: [
        {
          value: '-45%',
          label: 'Tiempo de actualización',
          description: 'Publica una vez y llega a todas las pantallas de todas las sedes.',
        },
        {
          value: '+85%',
          label: 'Engagement',
          description: 'Colaboradores que leen e interactúan con los comunicados.',
        },
        {
          value: '+60%',
          label: 'Productividad',
          description: 'Menos correos masivos y reuniones informativas.',
        },
      ],
      statsLabel: 'Resultados del dashboard de comunicaciones',
    },
    {
      __component: 'blocks.feature-grid',
      anchor: 'caracteristicas',
      eyebrow: 'Tecnología',
      title: 'Características',
      subtitle: 'Herramientas pensadas para equipos de comunicaciones y RR.HH., no para técnicos.',
      background: 'surface',
      features: [
        {
          icon: 'EventRepeatOutlined',
          title: 'Programación Inteligente',
          description: 'Define cuándo y dónde se ve cada mensaje: por fecha, hora, sede, piso o turno de trabajo.',
        },
        {
          icon: 'GroupsOutlined',
          title: 'Segmentación por Audiencia',
          description: 'Cada área ve lo que le corresponde: producción, ventas y administración reciben mensajes distintos.',
        },
        {
          icon: 'IntegrationInstructionsOutlined',
          title: 'Integración con tus Sistemas',
          description: 'Conecta RR.HH., calendario e indicadores para que las pantallas se actualicen solas.',
        },
        {
          icon: 'NotificationImportantOutlined',
          title: 'Alertas de Emergencia',
          description: 'Interrumpe toda la red con un mensaje prioritario en segundos ante un simulacro o una emergencia real.',
        },
      ],
    },
    {
      __component: 'blocks.chat-split',
      anchor: 'asistente-rrhh',
      eyebrow: 'Nexo IA',
      title: 'Asistente de Automatización para RR.HH.',
      background: 'blue',
      paragraphs: 'Tus colaboradores piden sus documentos y resuelven sus dudas por chat, a cualquier hora. El asistente consulta tus sistemas de RR.HH., genera el documento y lo entrega firmado, mientras tu equipo se dedica a las personas.',
      points: 'Cartas de trabajo y certificados de antigüedad al instante\nConsultas de saldo de vacaciones y liquidaciones de sueldo\nRespuestas sobre beneficios, reglamento interno y protocolos\nDerivación a una persona del equipo cuando el caso lo requiere',
      stats: [
        {
          value: '-30%',
          label: 'Tiempo en solicitudes',
        },
        {
          value: '+40%',
          label: 'Productividad de RR.HH.',
        },
      ],
      statsLabel: 'Resultados del asistente de RR.HH.',
      assistantName: 'Nexo IA · RR.HH.',
      chatLabel: 'Conversación de ejemplo: solicitud de una carta de trabajo',
      messages: [
        {
          type: 'user',
          text: 'Hola, necesito una carta de trabajo para presentar en el banco.',
        },
        {
          type: 'bot',
          text: '¡Claro, Daniela! ¿La carta debe indicar tu renta líquida o solo tu cargo y antigüedad?',
        },
        {
          type: 'user',
          text: 'Con renta, por favor. Es para un crédito hipotecario.',
        },
        {
          type: 'bot',
          text: 'Listo. Generé tu carta de trabajo con cargo, fecha de ingreso y renta líquida, firmada digitalmente por RR.HH.',
          status: 'Carta_de_trabajo.pdf · enviada a tu correo',
        },
        {
          type: 'user',
          text: '¡Qué rápido! Gracias.',
        },
        {
          type: 'bot',
          text: 'Para eso estoy. Recuerda que también puedo ayudarte con vacaciones y liquidaciones de sueldo.',
        },
      ],
    },
    {
      __component: 'blocks.use-case-grid',
      anchor: 'soluciones',
      eyebrow: 'Soluciones',
      title: 'Nuestras Soluciones',
      subtitle: 'Dos caminos que se complementan: informar a todos y escuchar a cada uno.',
      useCases: [
        {
          title: 'Pantallas Digitales',
          description: 'Pantallas en comedores, accesos, plantas y oficinas que mantienen informados incluso a quienes no tienen correo corporativo.',
          bullets: 'Contenido centralizado para todas las sedes\nIndicadores de seguridad y producción en vivo\nInstalación y soporte en todo Chile',
          image: {
            file: 'pages/services/internal-communications/solution-screens.webp',
            alt: 'Pantallas en una planta con días sin accidentes y los turnos del día',
          },
        },
        {
          title: 'Comunicación Bidireccional',
          description: 'Tus equipos también hablan: encuestas, reacciones y preguntas desde el celular, con resultados en pantalla. Hasta +65% de engagement en las campañas internas.',
          bullets: 'Encuestas de clima y pulso en minutos\nResultados visibles en tiempo real\nReconocimientos entre compañeros',
          image: {
            file: 'pages/services/internal-communications/solution-two-way.webp',
            alt: 'Un teléfono responde una encuesta cuyos resultados aparecen en vivo en una pantalla',
          },
        },
      ],
      columns: 2,
    },
    {
      __component: 'blocks.use-case-grid',
      anchor: 'casos-de-uso',
      eyebrow: 'Sectores',
      title: 'Casos de Uso',
      subtitle: 'Comunicación interna adaptada a la realidad de cada industria.',
      background: 'surface',
      useCases: [
        {
          title: 'Corporativo',
          bullets: 'Comunicados de gerencia en todas las oficinas\nMetas comerciales y rankings en vivo\nBienvenida a visitas y nuevos ingresos',
          icon: 'ApartmentOutlined',
        },
        {
          title: 'Salud',
          bullets: 'Protocolos clínicos siempre vigentes\nTurnos y reemplazos del personal\nCampañas de autocuidado para los equipos',
          icon: 'LocalHospitalOutlined',
        },
        {
          title: 'Educación',
          bullets: 'Avisos para docentes y administrativos\nCalendario académico y actividades\nReconocimiento a logros del equipo',
          icon: 'SchoolOutlined',
        },
        {
          title: 'Manufactura',
          bullets: 'Días sin accidentes y alertas de seguridad\nProducción por línea y por turno\nComunicación con quienes no usan correo',
          icon: 'FactoryOutlined',
        },
      ],
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: 'Conecta a Todo tu Equipo',
      text: 'Te ayudamos a diseñar la red de pantallas y los contenidos que tu organización necesita para estar informada y motivada.',
    },
  ],
};
