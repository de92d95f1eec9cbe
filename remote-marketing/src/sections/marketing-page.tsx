import Box from '@mui/material/Box';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { Seo, type SeoProps } from '@site/shared/seo';
import { CtaButton, type CtaLink } from '@site/shared/ui/cta-button';
import { ClosingBanner, type ClosingBannerProps } from './closing-banner';
import { PageHero, type PageHeroProps } from './page-hero';
import { PageSection, type PageSectionProps } from './page-section';

/** A band's frame: its anchor, heading and background, as PageSection takes them. */
export type BandFrame = Omit<PageSectionProps, 'children'> & {
  /** A button centred under the band's content. */
  action?: CtaLink;
};

/**
 * One band of a marketing page: `section`, a PageSection around its content (one section
 * component, `sectionOf(FeatureGrid, { features })`, or a bespoke piece); or `own`, a band that
 * draws its own frame (a MediaSplit: text beside an illustration).
 */
export type PageBand = (BandFrame & { kind: 'section'; content: ReactNode }) | { kind: 'own'; content: ReactNode };

/**
 * A section component with its props, as a band's content. Each page imports only the sections it
 * shows, so a page's chunk carries no other page's components.
 */
export function sectionOf<Props extends object>(Section: ComponentType<Props>, props: Props): ReactNode {
  return createElement(Section, props);
}

/** A marketing page as data: what search engines read, the hero, the bands in order and the closing invitation. */
export interface MarketingPageContent {
  seo: SeoProps;
  hero: PageHeroProps;
  sections: PageBand[];
  /** Most pages end with one; the content-management page does not. */
  closing?: ClosingBannerProps;
}

/** A band: its own, or a PageSection around its content and, under it, its action (also a CMS page's band, src/blocks). */
export function Band({ band, first }: { band: PageBand; first: boolean }) {
  if (band.kind === 'own') return band.content;
  const { id, title, eyebrow, subtitle, background, align, maxWidth, action } = band;
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

/** Renders a marketing page from its content: every service and company page is one of these. */
export function MarketingPage({ content }: { content: MarketingPageContent }) {
  const { seo, hero, sections, closing } = content;
  return (
    <>
      <Seo {...seo} />
      <PageHero {...hero} />
      {sections.map((band, index) => (
        // The bands are a fixed list: their place is their identity.
        <Band key={index} band={band} first={index === 0} />
      ))}
      {closing && <ClosingBanner {...closing} />}
    </>
  );
}
