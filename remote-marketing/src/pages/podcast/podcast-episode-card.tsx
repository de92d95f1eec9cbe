import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import HeadphonesOutlined from '@mui/icons-material/HeadphonesOutlined';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';
import { formatEpisodeDate } from './format-episode-date';

/** An episode as its card shows it. */
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

export interface PodcastEpisodeCardProps {
  episode: PodcastEpisode;
  /** The chip over the title, e.g. 'Episodio destacado'; none when empty. */
  badge?: string;
  /** The button's text. Default 'Escuchar episodio'. */
  listenLabel?: string;
}

/** An episode: its cover, title, duration, date and description, each leading to where it plays (a new tab). */
export function PodcastEpisodeCard({ episode, badge, listenLabel = 'Escuchar episodio' }: PodcastEpisodeCardProps) {
  return (
    <Container maxWidth="lg" component="section" aria-labelledby="episodio" sx={{ py: { xs: 6, md: 9 } }}>
      <Box
        component="article"
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '360px 1fr' },
          alignItems: 'center',
          p: { xs: 2, md: 4 },
          borderRadius: 4,
          bgcolor: 'background.paper',
          boxShadow: (theme) => theme.customShadows.podcast,
        }}
      >
        <Link
          href={episode.videoUrl}
          {...newTabLink}
          aria-label={newTabLabel(`Ver el episodio «${episode.title}»`)}
          sx={{ display: 'block', borderRadius: 3, overflow: 'hidden', lineHeight: 0 }}
        >
          <Box
            component="img"
            src={episode.image}
            alt={episode.imageAlt}
            width={640}
            height={640}
            sx={{ width: '100%', height: 'auto', aspectRatio: '1', transition: 'transform 300ms', '&:hover': { transform: 'scale(1.03)' } }}
          />
        </Link>
        <div>
          {badge && <Chip label={badge} color="secondary" size="small" sx={{ fontWeight: 700, mb: 2 }} />}
          <Typography variant="h2" id="episodio" sx={{ mb: 2 }}>
            <Link
              href={episode.videoUrl}
              {...newTabLink}
              color="inherit"
              underline="hover"
              aria-label={newTabLabel(episode.title)}
            >
              {episode.title}
            </Link>
          </Typography>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', color: 'text.secondary', mb: 2 }}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <AccessTimeOutlined fontSize="small" titleAccess="Duración" />
              <span>{episode.duration}</span>
            </Box>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
              <CalendarTodayOutlined fontSize="small" titleAccess="Fecha de publicación" />
              <time dateTime={episode.publishedOn}>{formatEpisodeDate(episode.publishedOn)}</time>
            </Box>
          </Box>
          <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.7 }}>
            {episode.description}
          </Typography>
          <Button
            variant="contained"
            size="large"
            href={episode.videoUrl}
            {...newTabLink}
            startIcon={<HeadphonesOutlined />}
            aria-label={newTabLabel(listenLabel)}
          >
            {listenLabel}
          </Button>
        </div>
      </Box>
    </Container>
  );
}
