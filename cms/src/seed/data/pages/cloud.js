'use strict';

/** /servicios/cloud: Servicio: Implementación en la Nube. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Servicio: Implementación en la Nube',
  path: '/servicios/cloud',
  seo: {
    metaTitle: 'Implementación en la Nube',
    metaDescription: 'Migramos y operamos tus aplicaciones, datos y bases de datos en la nube: estrategia de migración, servicios administrados y optimización de costos, con acompañamiento experto en Chile.',
    keywords: 'implementación en la nube, migración a la nube, cloud computing, bases de datos administradas, almacenamiento de objetos, automatización',
    socialImage: {
      file: 'pages/services/cloud/cloud-hero.webp',
      alt: 'Servidores locales que suben sus cargas a una nube con gráficos de rendimiento',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'servicios',
      title: 'Implementación en la Nube',
      description: 'Migramos y operamos tus sistemas y bases de datos en la nube.',
      icon: 'CloudOutlined',
      order: 70,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-image',
      eyebrow: 'Cloud Services',
      title: 'Implementación en la Nube',
      subtitle: 'Llevamos tus aplicaciones y datos a la nube con una estrategia clara, sin detener tu operación, y te acompañamos después para que rinda y cueste lo justo.',
      actions: [
        {
          label: 'Solicitar Consultoría',
          href: '/contacto#contact-form',
        },
      ],
      image: {
        file: 'pages/services/cloud/cloud-hero.webp',
        alt: 'Servidores locales que suben sus cargas a una nube con gráficos de rendimiento',
      },
    },
    {
      __component: 'blocks.feature-grid',
      anchor: 'servicios-cloud',
      eyebrow: 'Qué hacemos',
      title: 'Servicios Cloud',
      subtitle: 'Un equipo certificado que cubre todo el ciclo: desde el diseño hasta la operación diaria.',
      features: [
        {
          icon: 'CloudUploadOutlined',
          title: 'Migración de Aplicaciones',
          description: 'Trasladamos tus sistemas a la nube por etapas, con pruebas y planes de vuelta atrás para no detener tu operación.',
        },
        {
          icon: 'AccountTreeOutlined',
          title: 'Arquitectura Cloud',
          description: 'Diseñamos redes, cuentas y permisos siguiendo buenas prácticas, listos para crecer sin rehacer nada.',
        },
        {
          icon: 'ViewInArOutlined',
          title: 'Contenedores y Kubernetes',
          description: 'Empaquetamos tus aplicaciones para desplegarlas en minutos y escalar automáticamente con la demanda.',
        },
        {
          icon: 'BackupOutlined',
          title: 'Respaldo y Recuperación',
          description: 'Copias automáticas y planes de recuperación ante desastres probados, con tiempos de restauración acordados.',
        },
        {
          icon: 'GppGoodOutlined',
          title: 'Seguridad y Cumplimiento',
          description: 'Cifrado, gestión de identidades y monitoreo de amenazas para proteger tus datos y cumplir la normativa.',
        },
        {
          icon: 'SavingsOutlined',
          title: 'Optimización de Costos',
          description: 'Revisamos tu consumo cada mes y ajustamos recursos para que pagues solo por lo que realmente usas.',
        },
      ],
      columns: 3,
    },
    {
      __component: 'blocks.migration-comparison',
      anchor: 'por-que-migrar',
      eyebrow: 'Comparativa',
      title: '¿Por Qué Migrar a la Nube?',
      subtitle: 'Lo que cambia para tu empresa cuando dejas atrás el datacenter propio.',
      background: 'surface',
      action: {
        label: 'Iniciar Migración',
        href: '/contacto#contact-form',
      },
      rows: [
        {
          topic: 'Inversión',
          onPremises: 'Compra de servidores cada 3 a 5 años',
          cloud: 'Pago mensual según consumo, sin inversión inicial',
        },
        {
          topic: 'Escalabilidad',
          onPremises: 'Semanas para sumar capacidad',
          cloud: 'Más capacidad en minutos, y menos cuando baja la demanda',
        },
        {
          topic: 'Disponibilidad',
          onPremises: 'Un corte de luz o una falla detiene el servicio',
          cloud: 'Servicios replicados en varias zonas de disponibilidad',
        },
        {
          topic: 'Mantención',
          onPremises: 'Tu equipo parcha, actualiza y repara hardware',
          cloud: 'El proveedor mantiene la infraestructura; tu equipo innova',
        },
        {
          topic: 'Seguridad',
          onPremises: 'Depende de los recursos de cada empresa',
          cloud: 'Controles certificados y cifrado de punta a punta',
        },
      ],
    },
    {
      __component: 'blocks.use-case-grid',
      anchor: 'estrategias',
      eyebrow: 'Metodología',
      title: 'Estrategias de Migración',
      subtitle: 'No todas las aplicaciones se migran igual: evaluamos cada una y elegimos la estrategia que mejor equilibra plazo, costo y beneficio.',
      useCases: [
        {
          title: 'Lift and Shift',
          description: 'Movemos la aplicación tal como está a servidores en la nube.',
          bullets: 'La vía más rápida para salir del datacenter\nSin cambios en el código\nIdeal con plazos de cierre ajustados',
        },
        {
          title: 'Replatforming',
          description: 'Migramos con ajustes puntuales que aprovechan servicios administrados.',
          bullets: 'Bases de datos administradas\nMenos tareas de mantención\nBuen equilibrio entre esfuerzo y beneficio',
        },
        {
          title: 'Refactoring',
          description: 'Rediseñamos la aplicación para que sea nativa de la nube.',
          bullets: 'Contenedores y microservicios\nEscalamiento automático\nMáximo rendimiento a largo plazo',
        },
        {
          title: 'Repurchase',
          description: 'Reemplazamos el sistema por una solución equivalente en modalidad SaaS.',
          bullets: 'Sin servidores que administrar\nActualizaciones incluidas\nIdeal para correo, CRM o ERP',
        },
        {
          title: 'Retire',
          description: 'Damos de baja lo que ya no aporta valor al negocio.',
          bullets: 'Inventario de aplicaciones en desuso\nMenos licencias y costos\nUn portafolio más simple de migrar',
        },
      ],
      columns: 3,
    },
    {
      __component: 'blocks.benefit-list',
      anchor: 'beneficios',
      eyebrow: 'Resultados',
      title: 'Beneficios de la Nube',
      background: 'surface',
      benefits: [
        {
          title: 'Costos predecibles',
          description: 'Transformas inversiones en hardware en un gasto mensual que crece al ritmo de tu negocio.',
          icon: 'SavingsOutlined',
        },
        {
          title: 'Mejor rendimiento',
          description: 'Tus aplicaciones responden más rápido, incluso en los peaks de demanda.',
          icon: 'SpeedOutlined',
        },
        {
          title: 'Escalabilidad inmediata',
          description: 'Abres una sucursal o lanzas una campaña sin esperar la compra de un servidor.',
          icon: 'SyncAltOutlined',
        },
        {
          title: 'Continuidad operacional',
          description: 'Respaldos automáticos y recuperación ante desastres sin un segundo datacenter.',
          icon: 'GppGoodOutlined',
        },
        {
          title: 'Acceso desde cualquier lugar',
          description: 'Tus equipos trabajan con los mismos datos desde la oficina, la tienda o la casa.',
          icon: 'PublicOutlined',
        },
      ],
      columns: 2,
    },
    {
      __component: 'blocks.database-offerings',
      anchor: 'bases-de-datos',
      eyebrow: 'Datos',
      title: 'Bases de Datos en la Nube',
      subtitle: 'Servicios administrados para guardar y consultar tus datos con alta disponibilidad, sin administrar servidores.',
      offerings: [
        {
          icon: 'BackupOutlined',
          title: 'Almacenamiento de Objetos',
          subtitle: 'Archivos, respaldos y multimedia a cualquier escala',
          description: 'Guarda imágenes, videos, documentos y respaldos con durabilidad de nivel empresarial y acceso desde cualquier aplicación.',
          features: 'Capacidad prácticamente ilimitada\nCiclo de vida y archivado automático\nCifrado en reposo y en tránsito',
        },
        {
          icon: 'HubOutlined',
          title: 'Base de Datos NoSQL Administrada',
          subtitle: 'Clave-valor y documentos con latencia de milisegundos',
          description: 'Para catálogos, carritos de compra, sesiones y datos de sensores que necesitan responder rápido a millones de consultas.',
          features: 'Escalamiento automático sin servidores\nRéplicas en varias zonas\nRespaldos continuos con restauración puntual',
        },
        {
          icon: 'AccountTreeOutlined',
          title: 'Base de Datos Relacional Administrada',
          subtitle: 'Los motores que ya conoces, sin administrar servidores',
          description: 'Tus bases de datos transaccionales con parches, respaldos y alta disponibilidad resueltos por el servicio.',
          features: 'Alta disponibilidad con conmutación automática\nRéplicas de lectura para reportes\nParches y actualizaciones programadas',
        },
      ],
      enginesTitle: 'Motores de base de datos compatibles',
      engines: [
        {
          name: 'MySQL',
          logo: {
            file: 'pages/services/cloud/engines/mysql.webp',
            alt: 'Logo de MySQL',
          },
          width: 165,
        },
        {
          name: 'PostgreSQL',
          logo: {
            file: 'pages/services/cloud/engines/postgresql.webp',
            alt: 'Logo de PostgreSQL',
          },
          width: 245,
        },
        {
          name: 'MariaDB',
          logo: {
            file: 'pages/services/cloud/engines/mariadb.webp',
            alt: 'Logo de MariaDB',
          },
          width: 197,
        },
        {
          name: 'SQL Server',
          logo: {
            file: 'pages/services/cloud/engines/sql-server.webp',
            alt: 'Logo de SQL Server',
          },
          width: 245,
        },
        {
          name: 'Oracle Database',
          logo: {
            file: 'pages/services/cloud/engines/oracle.webp',
            alt: 'Logo de Oracle Database',
          },
          width: 326,
        },
        {
          name: 'MongoDB',
          logo: {
            file: 'pages/services/cloud/engines/mongodb.webp',
            alt: 'Logo de MongoDB',
          },
          width: 197,
        },
      ],
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: 'Da el Primer Paso hacia la Nube',
      text: 'Evaluamos tus sistemas sin costo, te proponemos la estrategia de migración y un presupuesto mensual claro.',
    },
  ],
};
