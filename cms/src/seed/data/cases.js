// @ts-check
'use strict';

/**
 * Success cases of fictional clients, in display order. Every detail section is filled except
 * in the last case, which has the minimum (no highlight number, no outstanding block, no video,
 * no results) so the detail page's optional sections are exercised both ways.
 * @type {import('../types').CaseSeed[]}
 */
module.exports = [
  {
    title: 'Una red de pantallas para 72 supermercados',
    company: 'Supermercados Del Valle',
    description:
      'Una cadena regional reemplazó afiches impresos por una red de señalización digital administrada desde la nube, con contenidos por zona, horario y tienda.',
    image: 'casos/supermercados-del-valle/portada.webp',
    categories: ['Retail', 'Experiencia al Cliente'],
    highlight: { number: 70, text: 'tiendas con contenido actualizado en minutos' },
    contentCompanyDescription:
      'Supermercados Del Valle es una cadena familiar con 72 locales entre las regiones de Valparaíso y del Maule. Compite con grandes cadenas a partir de la cercanía, los productos locales y una atención que sus clientes reconocen.',
    contentCompanyImage: 'casos/supermercados-del-valle/empresa.webp',
    outstandingTitle: 'De 1.400 afiches al mes a una sola plataforma',
    outstandingContent: `Cada semana, la cadena imprimía y despachaba afiches de ofertas a todos sus locales. Cuando un precio cambiaba, el afiche nuevo llegaba tarde o no llegaba.

Con la nueva red:

- el equipo de marketing publica una oferta en todas las tiendas en menos de diez minutos;
- cada local muestra solo las promociones de los productos que tiene en stock;
- las pantallas de la zona de cajas muestran el programa de puntos, que sumó **18.000 socios nuevos** en seis meses.

Vea cómo funciona la [gestión de contenidos](/servicios/gestion-contenidos) que usa la cadena.`,
    outstandingMedia: [
      'casos/supermercados-del-valle/galeria-1.webp',
      'casos/supermercados-del-valle/galeria-2.webp',
      'casos/supermercados-del-valle/recorrido.webm',
      'casos/supermercados-del-valle/galeria-3.webp',
    ],
    contentChallenges: [
      'Afiches impresos que llegaban tarde a los locales más alejados',
      'Precios distintos entre la góndola y la caja después de cada cambio',
      'Sin forma de saber si las promociones se exhibían como estaba planificado',
      'Un equipo de marketing de cuatro personas para 72 tiendas',
    ],
    contentSolutions: [
      'Red de 310 pantallas en accesos, pasillos y zona de cajas',
      'Plataforma de contenidos en la nube con programación por tienda, zona y horario',
      'Integración con el sistema de precios para actualizar ofertas automáticamente',
      'Monitoreo 24/7 de todas las pantallas con alertas de desconexión',
    ],
    contentVideo: 'casos/supermercados-del-valle/video.webm',
    contentResults: [
      {
        title: '+12% en ventas promocionadas',
        description: 'Las categorías con contenido en pantalla crecieron frente a los locales de control durante el piloto.',
      },
      {
        title: '-90% en material impreso',
        description: 'La cadena dejó de imprimir y despachar afiches semanales a sus 72 locales.',
      },
      {
        title: '10 minutos por campaña',
        description: 'Es lo que tarda hoy una oferta en llegar desde marketing a todas las pantallas de la red.',
      },
    ],
  },
  {
    title: 'Turnos visibles y salas de espera más tranquilas',
    company: 'Red de Salud Los Aromos',
    description:
      'Una red de centros médicos integró su sistema de agenda con pantallas de llamado de turnos y contenidos de prevención en todas sus salas de espera.',
    image: 'casos/red-salud-los-aromos/portada.webp',
    categories: ['Salud', 'Experiencia al Cliente'],
    highlight: { number: 12, text: 'centros médicos con llamado digital de turnos' },
    contentCompanyDescription:
      'Red de Salud Los Aromos atiende cerca de 40.000 consultas al mes en doce centros médicos de la Región Metropolitana, con especialidades, laboratorio e imagenología.',
    contentCompanyImage: 'casos/red-salud-los-aromos/empresa.webp',
    outstandingTitle: 'La recepción dejó de ser un mesón de informaciones',
    outstandingContent: `Antes del proyecto, una de cada tres consultas en la recepción era para preguntar cuánto faltaba para ser atendido.

Hoy las pantallas muestran:

1. el llamado de turnos con número y box;
2. el tiempo estimado de espera por especialidad;
3. campañas de vacunación y controles preventivos validadas por el equipo médico.

Los datos de los pacientes nunca aparecen completos en pantalla.`,
    outstandingMedia: [
      'casos/red-salud-los-aromos/galeria-1.webp',
      'casos/red-salud-los-aromos/galeria-2.webp',
    ],
    contentChallenges: [
      'Salas de espera con alta ansiedad y reclamos por falta de información',
      'Recepciones saturadas con preguntas repetidas',
      'Campañas preventivas que no llegaban a los pacientes',
    ],
    contentSolutions: [
      'Pantallas de llamado integradas con el sistema de agenda',
      'Contenidos de prevención programados por sede y por horario',
      'Administración centralizada para los doce centros desde la nube',
    ],
    contentVideo: 'casos/red-salud-los-aromos/video.webm',
    contentResults: [
      {
        title: '-35% de consultas en recepción',
        description: 'Las preguntas sobre tiempos de espera bajaron en forma sostenida desde el segundo mes.',
      },
      {
        title: '+20% de vacunación',
        description: 'La campaña de invierno superó la meta en los centros con pantallas en la sala de espera.',
      },
    ],
  },
  {
    title: 'Un campus informado en tiempo real',
    company: 'Universidad del Pacífico Sur',
    description:
      'Una universidad con cuatro sedes unificó avisos académicos, actividades y alertas de emergencia en una red de pantallas administrada por cada facultad.',
    image: 'casos/universidad-pacifico-sur/portada.webp',
    categories: ['Educación', 'Corporativo'],
    highlight: { number: 40, text: 'pantallas en cuatro sedes' },
    contentCompanyDescription:
      'La Universidad del Pacífico Sur reúne a más de 15.000 estudiantes en cuatro sedes del sur de Chile, con carreras de pregrado, postgrado y educación continua.',
    contentCompanyImage: 'casos/universidad-pacifico-sur/empresa.webp',
    outstandingTitle: 'Cada facultad con su canal, una sola plataforma',
    outstandingContent: `La dirección de comunicaciones definió plantillas institucionales y entregó a cada facultad permisos para publicar en sus propias pantallas.

- Los avisos de cambios de sala se publican en minutos.
- El calendario de actividades se actualiza solo desde el sitio institucional.
- Ante una emergencia, un único botón reemplaza todo el contenido por las instrucciones de evacuación.`,
    outstandingMedia: ['casos/universidad-pacifico-sur/galeria-1.webp'],
    contentChallenges: [
      'Avisos en diarios murales que nadie actualizaba',
      'Estudiantes que se enteraban tarde de cambios de sala y suspensiones',
      'Ningún canal rápido para comunicar emergencias en todas las sedes',
    ],
    contentSolutions: [
      'Red de pantallas en halls, bibliotecas y casinos de las cuatro sedes',
      'Perfiles de publicación por facultad con plantillas institucionales',
      'Modo de emergencia activable desde un teléfono',
    ],
    contentVideo: 'casos/universidad-pacifico-sur/video.webm',
    contentResults: [
      {
        title: '4 sedes, 1 plataforma',
        description: 'Todas las pantallas se administran desde un mismo panel, con permisos por facultad.',
      },
      {
        title: '-80% de avisos impresos',
        description: 'Los diarios murales quedaron para afiches estudiantiles; los avisos oficiales pasaron a las pantallas.',
      },
      {
        title: '2 minutos',
        description: 'Es el tiempo que tarda en llegar una alerta de emergencia a todas las pantallas.',
      },
    ],
  },
  {
    title: 'Zapatillas que se explican solas',
    company: 'Deportes Cumbre',
    description:
      'Una cadena de artículos deportivos instaló muebles de lift and learn y medición de audiencia en su categoría de running para ayudar a elegir el modelo correcto.',
    image: 'casos/deportes-cumbre/portada.webp',
    categories: ['Retail', 'Experiencia al Cliente'],
    highlight: { number: 25000, text: 'interacciones en el primer trimestre' },
    contentCompanyDescription:
      'Deportes Cumbre tiene 18 tiendas especializadas en running, trekking y montaña, y es conocida por la asesoría de sus vendedores, muchos de ellos deportistas.',
    contentCompanyImage: 'casos/deportes-cumbre/empresa.webp',
    outstandingTitle: 'La asesoría de un experto, también en hora punta',
    outstandingContent: `Los fines de semana, los vendedores no alcanzaban a atender a todos los clientes de la sección de running.

Con **lift and learn**, al levantar una zapatilla la pantalla muestra su tipo de pisada, el terreno recomendado y la comparación con el modelo que está al lado. La [medición de audiencia](/servicios/medicion-audiencia) mostró que el contenido de comparación retiene la atención el doble que el video de marca.`,
    outstandingMedia: [
      'casos/deportes-cumbre/galeria-1.webp',
      'casos/deportes-cumbre/galeria-2.webp',
    ],
    contentChallenges: [
      'Clientes que se iban sin comprar cuando no había un vendedor disponible',
      'Modelos muy parecidos entre sí, difíciles de diferenciar en la repisa',
      'Ningún dato sobre qué productos despertaban interés sin llegar a venderse',
    ],
    contentSolutions: [
      'Muebles de lift and learn con sensores en 24 modelos de running',
      'Contenido comparativo producido con las marcas proveedoras',
      'Medición de audiencia anónima para evaluar cada contenido',
    ],
    contentVideo: 'casos/deportes-cumbre/video.webm',
    contentResults: [
      {
        title: '+18% de conversión',
        description: 'En la categoría de running, frente a las mismas tiendas el año anterior.',
      },
      {
        title: '2x tiempo de atención',
        description: 'El contenido comparativo retiene la mirada el doble que el video publicitario de marca.',
      },
    ],
  },
  {
    // Minimal case: highlight without number, no outstanding block, no video, no results.
    title: 'Un asistente de RR. HH. para 1.200 colaboradores en terreno',
    company: 'Constructora Horizonte',
    description:
      'Una constructora con obras en todo el país incorporó un asistente de IA que responde consultas de remuneraciones, vacaciones y certificados a cualquier hora.',
    image: 'casos/constructora-horizonte/portada.webp',
    categories: ['Corporativo', 'Productividad'],
    highlight: { number: null, text: 'Certificados laborales en minutos, no en días' },
    contentCompanyDescription:
      'Constructora Horizonte desarrolla obras de edificación e infraestructura en nueve regiones, con más de 1.200 colaboradores que trabajan la mayor parte del tiempo en terreno.',
    contentCompanyImage: 'casos/constructora-horizonte/empresa.webp',
    outstandingTitle: null,
    outstandingContent: null,
    outstandingMedia: [],
    contentChallenges: [
      'Colaboradores en obra sin acceso a correo ni a la intranet',
      'Un equipo de RR. HH. dedicado a responder las mismas preguntas',
      'Certificados que tardaban varios días en llegar',
    ],
    contentSolutions: [
      'Asistente de IA disponible por mensajería, entrenado con los reglamentos internos',
      'Emisión automática de certificados de antigüedad y de renta',
      'Derivación a una persona de RR. HH. con el historial de la conversación',
    ],
    contentVideo: null,
    contentResults: [],
  },
];
