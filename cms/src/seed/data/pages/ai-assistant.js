'use strict';

/** /servicios/asistente-ia: Servicio: Asistente IA. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Servicio: Asistente IA',
  path: '/servicios/asistente-ia',
  seo: {
    metaTitle: 'Asistente IA',
    metaDescription: 'Nexo IA, el asistente de inteligencia artificial que atiende a tus clientes y equipos 24/7 y automatiza tareas en tus sistemas.',
    keywords: 'asistente IA, inteligencia artificial, chatbot empresarial, automatización, atención al cliente',
    noindex: false,
  },
  menus: [
    {
      group: 'servicios',
      title: 'Asistente IA',
      description: 'Un asistente virtual que atiende, responde y automatiza 24/7.',
      icon: 'SmartToyOutlined',
      order: 60,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-chat',
      eyebrow: 'Nexo IA',
      title: 'Asistente IA',
      subtitle: 'Un asistente de inteligencia artificial entrenado con la información de tu empresa, que responde, resuelve y automatiza tareas las 24 horas, en los canales que tus clientes y equipos ya usan.',
      actions: [
        {
          label: 'Solicitar una consultoría',
          href: '/contacto#contact-form',
        },
      ],
      assistantName: 'Nexo IA',
      messages: [
        {
          type: 'bot',
          text: '¡Hola! Soy Nexo IA. ¿En qué te puedo ayudar hoy?',
        },
        {
          type: 'user',
          text: 'Hola, quiero saber dónde está mi pedido 48213.',
        },
        {
          type: 'bot',
          text: 'Tu pedido 48213 salió de nuestra bodega esta mañana y llegará mañana entre 10:00 y 14:00 a Av. Providencia.',
          status: 'Consultado en el sistema de despacho',
        },
        {
          type: 'user',
          text: '¿Puedo cambiar la dirección de entrega?',
        },
        {
          type: 'bot',
          text: 'Claro. Te envié un enlace por WhatsApp para elegir la nueva dirección. ¿Te ayudo con algo más?',
          status: 'Resuelto en 40 segundos',
        },
      ],
    },
    {
      __component: 'blocks.feature-grid',
      anchor: 'caracteristicas',
      eyebrow: 'Tecnología',
      title: 'Características Principales',
      subtitle: 'Inteligencia artificial aplicada a los procesos reales de tu negocio.',
      features: [
        {
          icon: 'PsychologyOutlined',
          title: 'Aprendizaje Automático',
          description: 'Aprende de tus documentos, catálogos y conversaciones anteriores para responder cada vez mejor.',
        },
        {
          icon: 'SupportAgentOutlined',
          title: 'Asistente Virtual 24/7',
          description: 'Atiende a clientes y colaboradores a cualquier hora, por web, WhatsApp o tus pantallas, sin filas de espera.',
        },
        {
          icon: 'TrendingUpOutlined',
          title: 'Análisis Predictivo',
          description: 'Detecta patrones en las consultas para anticipar demanda, reclamos y oportunidades de venta.',
        },
        {
          icon: 'AutoModeOutlined',
          title: 'Automatización Inteligente',
          description: 'Ejecuta tareas en tus sistemas: agenda, genera documentos, actualiza pedidos y deriva casos complejos.',
        },
      ],
    },
    {
      __component: 'blocks.stat-cards',
      anchor: 'beneficios',
      eyebrow: 'Resultados',
      title: 'Beneficios Clave',
      subtitle: 'Lo que logran las empresas que incorporan un asistente IA a su atención y operación.',
      background: 'blue',
      stats: [
        {
          value: '+45%',
          label: 'ROI',
          description: 'Retorno sobre la inversión al automatizar la atención de primer nivel.',
        },
        {
          value: '+60%',
          label: 'Satisfacción',
          description: 'Clientes que obtienen una respuesta correcta al primer contacto.',
        },
        {
          value: '-40%',
          label: 'Tiempo',
          description: 'Menos tiempo de resolución de cada consulta y solicitud.',
        },
      ],
    },
    {
      __component: 'blocks.use-case-grid',
      anchor: 'casos-de-uso',
      eyebrow: 'Aplicaciones',
      title: 'Casos de Uso',
      subtitle: 'Un mismo asistente, entrenado para las tareas de cada área.',
      background: 'surface',
      useCases: [
        {
          title: 'Atención al Cliente',
          bullets: 'Respuestas inmediatas a preguntas frecuentes\nSeguimiento de pedidos y despachos\nDerivación a un ejecutivo con el contexto completo',
          icon: 'HeadsetMicOutlined',
        },
        {
          title: 'Soporte Técnico',
          bullets: 'Diagnóstico guiado paso a paso\nCreación y seguimiento de tickets\nBúsqueda en manuales y base de conocimiento',
          icon: 'EngineeringOutlined',
        },
        {
          title: 'Procesamiento de Documentos',
          bullets: 'Lectura de facturas, órdenes y contratos\nExtracción de datos a tus sistemas\nResúmenes y clasificación automática',
          icon: 'DescriptionOutlined',
        },
        {
          title: 'Automatización de Procesos',
          bullets: 'Flujos de aprobación sin correos\nIntegración con ERP y CRM\nAlertas cuando algo requiere atención',
          icon: 'SettingsSuggestOutlined',
        },
        {
          title: 'Recursos Humanos',
          bullets: 'Certificados y cartas en segundos\nConsultas de vacaciones y beneficios\nOnboarding de nuevos colaboradores',
          icon: 'GroupsOutlined',
        },
        {
          title: 'Ventas y Marketing',
          bullets: 'Calificación de prospectos\nRecomendaciones de productos personalizadas\nCotizaciones automáticas',
          icon: 'CampaignOutlined',
        },
      ],
      columns: 3,
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: 'Pon a Trabajar la Inteligencia Artificial',
      text: 'Te mostramos Nexo IA funcionando con tus propios datos y definimos juntos los primeros procesos a automatizar.',
    },
  ],
};
