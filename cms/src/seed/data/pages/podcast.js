'use strict';

/** /podcast: Podcast. Texts as the page showed them when it was code (the SPEC's). */
module.exports = {
  title: 'Podcast',
  path: '/podcast',
  seo: {
    metaTitle: 'Podcast',
    metaDescription: 'Podcast sobre tecnología, innovación y transformación digital para empresas en Chile.',
    socialImage: {
      file: 'pages/podcast/podcast-cover.webp',
      alt: 'Portada del podcast Conexiones: un micrófono dentro de dos anillos enlazados',
    },
    noindex: false,
  },
  menus: [
    {
      group: 'recursos',
      title: 'Podcast',
      description: 'Conversaciones sobre tecnología, innovación y transformación digital.',
      icon: 'PodcastsOutlined',
      order: 40,
    },
  ],
  blocks: [
    {
      __component: 'blocks.page-header',
      title: 'Podcast',
      text: 'Conversaciones sobre tecnología, innovación y transformación digital con quienes las hacen realidad en las empresas.',
    },
    {
      __component: 'blocks.podcast-episode',
      badge: 'Episodio destacado',
      title: 'Señalización digital que conecta: del contenido a los resultados',
      description: 'Conversamos sobre cómo las marcas chilenas están usando pantallas, datos de audiencia e inteligencia artificial para transformar la experiencia en tienda y la comunicación con sus equipos. Hablamos de errores frecuentes al partir, de cómo medir el retorno y de las tendencias que vienen para el retail y las empresas.',
      duration: '17:04',
      publishedOn: '2024-02-28',
      cover: {
        file: 'pages/podcast/podcast-cover.webp',
        alt: 'Portada del podcast Conexiones: un micrófono dentro de dos anillos enlazados',
      },
      url: 'https://www.youtube.com/@example/podcasts',
      listenLabel: 'Escuchar episodio',
    },
  ],
};
