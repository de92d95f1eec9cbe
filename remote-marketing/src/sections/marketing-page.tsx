import Box from '@mui/material/Box';
import type { ComponentType, ReactNode } from 'react';
import { Seo, type SeoProps } from '@site/shared/seo';
import { CtaButton, type CtaLink } from '@site/shared/ui/cta-button';
import { LinkCardGrid, type LinkCardGridProps } from '../components/link-card-grid';
import { BenefitList, type BenefitListProps } from './benefit-list';
import { ClosingBanner, type ClosingBannerProps } from './closing-banner';
import { FeatureGrid, type FeatureGridProps } from './feature-grid';
import { MediaSplit, type MediaSplitProps } from './media-split';
import { PageHero, type PageHeroProps } from './page-hero';
import { PageSection, type PageSectionProps } from './page-section';
import { StatCards, type StatCardsProps } from './stat-cards';
import { StepList, type StepListProps } from './step-list';
import { UseCaseGrid, type UseCaseGridProps } from './use-case-grid';

/** A band's frame: its anchor, heading and background, as PageSection takes them. */
export type BandFrame = Omit<PageSectionProps, 'children'> & {
  /** A button centred under the band's content. */
  action?: CtaLink;
};

/** The recurring bands: each kind is filled by one section component, and carries its props. */
interface BandSections {
  features: FeatureGridProps;
  stats: StatCardsProps;
  useCases: UseCaseGridProps;
  benefits: BenefitListProps;
  steps: StepListProps;
  linkCards: LinkCardGridProps;
}

const bandSections: { [Kind in keyof BandSections]: ComponentType<BandSections[Kind]> } = {
  features: FeatureGrid,
  stats: StatCards,
  useCases: UseCaseGrid,
  benefits: BenefitList,
  steps: StepList,
  linkCards: LinkCardGrid,
};

type SectionBand = { [Kind in keyof BandSections]: BandFrame & { kind: Kind; props: BandSections[Kind] } }[keyof BandSections];

/**
 * One band of a marketing page: a recurring one (above); `custom`, with the bespoke pieces (a
 * comparison table, a slideshow); or `split`, a MediaSplit, a band of its own with text beside
 * an illustration.
 */
export type PageBand = SectionBand | (BandFrame & { kind: 'custom'; content: ReactNode }) | { kind: 'split'; props: MediaSplitProps };

/**
 * The "Características" band that several service pages share: the same anchor, heading and
 * background, each page's own subtitle and features.
 */
export function featuresBand(subtitle: string, features: FeatureGridProps['features']): PageBand {
  return {
    kind: 'features',
    id: 'caracteristicas',
    background: 'surface',
    eyebrow: 'Tecnología',
    title: 'Características',
    subtitle,
    props: { features },
  };
}

/** A marketing page as data: what search engines read, the hero, the bands in order and the closing invitation. */
export interface MarketingPageContent {
  seo: SeoProps;
  hero: PageHeroProps;
  sections: PageBand[];
  /** Most pages end with one; the content-management page does not. */
  closing?: ClosingBannerProps;
}

/** A recurring band's content: its kind's section component with its props. */
function SectionContent<Kind extends keyof BandSections>({ kind, props }: { kind: Kind; props: BandSections[Kind] }) {
  const Section: ComponentType<BandSections[Kind]> = bandSections[kind];
  return <Section {...props} />;
}

/** A band: a MediaSplit, or a PageSection around its content and, under it, its action. */
function Band({ band }: { band: PageBand }) {
  if (band.kind === 'split') return <MediaSplit {...band.props} />;
  const { id, title, eyebrow, subtitle, background, align, maxWidth, action } = band;
  return (
    <PageSection id={id} title={title} eyebrow={eyebrow} subtitle={subtitle} background={background} align={align} maxWidth={maxWidth}>
      {band.kind === 'custom' ? band.content : <SectionContent kind={band.kind} props={band.props} />}
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
      {sections.map((band) => (
        <Band key={band.kind === 'split' ? band.props.id : band.id} band={band} />
      ))}
      {closing && <ClosingBanner {...closing} />}
    </>
  );
}
