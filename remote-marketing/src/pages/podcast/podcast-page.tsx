import { Seo } from '@site/shared/seo';
import { PageHeader } from '../../sections/page-header';
import { podcastSeo } from './podcast-content';
import { PodcastEpisodeCard } from './podcast-episode-card';
import { podcastEpisode } from './podcast-episode';

/** /podcast: the header and the one fixed episode (SPEC §2.16). */
export default function PodcastPage() {
  return (
    <>
      <Seo {...podcastSeo} />
      <PageHeader
        title="Podcast"
        text="Conversaciones sobre tecnología, innovación y transformación digital con quienes las hacen realidad en las empresas."
      />
      <PodcastEpisodeCard episode={podcastEpisode} badge="Episodio destacado" />
    </>
  );
}
