import { useClientLogos } from '@site/shared/cms';
import { BenefitsSection } from '../pages/home/benefits-section';
import type { SolutionCategory } from '../pages/home/services-carousel';
import { HomeHero } from '../pages/home/home-hero';
import { Band, type BandFrame } from '../sections/marketing-page';
import { bandBlock, ownFrameBlock, type BlockRenderer } from './block-renderer';
import {
  component,
  flag,
  items,
  lines,
  links,
  readFrame,
  readSectionFrame,
  readLink,
  requiredIcon,
  requiredImage,
  requiredText,
  MissingBlockField,
  type BlockFields,
} from './read-block-fields';
import { lazyView } from '@site/shared/hydration';

const ClientLogoWall = lazyView(() => import('../pages/home/client-logo-wall'), 'ClientLogoWall');
const ServicesCarousel = lazyView(() => import('../pages/home/services-carousel'), 'ServicesCarousel');

// The home's own blocks: its hero, its two benefit columns, the services carousel and the client logos.

/**
 * blocks.home-hero: the tagline and its rotating phrases, the slide with its thumbnails, the buttons.
 * Static content: its phrases turn by CSS alone, and the rest is links and images.
 */
const homeHero = ownFrameBlock((fields) => (
  <HomeHero
    content={{
      tagline: requiredText(fields, 'tagline'),
      phrases: lines(fields, 'phrases'),
      title: requiredText(fields, 'title'),
      description: requiredText(fields, 'description'),
      actions: links(fields, 'actions'),
      image: requiredImage(fields, 'image'),
      thumbnails: items(fields, 'thumbnails', (thumbnail) => ({ ...requiredImage(thumbnail, 'image'), caption: requiredText(thumbnail, 'caption') }), false),
    }}
  />
));

const readConcept = (concept: BlockFields, where: string) => {
  const link = component(concept, 'link');
  if (!link) throw new MissingBlockField('link');
  const { label, to } = readLink(link);
  return {
    title: requiredText(concept, 'title'),
    icon: requiredIcon(concept, 'icon', where),
    description: requiredText(concept, 'description'),
    items: lines(concept, 'items'),
    href: to,
    linkLabel: label,
  };
};

/** blocks.benefit-columns: the home's two columns of benefits (it is always on the first screen). */
const benefitColumns: BlockRenderer = (fields) => (
  <BenefitsSection frame={readSectionFrame(fields)} benefits={items(fields, 'concepts', readConcept)} />
);

const readServiceSlide = (service: BlockFields) => ({
  title: requiredText(service, 'title'),
  description: requiredText(service, 'description'),
  image: requiredImage(service, 'image'),
  route: requiredText(service, 'href'),
  categories: [
    ...(flag(service, 'customerExperience') ? ['Experiencia del Cliente' as const] : []),
    ...(flag(service, 'productivity') ? ['Productividad' as const] : []),
  ] satisfies SolutionCategory[],
});

const servicesCarousel = bandBlock(
  (fields) => <ServicesCarousel services={items(fields, 'services', readServiceSlide)} label={requiredText(fields, 'carouselLabel')} />,
  { interactive: true },
);

/**
 * The client logos are the CMS's (Clientes, in the editors' order); with none published, or the CMS
 * down and nothing kept, the band is left out.
 */
function ClientLogosBand({ frame, first }: { frame: BandFrame; first: boolean }) {
  const { items: clients } = useClientLogos();
  if (clients.length === 0) return null;
  return <Band band={{ kind: 'section', ...frame, content: <ClientLogoWall clients={clients} /> }} first={first} />;
}

const clientLogos: BlockRenderer = (fields, context) => <ClientLogosBand frame={readFrame(fields)} first={context.firstBand} />;

export const homeBlocks = {
  'blocks.home-hero': homeHero,
  'blocks.benefit-columns': benefitColumns,
  'blocks.services-carousel': servicesCarousel,
  'blocks.client-logos': clientLogos,
} satisfies Record<string, BlockRenderer>;
