import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { usePrefersReducedMotion } from '@site/shared/motion/use-prefers-reduced-motion';
import { CtaButton, type CtaLink } from '@site/shared/ui/cta-button';
import { StaticContent } from '@site/shared/ui/static-content';
import { SectionImg, type SectionImage } from './section-image';
import { heroBand, twoColumns } from './band-layout';

const PauseIcon = createSvgIcon(<path d="M8 19c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2s-2 .9-2 2v10c0 1.1.9 2 2 2m6-12v10c0 1.1.9 2 2 2s2-.9 2-2V7c0-1.1-.9-2-2-2s-2 .9-2 2" />, 'PauseRounded');
const PlayIcon = createSvgIcon(<path d="M8 6.82v10.36c0 .79.87 1.27 1.54.84l8.14-5.18c.62-.39.62-1.29 0-1.69L9.54 5.98C8.87 5.55 8 6.03 8 6.82" />, 'PlayArrowRounded');

export interface VideoSource {
  src: string;
  /** MIME type, e.g. 'video/webm' (listed first) or 'video/mp4'. */
  type: string;
}

/** What fills the hero behind its text, under a brand-blue veil. */
export type HeroBackground =
  | { kind: 'image'; image: SectionImage }
  | {
      kind: 'video';
      /** Smallest first: WebM, then MP4 for browsers without it. */
      sources: VideoSource[];
      /** Still frame shown until the video plays, and to visitors who prefer reduced motion. */
      poster: string;
    };

/** A looping hero video, WebM first, with its still frame. */
export const videoBackground = (webm: string, mp4: string, poster: string): HeroBackground => ({
  kind: 'video',
  sources: [
    { src: webm, type: 'video/webm' },
    { src: mp4, type: 'video/mp4' },
  ],
  poster,
});

export interface PageHeroProps {
  /** The page's <h1>. */
  title: string;
  eyebrow?: string;
  subtitle?: string;
  actions?: CtaLink[];
  background?: HeroBackground;
  /** Image beside the text on wide screens (below it on phones); loaded with high priority. */
  image?: SectionImage;
  /** Anything else beside the text (a phone mock-up, a dashboard); replaces `image`. */
  aside?: ReactNode;
  /** Extra content under the buttons (badges, small print). */
  children?: ReactNode;
}

export const HERO_TITLE_ID = 'hero-titulo';

/**
 * A looping, muted background video. It never plays for visitors who prefer
 * reduced motion, and a small button lets anyone pause it (WCAG 2.2.2).
 */
function HeroVideo({ sources, poster }: { sources: VideoSource[]; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const playing = !reducedMotion && !pausedByVisitor;
  // The poster is the page's largest paint: fetched first from the document's head, not at the
  // medium priority the parser gives a <video>'s poster.
  preload(poster, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only; browsers allow autoplay of muted media.
    video.muted = true;
    if (playing) {
      const started = video.play() as Promise<void> | undefined;
      started?.catch(() => undefined);
    } else {
      video.pause();
    }
  }, [playing]);

  return (
    <>
      <Box
        component="video"
        ref={ref}
        aria-hidden
        tabIndex={-1}
        autoPlay={!reducedMotion}
        muted
        loop
        playsInline
        preload="auto"
        poster={poster}
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      >
        {sources.map((source) => (
          <source key={`${source.type} ${source.src}`} src={source.src} type={source.type} />
        ))}
      </Box>
      {!reducedMotion && (
        <IconButton
          onClick={() => setPausedByVisitor((paused) => !paused)}
          aria-label={pausedByVisitor ? 'Reproducir el video de fondo' : 'Pausar el video de fondo'}
          aria-pressed={pausedByVisitor}
          size="small"
          sx={{
            position: 'absolute',
            right: 16,
            bottom: 16,
            zIndex: 2,
            color: 'common.white',
            bgcolor: 'surface.heroControl',
            '&:hover': { bgcolor: 'surface.heroControlHover' },
          }}
        >
          {pausedByVisitor ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
      )}
    </>
  );
}

/**
 * The opening band of a page: eyebrow, <h1>, subtitle and calls to action on
 * brand blue, with an optional background image or looping video and an
 * optional image or mock-up beside the text.
 */
export function PageHero({ title, eyebrow, subtitle, actions = [], background, image, aside, children }: PageHeroProps) {
  const side = aside ?? (image ? (
    <SectionImg
      image={image}
      priority
      sx={{ width: '100%', borderRadius: 4, boxShadow: (theme) => theme.customShadows.heroMedia }}
    />
  ) : null);
  const text = (
    <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 7, md: 11 } }}>
      <Box sx={twoColumns({ xs: 5, md: 6 }, side ? 'minmax(0, 1.1fr) minmax(0, 0.9fr)' : 'minmax(0, 1fr)')}>
        <Box sx={{ maxWidth: 720 }}>
          {eyebrow && (
            <Box
              component="p"
              sx={{
                display: 'inline-block',
                m: 0,
                mb: 2.5,
                px: 1.75,
                py: 0.75,
                borderRadius: 999,
                fontSize: '0.85rem',
                fontWeight: 700,
                letterSpacing: '0.06em',
                textTransform: 'uppercase',
                bgcolor: 'onDark.chip',
                border: 1,
                borderColor: 'onDark.chipBorder',
              }}
            >
              {eyebrow}
            </Box>
          )}
          <Typography variant="h1" id={HERO_TITLE_ID} sx={{ color: 'common.white', textWrap: 'balance' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, lineHeight: 1.7, color: 'onDark.body' }}>
              {subtitle}
            </Typography>
          )}
          {actions.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
              {actions.map((action) => (
                <CtaButton key={`${action.label}-${action.to}`} action={action} onDark />
              ))}
            </Box>
          )}
          {children && <Box sx={{ mt: 4 }}>{children}</Box>}
        </Box>
        {side && <Box sx={{ justifySelf: 'center', width: '100%', maxWidth: 560 }}>{side}</Box>}
      </Box>
    </Container>
  );
  return (
    <Box
      component="section"
      aria-labelledby={HERO_TITLE_ID}
      sx={{
        ...heroBand,
        bgcolor: 'navy.dark',
        background: background ? undefined : (theme) => theme.gradients.pageHero,
        minHeight: background ? { xs: 520, md: 620 } : undefined,
        // A grid, not a flex row: its one item (the text, or the static content around it) spans the width.
        display: 'grid',
        alignItems: 'center',
      }}
    >
      {background?.kind === 'image' && (
        <SectionImg
          image={background.image}
          priority
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', maxWidth: 'none', objectFit: 'cover' }}
        />
      )}
      {background?.kind === 'video' && <HeroVideo sources={background.sources} poster={background.poster} />}
      {/* The veil keeps white text readable over any frame of the media. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: (theme) => (background ? theme.gradients.pageHeroPhotoScrim : theme.gradients.pageHeroGlow),
        }}
      />
      {/* Beside a video, whose pause button hydrates, the text is adopted as the server drew it. */}
      {background?.kind === 'video' ? <StaticContent onFirstScreen>{text}</StaticContent> : text}
    </Box>
  );
}
