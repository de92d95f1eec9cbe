'use strict';

/** /servicios/gestion-contenidos: Servicio: Gestión de Contenidos. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Servicio: Gestión de Contenidos',
  path: '/servicios/gestion-contenidos',
  seo: {
    metaTitle: 'Gestión de Contenidos',
    metaDescription: 'Gestión de contenidos para redes de pantallas: planes LITE y PLUS con monitoreo 24x7, portal de soporte y conectividad independiente.',
    keywords: 'gestión de contenidos, señalización cloud, monitoreo de pantallas, digital signage, cloud computing',
    socialImage: {
      file: 'pages/services/content-management/content-hero.webp',
      alt: 'Plataforma de contenidos en la nube que alimenta tres pantallas, con 124 pantallas en línea y monitoreo 24x7',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'productos',
      title: 'Señalización Cloud PLUS',
      description: 'Contenido administrado por expertos y monitoreo 24x7 de tu red de pantallas.',
      icon: 'CloudSyncOutlined',
      order: 20,
    },
    {
      group: 'servicios',
      title: 'Gestión de Contenidos',
      description: 'Planes LITE y PLUS: programamos, monitoreamos y renovamos tu contenido.',
      icon: 'ViewQuiltOutlined',
      order: 20,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-image',
      eyebrow: 'Gestión de Contenidos',
      title: 'Tus Pantallas Siempre al Día, sin Esfuerzo',
      subtitle: 'Programamos, publicamos y monitoreamos el contenido de toda tu red de pantallas desde la nube, para que cada mensaje llegue a tiempo y ninguna pantalla quede en negro.',
      actions: [
        {
          label: 'Solicitar una consultoría',
          href: '/contacto#contact-form',
        },
      ],
      image: {
        file: 'pages/services/content-management/content-hero.webp',
        alt: 'Plataforma de contenidos en la nube que alimenta tres pantallas, con 124 pantallas en línea y monitoreo 24x7',
      },
    },
    {
      __component: 'blocks.feature-grid',
      anchor: 'pilares',
      eyebrow: 'Nuestro servicio',
      title: 'Cuatro Pilares de Operación',
      subtitle: 'Lo que hace que una red de pantallas funcione todos los días, no solo el día de la inauguración.',
      features: [
        {
          icon: 'HandshakeOutlined',
          title: 'Servicio Totalmente Administrado',
          description: 'Nos encargamos de todo: programación, publicación y renovación de contenidos. Tu equipo solo nos dice qué quiere comunicar.',
        },
        {
          icon: 'MonitorHeartOutlined',
          title: 'Monitoreo 24x7',
          description: 'Vigilamos cada pantalla todos los días del año y actuamos ante una caída antes de que tus clientes lo noten.',
        },
        {
          icon: 'SupportAgentOutlined',
          title: 'Portal de Soporte',
          description: 'Un portal para pedir cambios, reportar incidencias y seguir cada solicitud con tiempos de respuesta comprometidos.',
        },
        {
          icon: 'RouterOutlined',
          title: 'Conectividad Independiente',
          description: 'Tus pantallas usan su propio enlace de datos, sin depender de la red de la tienda ni de su área de TI.',
        },
      ],
    },
    {
      __component: 'blocks.plan-cards',
      anchor: 'planes',
      eyebrow: 'Planes',
      title: 'Elige el Plan para tu Red',
      subtitle: 'Dos formas de trabajar con nosotros, según cuánto quieras delegar.',
      background: 'surface',
      plans: [
        {
          title: 'LITE',
          name: 'Señalización Cloud LITE',
          description: 'Para empresas que quieren operar sus propias pantallas con una plataforma profesional y el respaldo de nuestro equipo.',
          image: {
            file: 'pages/services/content-management/plan-lite.webp',
            alt: 'Una pantalla con su calendario de programación de contenidos',
          },
          includes: 'Licencia de la plataforma cloud por pantalla\nProgramación de contenidos por fecha, hora y ubicación\nCapacitación inicial para tu equipo\nSoporte técnico en horario hábil',
          highlighted: false,
        },
        {
          title: 'PLUS',
          name: 'Señalización Cloud PLUS',
          description: 'Para redes que no pueden detenerse: nosotros operamos tus pantallas de punta a punta mientras tú te enfocas en tu negocio.',
          image: {
            file: 'pages/services/content-management/plan-plus.webp',
            alt: 'Red de tres pantallas con soporte y monitoreo continuo',
          },
          includes: 'Todo lo del plan LITE\nGestión completa de contenidos por nuestro equipo\nMonitoreo 24x7 y alertas proactivas\nConectividad independiente para cada pantalla\nPortal de soporte con tiempos de respuesta garantizados',
          highlighted: true,
        },
      ],
    },
    {
      __component: 'blocks.stat-cards',
      anchor: 'beneficios',
      eyebrow: 'Resultados',
      title: 'Beneficios de Delegar tus Contenidos',
      subtitle: 'Lo que ganan las empresas que dejan la operación de sus pantallas en manos de especialistas.',
      stats: [
        {
          value: '+60%',
          label: 'Ahorro de tiempo',
          description: 'Tu equipo deja de cargar archivos pantalla por pantalla y de resolver fallas técnicas.',
        },
        {
          value: '+40%',
          label: 'ROI',
          description: 'Contenidos siempre vigentes convierten más que una pantalla con la campaña del mes pasado.',
        },
        {
          value: '+80%',
          label: 'Productividad',
          description: 'Marketing, operaciones y RR.HH. publican con un solo flujo de aprobación.',
        },
        {
          value: '24x7',
          label: 'Tranquilidad',
          description: 'Sabes que cada pantalla está encendida, conectada y mostrando lo que corresponde.',
        },
      ],
      columns: 4,
    },
    {
      __component: 'blocks.image-text-use-cases',
      anchor: 'creacion-contenido',
      eyebrow: 'Servicio adicional',
      title: 'Servicio de Creación de Contenido',
      background: 'surface',
      action: {
        label: 'Solicitar servicio de creación de contenido',
        href: '/contacto#contact-form',
      },
      image: {
        file: 'pages/services/content-management/content-creation.webp',
        alt: 'Editor de diseño con una pieza de comunicado interno en colores de marca',
      },
      paragraphs: 'Nuestro equipo de diseño convierte las solicitudes de tus áreas internas en piezas claras, atractivas y fieles a tu marca, listas para publicarse en tus pantallas. Tú envías la información; nosotros la transformamos en comunicación.\n\nTrabajamos con plantillas aprobadas por tu marca y plazos de entrega acordados, para que las áreas de RR.HH., administración y gerencia publiquen sin depender de una agencia.',
      useCases: [
        {
          title: 'Solicitudes de RR.HH.',
          bullets: 'Bienvenidas a nuevos colaboradores\nCampañas de beneficios y bienestar\nCumpleaños, aniversarios y reconocimientos\nAvisos de procesos de selección interna',
          icon: 'BadgeOutlined',
        },
        {
          title: 'Gestión Documental',
          bullets: 'Reglamentos y políticas en formato visual\nProcedimientos de seguridad paso a paso\nInfografías a partir de informes y manuales\nVersiones vigentes siempre en pantalla',
          icon: 'FolderSharedOutlined',
        },
        {
          title: 'Soporte Administrativo',
          bullets: 'Calendarios de turnos y vacaciones\nIndicadores de gestión actualizados\nAvisos de mantenimiento y cortes programados\nComunicados de gerencia con diseño de marca',
          icon: 'WorkOutlineOutlined',
        },
      ],
      columns: 3,
    },
  ],
};
