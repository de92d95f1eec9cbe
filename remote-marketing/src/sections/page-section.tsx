import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { HydrateWhenVisible } from '@site/shared/ui/hydrate-when-visible';
import { StaticContent } from '@site/shared/ui/static-content';
import { SectionHeading } from './section-heading';

export type SectionBackground = 'default' | 'surface' | 'blue';

export interface PageSectionProps {
  /** Unique on the page: the section's anchor; its heading gets `${id}-titulo`. */
  id: string;
  title: string;
  eyebrow?: string;
  subtitle?: string;
  /** 'surface' is a pale blue-grey band, 'blue' the brand blue with white text. Default 'default' (white). */
  background?: SectionBackground;
  align?: 'center' | 'left';
  maxWidth?: 'md' | 'lg' | 'xl';
  /** The first band below the hero, which a tall screen shows at once (HydrateWhenVisible's `onFirstScreen`). */
  onFirstScreen?: boolean;
  /**
   * The band has something to operate (a carousel's buttons, its timer): it hydrates as the visitor
   * nears it. Any other band is static content, which hydration adopts as the server drew it.
   */
  interactive?: boolean;
  children: ReactNode;
}

/** Each band's background (a theme token, for the CSS `background` shorthand) and text colour (a palette path). */
export const sectionBackgrounds: Record<SectionBackground, { bg: (theme: Theme) => string; color?: string }> = {
  default: { bg: (theme) => theme.palette.background.paper },
  surface: { bg: (theme) => theme.palette.surface.tint },
  blue: { bg: (theme) => theme.gradients.sectionBlue, color: 'common.white' },
};

/**
 * A page band: a <section> labelled by its heading, with the content in a centred container.
 * Bands come below a page's hero. One with something to operate hydrates on its own as the visitor
 * nears it (a timer in it, a carousel's, starts then); the others never hydrate. Below the fold,
 * either is skipped while the page loads and painted once it has hydrated (paint-below-the-fold.ts).
 */
export function PageSection({
  id,
  title,
  eyebrow,
  subtitle,
  background = 'default',
  align = 'center',
  maxWidth = 'lg',
  onFirstScreen = false,
  interactive = false,
  children,
}: PageSectionProps) {
  const headingId = `${id}-titulo`;
  const { bg, color } = sectionBackgrounds[background];
  const band = (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ background: bg, color, py: { xs: 7, md: 10 } }}
    >
      <Container maxWidth={maxWidth}>
        <SectionHeading
          id={headingId}
          title={title}
          eyebrow={eyebrow}
          subtitle={subtitle}
          align={align}
          onDark={background === 'blue'}
        />
        {children}
      </Container>
    </Box>
  );
  return interactive ? (
    <HydrateWhenVisible onFirstScreen={onFirstScreen}>
      {band}
    </HydrateWhenVisible>
  ) : (
    <StaticContent onFirstScreen={onFirstScreen}>{band}</StaticContent>
  );
}
