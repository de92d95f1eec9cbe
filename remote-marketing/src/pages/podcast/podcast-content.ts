import { paths } from '@site/shared/routes';
import type { SeoProps } from '@site/shared/seo';
import { podcastEpisode } from './podcast-episode';

/** What search engines and link previews show of /podcast: the episode's cover. */
export const podcastSeo: SeoProps = {
  title: 'Podcast',
  description: 'Podcast sobre tecnología, innovación y transformación digital para empresas en Chile.',
  path: paths.podcast,
  image: podcastEpisode.image,
};
