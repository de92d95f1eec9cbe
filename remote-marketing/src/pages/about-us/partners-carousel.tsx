import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { useMotionInterval } from '@site/shared/motion/use-motion-interval';
import { usePrefersReducedMotion } from '@site/shared/motion/use-prefers-reduced-motion';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';
import { CarouselArrow, CarouselPlayPause } from '../../components/carousel-controls';
import { visuallyHidden } from '@mui/utils';
import type { Partner } from '@site/shared/cms';
import { cardSurface } from '../../components/card-surface';

const LOGO_HEIGHT = 64;

/** SPEC §9: the partners carousel moves every 3000 ms (the partners themselves are the CMS's). */
export const PARTNERS_INTERVAL_MS = 3000;

/**
 * The partners carousel (SPEC §2.18): about a third of the width per slide,
 * draggable and looping (embla-carousel), advancing every 3000 ms. It waits
 * while hovered or focused, while the tab is hidden and when the visitor
 * paused it, and never moves by itself for visitors who prefer reduced motion.
 */
export function PartnersCarousel({ partners }: { partners: Partner[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', duration: reducedMotion ? 0 : 28 });
  const [selected, setSelected] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A drag or an arrow gives the new position a full interval before the next move.
  const [interaction, setInteraction] = useState(0);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPointerDown = () => setInteraction((count) => count + 1);
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onPointerDown);
    };
  }, [embla]);

  const scrollNext = useCallback(() => embla?.scrollNext(), [embla]);
  const running = useMotionInterval(scrollNext, PARTNERS_INTERVAL_MS, {
    enabled: Boolean(embla) && !pausedByVisitor && !hovered && !focused,
    restartKey: interaction,
  });

  const move = (direction: 'prev' | 'next') => {
    if (direction === 'prev') embla?.scrollPrev();
    else embla?.scrollNext();
    setInteraction((count) => count + 1);
  };

  const current = partners[selected];

  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label="Nuestros socios tecnológicos"
      sx={{ position: 'relative' }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Box ref={viewportRef} data-partners-viewport sx={{ overflow: 'hidden', touchAction: 'pan-y pinch-zoom', cursor: 'grab' }}>
        <Box sx={{ display: 'flex' }}>
          {partners.map((partner, index) => (
            <Box
              key={partner.id}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${partners.length}: ${partner.name}`}
              sx={{ flex: { xs: '0 0 80%', sm: '0 0 50%', md: '0 0 33.3333%' }, minWidth: 0, px: 1.5 }}
            >
              <Box
                component="a"
                href={partner.url}
                {...newTabLink}
                aria-label={newTabLabel(partner.name)}
                draggable={false}
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  gap: 1.5,
                  height: '100%',
                  ...cardSurface(4, 'card'),
                  p: { xs: 3, md: 4 },
                  textDecoration: 'none',
                  color: 'text.secondary',
                  transition: 'box-shadow 200ms, border-color 200ms',
                  '&:hover': { borderColor: 'border.hover', boxShadow: (theme) => theme.customShadows.partnerHover },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
                }}
              >
                <Box
                  component="img"
                  src={partner.logo.url}
                  alt=""
                  width={partner.width}
                  height={LOGO_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  sx={{ width: '100%', maxWidth: partner.width, height: 'auto' }}
                />
                <Typography component="span" sx={{ fontSize: '0.9rem', textAlign: 'center' }}>
                  {partner.description}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, mt: 3 }}>
        <CarouselArrow direction="prev" itemName="socio" onClick={() => move('prev')} />
        <Typography component="span" aria-hidden sx={{ minWidth: 56, textAlign: 'center', fontWeight: 700, color: 'text.secondary' }}>
          {selected + 1} / {partners.length}
        </Typography>
        <CarouselArrow direction="next" itemName="socio" onClick={() => move('next')} />
        {!reducedMotion && (
          <CarouselPlayPause
            playing={!pausedByVisitor}
            onPause={() => setPausedByVisitor(true)}
            onPlay={() => setPausedByVisitor(false)}
          />
        )}
      </Box>
      {/* Announces the first visible partner when the visitor moves the carousel (silent while it runs by itself). */}
      <Box aria-live={running ? 'off' : 'polite'} aria-atomic sx={visuallyHidden}>
        {current ? `Socio ${selected + 1} de ${partners.length}: ${current.name}` : ''}
      </Box>
    </Box>
  );
}
