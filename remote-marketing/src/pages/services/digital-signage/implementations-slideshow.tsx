import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useRef } from 'react';
import { useReplayedTaps } from '@site/shared/hydration';
import { useAutoAdvance } from '@site/shared/motion/use-auto-advance';
import { CarouselDot, type DotLook } from '../../../components/carousel-controls';
import { Slides } from '../../../components/slide';
import { SectionImg, type SectionImage } from '../../../sections/section-image';
import { brandColors } from '@site/shared/theme';
import { bareList, paperSurface } from '@site/shared/ui/styles';

/** An implementation case of the slideshow (SPEC §3: image, title, description). */
export interface ImplementationCase {
  image: SectionImage;
  title: string;
  client: string;
  description: string;
}

/** SPEC §9: a new project every 5000 ms, faded in over 500 ms. */
export const SLIDESHOW_INTERVAL_MS = 5000;
export const SLIDE_FADE_MS = 500;

export interface ImplementationsSlideshowProps {
  cases: ImplementationCase[];
  intervalMs?: number;
  fadeMs?: number;
}

const controlSx = {
  color: brandColors.blue,
  ...paperSurface,
  borderColor: 'border.controlAlt',
  '&:hover': { bgcolor: 'surface.hoverAlt' },
  // A clear outline instead of MUI's focus ripple.
  '&.Mui-focusVisible': { outline: `3px solid ${brandColors.orange}`, outlineOffset: 2 },
} as const;

/** The projects' dots: blue on the slideshow's light band, where the home carousel's are orange. */
const slideDotLook = (animate: boolean): DotLook => ({
  activeWidth: 22,
  activeColor: brandColors.blue,
  idleColor: 'indicator.slideDot',
  focusColor: brandColors.orange,
  transition: animate ? 'width 300ms' : 'none',
});

/**
 * The implementations slideshow (SPEC §2.7, §4): one project at a time, a new
 * one every 5000 ms with a 500 ms fade, wrapping at both ends. Any manual
 * control (arrows, dots, pause) turns the automatic advance off for good.
 */
export function ImplementationsSlideshow({
  cases,
  intervalMs = SLIDESHOW_INTERVAL_MS,
  fadeMs = SLIDE_FADE_MS,
}: ImplementationsSlideshowProps) {
  const slideshow = useAutoAdvance({ count: cases.length, intervalMs, onManualControl: 'stop' });
  const { index, running, reducedMotion } = slideshow;
  const autoPlayOn = !slideshow.paused && !reducedMotion;
  const nextButton = useRef<HTMLButtonElement | null>(null);
  // A tap on an arrow before the slideshow hydrated is performed once it has (as on its dots).
  const replayPrevious = useReplayedTaps(slideshow.prev);
  const { ref: recordNext, ...replayNext } = useReplayedTaps(slideshow.next);
  const nextControl = useCallback(
    (control: HTMLButtonElement | null) => {
      nextButton.current = control;
      recordNext(control);
    },
    [recordNext],
  );
  const fade = reducedMotion ? 'none' : `opacity ${fadeMs}ms ease`;

  const stopAutoPlay = () => {
    slideshow.pause();
    // The pause button goes away: keep keyboard focus on the slideshow.
    nextButton.current?.focus();
  };

  return (
    <Box role="group" aria-roledescription="carrusel" aria-label="Proyectos implementados">
      <Box
        aria-live={running ? 'off' : 'polite'}
        sx={{
          display: 'grid',
          borderRadius: 5,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          boxShadow: (theme) => theme.customShadows.slideshow,
        }}
      >
        <Slides
          items={cases}
          titleOf={(project) => project.title}
          current={index}
          wideColumns="minmax(0, 1.25fr) minmax(0, 1fr)"
          sx={{ alignItems: 'center', bgcolor: 'background.paper' }}
          transition={{ shown: fade, hidden: `${fade}, visibility 0s linear ${reducedMotion ? 0 : fadeMs}ms` }}
          stateSx={(shown) => ({ zIndex: shown ? 1 : 0 })}
        >
          {(project) => (
            <>
              <SectionImg image={project.image} sx={{ width: '100%', height: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
              <Box sx={{ p: { xs: 3, md: 5 } }}>
                <Typography
                  component="p"
                  sx={{ fontWeight: 700, fontSize: '0.85rem', letterSpacing: '0.1em', textTransform: 'uppercase', color: brandColors.orangeText }}
                >
                  {project.client}
                </Typography>
                <Typography variant="h3" sx={{ mt: 1, mb: 2, color: brandColors.blue }}>
                  {project.title}
                </Typography>
                <Typography sx={{ lineHeight: 1.7, color: 'text.secondary' }}>{project.description}</Typography>
              </Box>
            </>
          )}
        </Slides>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, mt: 3 }}>
        <IconButton {...replayPrevious} disableFocusRipple aria-label="Proyecto anterior" onClick={slideshow.prev} sx={controlSx}>
          <ChevronLeftRounded />
        </IconButton>
        <Box component="ul" sx={{ ...bareList, display: 'flex', gap: 0.5 }}>
          {cases.map((project, position) => (
            <li key={project.title}>
              <CarouselDot
                label={`Ver proyecto ${position + 1}: ${project.title}`}
                active={position === index}
                look={slideDotLook(!reducedMotion)}
                onSelect={() => slideshow.goTo(position)}
              />
            </li>
          ))}
        </Box>
        <IconButton {...replayNext} disableFocusRipple ref={nextControl} aria-label="Proyecto siguiente" onClick={slideshow.next} sx={controlSx}>
          <ChevronRightRounded />
        </IconButton>
        <Typography component="p" sx={{ minWidth: 48, textAlign: 'center', fontWeight: 600, color: 'text.secondary' }} aria-hidden>
          {index + 1} / {cases.length}
        </Typography>
        {autoPlayOn && (
          <IconButton disableFocusRipple aria-label="Detener la presentación automática" onClick={stopAutoPlay} sx={controlSx}>
            <PauseRounded />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}
