import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { CheckList } from '../../sections/check-list';
import { CtaButton, type CtaLink } from '@site/shared/ui/cta-button';
import { SectionHeading } from '../../sections/section-heading';
import { SectionImg, type SectionImage } from '../../sections/section-image';
import type { Stat } from '../../sections/stat-cards';
import { brandColors } from '@site/shared/theme';
import { bareList } from '@site/shared/ui/styles';
import { twoColumns } from '../../sections/band-layout';

export interface FeatureSplitContent {
  eyebrow: string;
  title: string;
  description: string;
  points: readonly string[];
  image: SectionImage;
  /** Figures laid over the image. */
  stats: readonly Stat[];
  cta: CtaLink;
}

export interface FeatureSplitProps {
  id: string;
  content: FeatureSplitContent;
  /** Image on the right on wide screens. */
  reverse?: boolean;
  /** Brand-blue band with white text. */
  dark?: boolean;
}

/**
 * A band with an image carrying stat overlays on one side and the pitch
 * (heading, text, check list, call to action) on the other. Used by the
 * in-store intelligence and the automation sections of the home.
 */
export function FeatureSplit({ id, content, reverse = false, dark = false }: FeatureSplitProps) {
  const headingId = `${id}-titulo`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 7, md: 10 },
        color: dark ? 'common.white' : undefined,
        background: (theme) => (dark ? theme.gradients.featureDark : theme.palette.surface.tint),
      }}
    >
      <Container
        maxWidth="lg"
        sx={twoColumns({ xs: 5, md: 8 })}
      >
        <Box sx={{ position: 'relative', order: { md: reverse ? 2 : 0 }, pb: { xs: 4, md: 0 } }}>
          <SectionImg image={content.image} sx={{ width: '100%', borderRadius: 5, boxShadow: (theme) => theme.customShadows.featureImage }} />
          <Box
            component="ul"
            aria-label="Resultados"
            sx={{
              ...bareList,
              position: 'absolute',
              inset: 0,
              pointerEvents: 'none',
            }}
          >
            {content.stats.map((stat, index) => (
              <Box
                component="li"
                key={stat.value}
                sx={{
                  position: 'absolute',
                  ...(index % 2 === 0
                    ? { top: { xs: -12, md: 24 }, left: { xs: 8, md: -24 } }
                    : { bottom: { xs: 0, md: 24 }, right: { xs: 8, md: -24 } }),
                  maxWidth: { xs: 170, sm: 220 },
                  px: { xs: 1.75, md: 2.5 },
                  py: { xs: 1.25, md: 1.75 },
                  borderRadius: 3,
                  bgcolor: index % 2 === 0 ? 'background.paper' : brandColors.orange,
                  color: brandColors.ink,
                  boxShadow: (theme) => theme.customShadows.featureCard,
                }}
              >
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    fontSize: { xs: '1.5rem', md: '2rem' },
                    fontWeight: 800,
                    lineHeight: 1.1,
                    color: index % 2 === 0 ? brandColors.blue : brandColors.ink,
                  }}
                >
                  {stat.value}
                </Box>
                <Box component="span" sx={{ display: 'block', fontSize: { xs: '0.8rem', md: '0.9rem' }, fontWeight: 600, lineHeight: 1.35 }}>
                  {stat.label}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={content.eyebrow}
            title={content.title}
            subtitle={content.description}
            align="left"
            onDark={dark}
          />
          <Box sx={{ mb: 4, mt: -2 }}>
            <CheckList items={[...content.points]} onDark={dark} />
          </Box>
          <CtaButton action={content.cta} onDark={dark} />
        </div>
      </Container>
    </Box>
  );
}
