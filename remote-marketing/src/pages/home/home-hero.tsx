import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { preload } from 'react-dom';
import { CtaButton, type CtaLink } from '@site/shared/ui/cta-button';
import { SectionImg, srcSetOf, type SectionImage } from '../../sections/section-image';
import { brandColors } from '@site/shared/theme';
import { visuallyHidden } from '@mui/utils';
import { RotatingPhrase } from './rotating-phrase';
import { bareList } from '@site/shared/ui/styles';
import { heroBand, twoColumns } from '../../sections/band-layout';

export const HOME_HERO_TITLE_ID = 'inicio-titulo';

/** SPEC §4, §9: the tagline's completion changes every 3000 ms. */
export const HERO_PHRASE_INTERVAL_MS = 3000;

/**
 * How wide the hero image shows, from the layout below: the lg container (16 px of side padding on
 * phones, 24 px from sm) holds one column below md, where the image's box adds 32 px of left padding
 * from sm; from md it is the right of two columns (1.05fr : 1, 48 px apart), 507 px from lg.
 */
export const HERO_IMAGE_SIZES =
  '(min-width: 1200px) 507px, (min-width: 900px) calc(48.8vw - 79px), (min-width: 600px) calc(100vw - 80px), calc(100vw - 32px)';

/** What the home hero shows: the tagline and its rotating completions, the slide, and its buttons. */
export interface HomeHeroContent {
  tagline: string;
  phrases: readonly string[];
  title: string;
  description: string;
  /** A link to an in-page anchor (`#nuestros-servicios`) is a plain outlined link; any other a CtaButton. */
  actions: CtaLink[];
  image: SectionImage;
  thumbnails: ReadonlyArray<SectionImage & { caption: string }>;
}

/** The home hero (SPEC §2.4): the tagline completed by a rotating phrase, the hero slide and the advisor button. */
export function HomeHero({ content }: { content: HomeHeroContent }) {
  const { tagline, phrases, image, thumbnails } = content;
  // The landing page's largest image: ask for it as early as possible, with the <img>'s own
  // srcset and sizes, so the preload and the image fetch the same file (React keys both by them).
  preload(image.src, { as: 'image', imageSrcSet: srcSetOf(image), imageSizes: HERO_IMAGE_SIZES, fetchPriority: 'high' });
  return (
    <Box
      component="section"
      aria-labelledby={HOME_HERO_TITLE_ID}
      sx={{ ...heroBand, background: (theme) => theme.gradients.homeHero }}
    >
      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          py: { xs: 6, md: 10 },
          ...twoColumns({ xs: 5, md: 6 }, 'minmax(0, 1.05fr) minmax(0, 1fr)'),
        }}
      >
        <div>
          <Typography variant="h1" id={HOME_HERO_TITLE_ID} sx={{ color: 'common.white' }}>
            <Box component="span" sx={visuallyHidden}>
              {`${tagline} ${phrases.join(', ')}.`}
            </Box>
            <Box component="span" aria-hidden sx={{ display: 'block' }}>
              {tagline}
            </Box>
            <RotatingPhrase phrases={phrases} intervalMs={HERO_PHRASE_INTERVAL_MS} color={brandColors.orange} />
          </Typography>
          <Typography
            component="p"
            sx={{ mt: 3, fontSize: { xs: '1.15rem', md: '1.35rem' }, fontWeight: 700, lineHeight: 1.45, color: 'common.white' }}
          >
            {content.title}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.1rem' }, lineHeight: 1.7, color: 'onDark.secondary', maxWidth: 600 }}>
            {content.description}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 4 }}>
            {content.actions.map((action) =>
              action.to.startsWith('#') ? (
                // A plain in-page anchor: the browser scrolls to the section by itself.
                <Button
                  key={`${action.label}-${action.to}`}
                  href={action.to}
                  aria-label={action.ariaLabel}
                  variant="outlined"
                  size="large"
                  sx={{ color: 'common.white', borderColor: 'onDark.outline', '&:hover': { borderColor: 'common.white', bgcolor: 'onDark.tint' } }}
                >
                  {action.label}
                </Button>
              ) : (
                <CtaButton key={`${action.label}-${action.to}`} action={action} onDark />
              ),
            )}
          </Box>
        </div>
        <Box sx={{ position: 'relative', pb: { xs: 9, sm: 12 }, pl: { sm: 4 } }}>
          <SectionImg
            image={image}
            priority
            sizes={HERO_IMAGE_SIZES}
            sx={{ width: '100%', borderRadius: 5, boxShadow: (theme) => theme.customShadows.homeHeroImage }}
          />
          <Box
            component="ul"
            sx={{
              ...bareList,
              position: 'absolute',
              left: { xs: 12, sm: 0 },
              right: { xs: 12, sm: 'auto' },
              bottom: 0,
              display: 'flex',
              gap: { xs: 1.5, sm: 2 },
            }}
          >
            {thumbnails.map((thumbnail) => (
              <Box
                component="li"
                key={thumbnail.caption}
                sx={{
                  flex: { xs: '1 1 0', sm: '0 0 auto' },
                  width: { sm: 160 },
                  p: 0.75,
                  borderRadius: 3,
                  bgcolor: 'background.paper',
                  color: brandColors.ink,
                  boxShadow: (theme) => theme.customShadows.homeHeroCard,
                }}
              >
                <SectionImg image={thumbnail} sx={{ width: '100%', borderRadius: 2 }} />
                <Typography component="p" sx={{ fontSize: '0.8rem', fontWeight: 700, px: 0.5, pt: 0.75, pb: 0.25 }}>
                  {thumbnail.caption}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
