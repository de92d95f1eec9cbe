'use strict';

/** /sobre-nosotros: Sobre Nosotros. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Sobre Nosotros',
  path: '/sobre-nosotros',
  seo: {
    metaTitle: 'Sobre Nosotros',
    metaDescription: 'Conoce la misión, la visión, los valores y el equipo detrás de nuestras soluciones de cartelería digital, datos e inteligencia artificial.',
    socialImage: {
      file: 'pages/about-us/about-hero.webp',
      alt: 'El equipo de la empresa reunido frente a una pantalla con un proyecto',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'sobre',
      title: 'Sobre Nosotros',
      description: 'Nuestra misión, nuestros valores y el equipo detrás de cada proyecto.',
      icon: 'GroupsOutlined',
      order: 10,
    },
  ],
  blocks: [
    {
      __component: 'blocks.hero-image',
      eyebrow: 'Sobre Nosotros',
      title: 'Transformamos Ideas en Realidad',
      subtitle: 'Somos un equipo chileno de ingenieros, diseñadores y especialistas en contenido que desde 2014 conecta marcas y personas con pantallas, datos e inteligencia artificial.',
      actions: [
        {
          label: 'Conversemos',
          href: '/contacto',
        },
      ],
      image: {
        file: 'pages/about-us/about-hero.webp',
        alt: 'El equipo de la empresa reunido frente a una pantalla con un proyecto',
      },
    },
    {
      __component: 'blocks.mission-vision',
      anchor: 'proposito',
      eyebrow: 'Nuestro propósito',
      title: 'Lo que nos mueve',
      subtitle: 'Más de diez años llevando tecnología a tiendas, clínicas, campus y oficinas de todo Chile.',
      statements: [
        {
          title: 'Misión',
          text: 'Crear vínculos entre las marcas y las personas con soluciones de comunicación digital, datos e inteligencia artificial que se diseñan a la medida, se instalan a tiempo y entregan resultados que se pueden medir.',
          icon: 'FlagOutlined',
          color: 'blue',
        },
        {
          title: 'Visión',
          text: 'Ser el socio tecnológico de referencia en Latinoamérica para las empresas que quieren transformar sus espacios físicos y digitales en experiencias conectadas, inteligentes y humanas.',
          icon: 'VisibilityOutlined',
          color: 'orangeText',
        },
      ],
    },
    {
      __component: 'blocks.feature-grid',
      anchor: 'valores',
      eyebrow: 'Valores',
      title: 'Conoce Nuestro ADN',
      subtitle: 'Seis ideas que guían cómo trabajamos, con nuestros clientes y entre nosotros.',
      background: 'surface',
      features: [
        {
          icon: 'EmojiObjectsOutlined',
          title: 'Innovación con propósito',
          description: 'Probamos lo nuevo antes que nadie, pero solo lo recomendamos cuando resuelve un problema real.',
          color: 'blue',
        },
        {
          icon: 'HandshakeOutlined',
          title: 'Cercanía',
          description: 'Conocemos a nuestros clientes por su nombre y respondemos en horas, no en días.',
          color: 'orangeText',
        },
        {
          icon: 'VerifiedUserOutlined',
          title: 'Compromiso',
          description: 'Cumplimos plazos y presupuestos, y damos la cara cuando algo no sale como esperábamos.',
          color: 'green',
        },
        {
          icon: 'InsightsOutlined',
          title: 'Resultados medibles',
          description: 'Cada proyecto parte con indicadores claros y termina con un reporte que los demuestra.',
          color: 'grey',
        },
        {
          icon: 'GroupsOutlined',
          title: 'Trabajo en equipo',
          description: 'Ingeniería, diseño y contenido trabajan juntos desde el primer día de cada proyecto.',
          color: 'purple',
        },
        {
          icon: 'TravelExploreOutlined',
          title: 'Aprendizaje continuo',
          description: 'Nos certificamos cada año con nuestros socios tecnológicos y compartimos lo aprendido.',
          color: 'red',
        },
      ],
      columns: 3,
    },
    {
      __component: 'blocks.team',
      anchor: 'equipo',
      eyebrow: 'Equipo',
      title: 'Las personas detrás de cada proyecto',
      subtitle: 'Un equipo multidisciplinario que te acompaña desde la primera reunión hasta el soporte diario.',
    },
    {
      __component: 'blocks.partners-carousel',
      anchor: 'socios',
      eyebrow: 'Socios',
      title: 'Nuestros socios tecnológicos',
      subtitle: 'Trabajamos con fabricantes y plataformas líderes para ofrecerte lo mejor de cada especialidad.',
      background: 'surface',
    },
    {
      __component: 'blocks.closing-banner',
      anchor: 'cierre',
      title: '¿Construimos juntos tu próximo proyecto?',
      text: 'Cuéntanos tu idea y te presentamos al equipo que la hará realidad. La primera consultoría no tiene costo.',
    },
  ],
};
