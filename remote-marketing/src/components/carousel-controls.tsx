import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { useReplayedTaps } from '@site/shared/hydration';
import { brandColors } from '@site/shared/theme';
import { bareList, paperSurface } from '@site/shared/ui/styles';

const roundButton = {
  width: 44,
  height: 44,
  color: brandColors.blue,
  ...paperSurface,
  borderColor: 'border.control',
  boxShadow: (theme: Theme) => theme.customShadows.control,
  '&:hover': { bgcolor: 'surface.hover' },
} as const;

export interface ArrowButtonProps {
  direction: 'prev' | 'next';
  onClick: () => void;
  /** What the carousel shows, for the label: 'servicio', 'socio'... */
  itemName: string;
}

/** Previous / next button of a carousel. A tap before it hydrated is performed once it has. */
export function CarouselArrow({ direction, onClick, itemName }: ArrowButtonProps) {
  const previous = direction === 'prev';
  return (
    <IconButton {...useReplayedTaps(onClick)} onClick={onClick} aria-label={`${previous ? 'Anterior' : 'Siguiente'} ${itemName}`} sx={roundButton}>
      {previous ? <ChevronLeftRounded /> : <ChevronRightRounded />}
    </IconButton>
  );
}

export interface PlayPauseButtonProps {
  /** The carousel is advancing by itself right now. */
  playing: boolean;
  onPause: () => void;
  onPlay: () => void;
}

/** Lets the visitor stop and restart the automatic advance (WCAG 2.2.2). */
export function CarouselPlayPause({ playing, onPause, onPlay }: PlayPauseButtonProps) {
  const toggle = playing ? onPause : onPlay;
  return (
    <IconButton
      {...useReplayedTaps(toggle)}
      onClick={toggle}
      aria-label={playing ? 'Pausar el avance automático' : 'Reanudar el avance automático'}
      sx={roundButton}
    >
      {playing ? <PauseRounded /> : <PlayArrowRounded />}
    </IconButton>
  );
}

export interface CarouselDotsProps {
  /** Names of the slides, in order (used in each dot's label). */
  labels: string[];
  current: number;
  onSelect: (index: number) => void;
}

/** A slide's button: a 28 px target around the small visual dot its `::after` draws. */
const dotTargetSx = {
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  p: 0,
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  cursor: 'pointer',
} as const;

/** One button per slide; the current one is marked with aria-current. */
export function CarouselDots({ labels, current, onSelect }: CarouselDotsProps) {
  return (
    <Box component="ul" sx={{ ...bareList, display: 'flex', gap: 0.5 }}>
      {labels.map((label, index) => (
        <li key={label}>
          <CarouselDot
            label={`Ir a ${index + 1} de ${labels.length}: ${label}`}
            active={index === current}
            onSelect={() => onSelect(index)}
          />
        </li>
      ))}
    </Box>
  );
}

/** How a carousel's dots look: the current one wider and in its colour, the focus ring in another. */
export interface DotLook {
  activeWidth: number;
  activeColor: string;
  idleColor: string;
  focusColor: string;
  /** The dot's change of width and colour; 'none' for visitors who prefer reduced motion. */
  transition: string;
}

const carouselDotLook: DotLook = {
  activeWidth: 26,
  activeColor: brandColors.orange,
  idleColor: 'indicator.dot',
  focusColor: brandColors.blue,
  transition: 'width 250ms, background-color 250ms',
};

/** A slide's dot. A tap before it hydrated is performed once it has. */
export function CarouselDot({ label, active, onSelect, look = carouselDotLook }: { label: string; active: boolean; onSelect: () => void; look?: DotLook }) {
  return (
    <Box
      component="button"
      type="button"
      {...useReplayedTaps(onSelect)}
      onClick={onSelect}
      aria-label={label}
      aria-current={active ? 'true' : undefined}
      sx={{
        ...dotTargetSx,
        '&::after': {
          content: '""',
          display: 'block',
          height: 10,
          width: active ? look.activeWidth : 10,
          borderRadius: 5,
          bgcolor: active ? look.activeColor : look.idleColor,
          transition: look.transition,
        },
        '&:focus-visible': { outline: `3px solid ${look.focusColor}`, outlineOffset: 1 },
      }}
    />
  );
}
