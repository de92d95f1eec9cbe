import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { CmsMedia } from '@site/shared/cms';
import { useReplayedTaps } from '@site/shared/hydration';
import { CmsImage } from '@site/shared/ui/cms-image';
import { WIDE_COLUMN_SIZES } from '../../components/image-sizes';
import { useState, type ReactNode } from 'react';

/** A video of the media library (the field takes images and videos). */
export function isVideo(media: CmsMedia): boolean {
  return media.mime.startsWith('video/');
}

/** Next or previous index, wrapping at both ends (SPEC §4). */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  return (index + step + count) % count;
}

/**
 * The featured media of a case: images or muted looping videos, with
 * previous/next buttons only when there is more than one item (SPEC §2.17).
 * The parent keys it by case, so the first item is selected for each case.
 */
export function MediaCarousel({ items, title }: { items: CmsMedia[]; title: string }) {
  const [index, setIndex] = useState(0);
  const current = items[Math.min(index, items.length - 1)];
  if (!current) return null;
  const several = items.length > 1;

  return (
    <Box
      role="region"
      aria-roledescription="carrusel"
      aria-label={`Galería: ${title}`}
      sx={{ position: 'relative', borderRadius: 4, overflow: 'hidden', bgcolor: 'surface.darkMedia', lineHeight: 0 }}
    >
      <Box aria-roledescription="diapositiva" role="group" aria-label={`${index + 1} de ${items.length}`}>
        {isVideo(current) ? (
          <Box
            component="video"
            key={current.url}
            src={current.url}
            autoPlay
            loop
            muted
            playsInline
            aria-label={`Video ${index + 1} de ${items.length}: ${title}`}
            sx={{ width: '100%', aspectRatio: '3 / 2', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <CmsImage
            key={current.url}
            media={current}
            alt={current.alt || `Imagen ${index + 1} de ${items.length}: ${title}`}
            sizes={WIDE_COLUMN_SIZES}
            width={1200}
            height={800}
          />
        )}
      </Box>
      {several && (
        <>
          {(
            [
              { step: -1, label: 'Anterior', icon: <ChevronLeft />, side: { left: 12 } },
              { step: 1, label: 'Siguiente', icon: <ChevronRight />, side: { right: 12 } },
            ] as const
          ).map(({ step, label, icon, side }) => (
            <MediaArrow key={label} label={label} side={side} onStep={() => setIndex((i) => stepIndex(i, step, items.length))}>
              {icon}
            </MediaArrow>
          ))}
          <Typography
            aria-live="polite"
            sx={{
              position: 'absolute',
              bottom: 12,
              right: 12,
              px: 1.5,
              py: 0.5,
              lineHeight: 1.4,
              borderRadius: 999,
              bgcolor: 'surface.scrim',
              color: 'common.white',
              fontSize: '0.85rem',
              fontWeight: 600,
            }}
          >
            {index + 1} / {items.length}
          </Typography>
        </>
      )}
    </Box>
  );
}

interface MediaArrowProps {
  label: string;
  side: { left: number } | { right: number };
  onStep: () => void;
  children: ReactNode;
}

/** Previous or next over the media. A tap before it hydrated is performed once it has. */
function MediaArrow({ label, side, onStep, children }: MediaArrowProps) {
  return (
    <IconButton
      {...useReplayedTaps(onStep)}
      aria-label={label}
      onClick={onStep}
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        ...side,
        bgcolor: 'surface.frosted',
        color: 'primary.main',
        boxShadow: 2,
        '&:hover, &:focus-visible': { bgcolor: 'background.paper' },
      }}
    >
      {children}
    </IconButton>
  );
}
