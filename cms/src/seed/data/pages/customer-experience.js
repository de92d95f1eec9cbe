'use strict';

/** /experiencia-cliente: Solución: Experiencia del Cliente. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Solución: Experiencia del Cliente',
  path: '/experiencia-cliente',
  seo: {
    metaTitle: 'Experiencia del Cliente',
    metaDescription: 'Conecta con tu audiencia dentro y fuera de la tienda: señalización digital, Lift and Learn, medición de audiencia y asistente IA 24/7.',
    socialImage: {
      file: 'pages/customer-experience/cx-hero.webp',
      alt: 'Un cliente conversa con el asistente virtual en su teléfono mientras una pantalla muestra una campaña',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'soluciones',
      title: 'Experiencia del Cliente',
      description: 'Conecta con tu audiencia dentro y fuera de la tienda con pantallas, interacción y datos.',
      icon: 'StorefrontOutlined',
      order: 10,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-image',
      eyebrow: 'Experiencia del Cliente',
      title: 'Conecta con tu audiencia',
      subtitle: 'Dentro y fuera de la tienda, cada contacto con tu marca puede informar, entretener y vender. Unimos pantallas, interacción, datos e inteligencia artificial en una sola experiencia.',
      actions: [
        {
          label: 'Transformar la Experiencia',
          href: '/contacto',
        },
      ],
      image: {
        file: 'pages/customer-experience/cx-hero.webp',
        alt: 'Un cliente conversa con el asistente virtual en su teléfono mientras una pantalla muestra una campaña',
      },
    },
    {
      __component: 'blocks.link-cards',
      anchor: 'en-tienda',
      eyebrow: 'Dentro de la tienda',
      title: 'Experiencia en tienda',
      subtitle: 'Convierte la sala de ventas en un espacio que guía, inspira y aprende de cada visita.',
      cards: [
        {
          title: 'Señalización Digital',
          description: 'Pantallas y videowalls con campañas que cambian según la hora, el público y el stock de cada local.',
          image: {
            file: 'pages/customer-experience/cx-signage.webp',
            alt: 'Clientes frente a una pantalla de señalización digital en una tienda',
          },
          href: '/servicios/senalizacion-digital',
        },
        {
          title: 'Lift and Learn',
          description: 'El cliente levanta un producto y la pantalla le muestra su ficha, sus beneficios y cómo se compara con el resto.',
          image: {
            file: 'pages/customer-experience/cx-lift-learn.webp',
            alt: 'Mano levantando un producto del estante frente a una pantalla que reacciona',
          },
          href: '/servicios/lift-and-learn',
        },
        {
          title: 'Medición de Audiencia',
          description: 'Sabe cuántas personas miran tus pantallas, por cuánto tiempo y cómo reaccionan, sin guardar imágenes.',
          image: {
            file: 'pages/customer-experience/cx-audience.webp',
            alt: 'Tres personas detectadas por un sensor con su emoción estimada',
          },
          href: '/servicios/medicion-audiencia',
        },
      ],
      cardActionLabel: 'Conocer la solución',
    },
    {
      __component: 'blocks.link-cards',
      anchor: 'fuera-de-tienda',
      eyebrow: 'Fuera de la tienda',
      title: 'Experiencia fuera de la tienda',
      subtitle: 'La relación con tu cliente no termina en la caja: sigue en su teléfono, en tu web y en cada pantalla de tu red.',
      background: 'surface',
      action: {
        label: 'Conoce más del asistente',
        href: '/servicios/asistente-ia',
      },
      cards: [
        {
          title: 'Nexo IA, tu asistente 24/7',
          description: 'Responde consultas, agenda citas y hace seguimiento de pedidos por web y WhatsApp, a cualquier hora y con el tono de tu marca.',
          image: {
            file: 'pages/customer-experience/cx-assistant.webp',
            alt: 'Teléfono con una conversación con el asistente virtual, disponible 24/7',
          },
          href: '/servicios/asistente-ia',
        },
        {
          title: 'Contenido gestionado en la nube',
          description: 'Campañas coordinadas en todas tus pantallas, vitrinas y puntos de venta, actualizadas en minutos por nuestro equipo.',
          image: {
            file: 'pages/customer-experience/cx-cloud-content.webp',
            alt: 'Nube de contenidos conectada con tres pantallas',
          },
          href: '/servicios/gestion-contenidos',
        },
      ],
      cardActionLabel: 'Conocer la solución',
      columns: 2,
    },
    {
      __component: 'blocks.satisfaction-index',
      anchor: 'experiencia-integral',
      eyebrow: 'Resultados',
      title: 'Experiencia Integral',
      subtitle: 'Cuando la tienda, los canales digitales y los datos trabajan juntos, los clientes lo notan y vuelven.',
      stats: [
        {
          value: '90%',
          label: 'de los clientes regresan',
          description: 'cuando la visita combina información clara, atención oportuna y contenido relevante.',
          icon: 'ReplayOutlined',
        },
        {
          value: '-40%',
          label: 'tiempos de espera',
          description: 'con turnos digitales, autoatención y respuestas inmediatas del asistente virtual.',
          icon: 'AccessTimeOutlined',
        },
        {
          value: '24/7',
          label: 'disponibilidad',
          description: 'para responder, agendar y vender también cuando tu tienda está cerrada.',
          icon: 'SupportAgentOutlined',
        },
      ],
      indexTitle: 'Índice de satisfacción',
      caption: 'Encuestas en pantalla táctil al salir de la tienda, promedio de nuestros clientes de retail en 2024.',
      faces: [
        {
          label: 'Muy satisfecho',
          share: '98%',
          icon: 'SentimentVerySatisfiedOutlined',
          color: 'green',
        },
        {
          label: 'Neutral',
          share: '1.5%',
          icon: 'SentimentNeutralOutlined',
          color: 'orangeText',
        },
        {
          label: 'Insatisfecho',
          share: '0.5%',
          icon: 'SentimentDissatisfiedOutlined',
          color: 'red',
        },
      ],
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: 'Haz que cada visita cuente',
      text: 'Diseñemos juntos una experiencia que conecte tu tienda, tus canales digitales y tus datos. La primera consultoría no tiene costo.',
    },
  ],
};
