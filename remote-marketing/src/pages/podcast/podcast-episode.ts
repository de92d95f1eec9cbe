import { siteConfig } from '@site/shared/config';
import coverImage from './assets/podcast-cover.webp';

export interface PodcastEpisode {
  title: string;
  description: string;
  /** Duration as minutes:seconds. */
  duration: string;
  /** ISO date, rendered in Spanish. */
  publishedOn: string;
  image: string;
  imageAlt: string;
  videoUrl: string;
}

/** The one published episode (SPEC §2.16). */
export const podcastEpisode: PodcastEpisode = {
  title: 'Señalización digital que conecta: del contenido a los resultados',
  description:
    'Conversamos sobre cómo las marcas chilenas están usando pantallas, datos de audiencia e inteligencia artificial para transformar la experiencia en tienda y la comunicación con sus equipos. Hablamos de errores frecuentes al partir, de cómo medir el retorno y de las tendencias que vienen para el retail y las empresas.',
  duration: '17:04',
  publishedOn: '2024-02-28',
  image: coverImage,
  imageAlt: 'Portada del podcast Conexiones: un micrófono dentro de dos anillos enlazados',
  videoUrl: `${siteConfig.social.find((link) => link.network === 'youtube')?.href ?? siteConfig.websiteUrl}/podcasts`,
};
