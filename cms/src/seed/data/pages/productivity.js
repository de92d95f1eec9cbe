'use strict';

/** /productividad: Solución: Productividad. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Solución: Productividad',
  path: '/productividad',
  seo: {
    metaTitle: 'Productividad',
    metaDescription: 'Automatización de procesos, agendamiento inteligente, gestión documental, servicios cloud y asistente IA para empresas en Chile.',
    socialImage: {
      file: 'pages/productivity/productivity-hero.webp',
      alt: 'Panel de control con gráficos de productividad: +40%, -60% y 95%',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'soluciones',
      title: 'Productividad',
      description: 'Impulsa tu productividad con automatización, servicios cloud y asistentes inteligentes.',
      icon: 'TrendingUpOutlined',
      order: 20,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-image',
      eyebrow: 'Productividad',
      title: 'Impulsa tu productividad',
      subtitle: 'Automatiza el trabajo repetitivo, lleva tus sistemas a la nube y pon un asistente inteligente al servicio de tu equipo. Más tiempo para decidir, menos tiempo para copiar y pegar.',
      actions: [
        {
          label: 'Solicitar una consultoría',
          href: '/contacto#contact-form',
        },
      ],
      image: {
        file: 'pages/productivity/productivity-hero.webp',
        alt: 'Panel de control con gráficos de productividad: +40%, -60% y 95%',
      },
    },
    {
      __component: 'blocks.feature-grid',
      anchor: 'capacidades',
      eyebrow: 'Capacidades',
      title: 'Lo que podemos hacer por tu equipo',
      subtitle: 'Cuatro capacidades que se combinan según el tamaño y la madurez digital de tu empresa.',
      features: [
        {
          icon: 'AutoModeOutlined',
          title: 'Automatización inteligente',
          description: 'Flujos que mueven documentos, aprobaciones y avisos sin que nadie tenga que recordarlo.',
        },
        {
          icon: 'CloudDoneOutlined',
          title: 'Servicios cloud',
          description: 'Migramos y operamos tus aplicaciones y bases de datos en la nube, con respaldo y monitoreo.',
          color: 'orangeText',
        },
        {
          icon: 'SmartToyOutlined',
          title: 'Asistente IA',
          description: 'Nexo IA responde las preguntas frecuentes de tu equipo y de tus clientes en segundos.',
        },
        {
          icon: 'InsightsOutlined',
          title: 'Analítica y reportes',
          description: 'Indicadores al día en un solo panel, para decidir con datos y no con intuiciones.',
          color: 'orangeText',
        },
      ],
    },
    {
      __component: 'blocks.automation-areas',
      anchor: 'automatizacion',
      eyebrow: 'Automatización',
      title: 'Áreas de automatización',
      subtitle: 'Empezamos por donde más tiempo se pierde hoy y avanzamos área por área.',
      background: 'surface',
      areas: [
        {
          title: 'Gestión documental',
          icon: 'FolderCopyOutlined',
          items: 'Digitalización y clasificación automática de documentos\nFirma electrónica y flujos de aprobación\nBúsqueda instantánea por contenido\nControl de versiones y permisos por área',
        },
        {
          title: 'Agendamiento inteligente',
          icon: 'EventAvailableOutlined',
          items: 'Reserva de horas en línea sincronizada con tu calendario\nRecordatorios automáticos por correo y WhatsApp\nReasignación de horas canceladas\nAgenda de salas y recursos compartidos',
        },
        {
          title: 'Automatización de procesos',
          icon: 'HubOutlined',
          items: 'Integración entre ERP, CRM y planillas\nGeneración automática de reportes\nAlertas ante excepciones y plazos vencidos\nTareas repetitivas ejecutadas por bots',
        },
        {
          title: 'Comunicación eficiente',
          icon: 'ForumOutlined',
          items: 'Pantallas de comunicación interna por sede\nAsistente IA para consultas de recursos humanos\nAvisos segmentados por área y turno\nEncuestas de clima y confirmaciones de lectura',
        },
      ],
    },
    {
      __component: 'blocks.image-benefits',
      anchor: 'flujos-de-trabajo',
      eyebrow: 'Flujos de trabajo',
      title: 'Procesos que avanzan solos',
      subtitle: 'Rediseñamos tus flujos junto a quienes los usan todos los días, y automatizamos solo lo que agrega valor.',
      image: {
        file: 'pages/productivity/productivity-workflow.webp',
        alt: 'Flujo de trabajo automatizado: solicitud, aprobación, ejecución y reporte',
      },
      benefits: [
        {
          title: 'Menos tiempo en tareas manuales',
          description: 'Los datos se ingresan una vez y viajan solos entre tus sistemas.',
          icon: 'TimerOutlined',
        },
        {
          title: 'Menos errores',
          description: 'Validaciones automáticas en cada paso, antes de que el error llegue al cliente.',
          icon: 'TaskAltOutlined',
        },
        {
          title: 'Trazabilidad completa',
          description: 'Sabes quién aprobó qué y cuándo, con registros listos para auditoría.',
          icon: 'VerifiedOutlined',
        },
        {
          title: 'Equipos enfocados',
          description: 'Las personas dedican su tiempo a atender clientes y mejorar el negocio.',
          icon: 'TrendingUpOutlined',
        },
      ],
      benefitsAction: {
        label: 'Optimiza tus procesos',
        href: '/contacto#contact-form',
      },
    },
    {
      __component: 'blocks.stat-cards',
      anchor: 'resultados',
      eyebrow: 'Resultados',
      title: 'Resultados que se miden',
      subtitle: 'Promedio de nuestros clientes en los primeros seis meses de operación.',
      background: 'blue',
      stats: [
        {
          value: '+40%',
          label: 'productividad',
          description: 'más solicitudes atendidas con el mismo equipo.',
        },
        {
          value: '-60%',
          label: 'tiempo en tareas manuales',
          description: 'gracias a flujos y reportes automáticos.',
        },
        {
          value: '95%',
          label: 'precisión en los procesos',
          description: 'con validaciones automáticas en cada paso.',
        },
      ],
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: 'Tu equipo merece trabajar en lo importante',
      text: 'Te ayudamos a encontrar las tareas que más tiempo consumen y a automatizarlas paso a paso. Agenda una consultoría sin costo.',
    },
  ],
};
