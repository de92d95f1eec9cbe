import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CtaButton, type CtaLink } from '@site/shared/ui/cta-button';
import { PageSection, type PageSectionProps } from './page-section';

/** A band's frame: its anchor, heading and background, as PageSection takes them. */
export type BandFrame = Omit<PageSectionProps, 'children'> & {
  /** A button centred under the band's content. */
  action?: CtaLink;
};

/**
 * One band of a marketing page: `section`, a PageSection around its content (a section component
 * the page's block drew); or `own`, a band that draws its own frame (a MediaSplit: text beside an
 * illustration).
 */
export type PageBand = (BandFrame & { kind: 'section'; content: ReactNode }) | { kind: 'own'; content: ReactNode };

/** A band: its own, or a PageSection around its content and, under it, its action (a CMS page's band, src/blocks). */
export function Band({ band, first }: { band: PageBand; first: boolean }) {
  if (band.kind === 'own') return band.content;
  const { id, title, eyebrow, subtitle, background, align, maxWidth, interactive, action } = band;
  return (
    <PageSection
      id={id}
      title={title}
      eyebrow={eyebrow}
      subtitle={subtitle}
      background={background}
      align={align}
      maxWidth={maxWidth}
      onFirstScreen={first}
      interactive={interactive}
    >
      {band.content}
      {action && (
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <CtaButton action={action} onDark={background === 'blue'} />
        </Box>
      )}
    </PageSection>
  );
}
