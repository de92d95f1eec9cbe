import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { brandColors } from '@site/shared/theme';
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
  children: ReactNode;
}

export const sectionBackgrounds: Record<SectionBackground, { bg: string; color?: string }> = {
  default: { bg: '#ffffff' },
  surface: { bg: brandColors.surface },
  blue: { bg: `linear-gradient(135deg, #003a66 0%, ${brandColors.blue} 70%)`, color: '#ffffff' },
};

/** A page band: a <section> labelled by its heading, with the content in a centred container. */
export function PageSection({
  id,
  title,
  eyebrow,
  subtitle,
  background = 'default',
  align = 'center',
  maxWidth = 'lg',
  children,
}: PageSectionProps) {
  const headingId = `${id}-titulo`;
  const { bg, color } = sectionBackgrounds[background];
  return (
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
}
