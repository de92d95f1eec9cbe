import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useAutoAdvance } from '@site/shared/motion/use-auto-advance';
import { CtaButton } from '@site/shared/ui/cta-button';
import { SectionImg, type SectionImage } from '../../sections/section-image';
import { brandColors } from '@site/shared/theme';
import { CarouselArrow, CarouselDots, CarouselPlayPause } from '../../components/carousel-controls';
import { Slides } from '../../components/slide';
import { bareList } from '@site/shared/ui/styles';

/** SPEC §9: the carousel advances every 5000 ms. */
export const SERVICES_INTERVAL_MS = 5000;

export type SolutionCategory = 'Experiencia del Cliente' | 'Productividad';

/** SPEC §3 service card; the AI assistant belongs to both categories (SPEC §2.4). */
export interface ServiceSlide {
  title: string;
  description: string;
  image: SectionImage;
  /** The service's page: a route from `paths`, or the CMS's link. */
  route: string;
  categories: SolutionCategory[];
}

const categoryColors: Record<SolutionCategory, { bg: string; color: string }> = {
  'Experiencia del Cliente': { bg: 'accent.blueTint', color: 'primary.main' },
  Productividad: { bg: 'accent.orangeTint', color: 'accent.orangeDeep' },
};

export interface ServicesCarouselProps {
  services: ServiceSlide[];
  /** Accessible name of the carousel. */
  label: string;
}

/**
 * 'Nuestros Servicios' (SPEC §2.4): one service at a time, advancing every
 * 5000 ms. Arrows and dots wrap around and stop the automatic advance for
 * good; the visitor can also pause it (and start it again) with a button.
 * Every slide sits in the same grid cell, so the carousel keeps the height of
 * its tallest slide and never shifts the page.
 */
export function ServicesCarousel({ services, label }: ServicesCarouselProps) {
  const carousel = useAutoAdvance({ count: services.length, intervalMs: SERVICES_INTERVAL_MS, onManualControl: 'stop' });
  const { index, running } = carousel;

  return (
    <Box component="section" aria-roledescription="carrusel" aria-label={label}>
      <Box
        // Announce the new slide only when the visitor moved it (not every 5 s).
        aria-live={running ? 'off' : 'polite'}
        sx={{ display: 'grid', height: { md: 600 } }}
      >
        <Slides
          items={services}
          titleOf={(service) => service.title}
          current={index}
          wideColumns="minmax(0, 1.15fr) minmax(0, 1fr)"
          sx={{
            minHeight: 0,
            borderRadius: { xs: 4, md: 6 },
            overflow: 'hidden',
            bgcolor: 'background.paper',
            boxShadow: (theme) => theme.customShadows.raised,
          }}
          // Shown at once, hidden only once faded out: the new slide is never invisible to the visitor.
          transition={{ shown: 'opacity 500ms ease', hidden: 'opacity 500ms ease, visibility 0s linear 500ms' }}
          stateSx={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
        >
          {(service) => (
            <>
              <SectionImg
                image={service.image}
                sx={{ width: '100%', height: { xs: 'auto', md: '100%' }, aspectRatio: { xs: '6 / 5', md: 'auto' }, objectFit: 'cover' }}
              />
              <Box sx={{ p: { xs: 3, sm: 4, md: 6 }, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
                <Box component="ul" aria-label="Categorías" sx={{ ...bareList, display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2.5 }}>
                  {service.categories.map((category) => (
                    <li key={category}>
                      <Chip
                        label={category}
                        size="small"
                        sx={{ fontWeight: 700, bgcolor: categoryColors[category].bg, color: categoryColors[category].color }}
                      />
                    </li>
                  ))}
                </Box>
                <Typography variant="h3" sx={{ color: brandColors.blue, mb: 2 }}>
                  {service.title}
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.75, mb: 4, fontSize: { md: '1.05rem' } }}>
                  {service.description}
                </Typography>
                <Box>
                  <CtaButton
                    action={{ label: 'Conocer más', to: service.route, ariaLabel: `Conocer más sobre ${service.title}` }}
                  />
                </Box>
              </Box>
            </>
          )}
        </Slides>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: { xs: 1, sm: 2 }, mt: 3, flexWrap: 'wrap' }}>
        <CarouselArrow direction="prev" itemName="servicio" onClick={carousel.prev} />
        <CarouselDots labels={services.map((service) => service.title)} current={index} onSelect={carousel.goTo} />
        <CarouselArrow direction="next" itemName="servicio" onClick={carousel.next} />
        {!carousel.reducedMotion && (
          <CarouselPlayPause playing={!carousel.paused} onPause={carousel.pause} onPlay={carousel.resume} />
        )}
      </Box>
    </Box>
  );
}
