import { usePartners } from '@site/shared/cms';
import { PageSection, type PageSectionProps } from '../../sections/page-section';
import { PartnersCarousel } from './partners-carousel';

/**
 * About us' partners band, from the CMS (Socios, in the editors' order). The server renders it
 * with the partners it read; with none published, or the CMS down and nothing kept, the band is
 * left out rather than shown empty.
 */
const partnersBand: Omit<PageSectionProps, 'children'> = {
  id: 'socios',
  eyebrow: 'Socios',
  title: 'Nuestros socios tecnológicos',
  subtitle: 'Trabajamos con fabricantes y plataformas líderes para ofrecerte lo mejor de cada especialidad.',
  background: 'surface',
};

export function PartnersSection({ frame = partnersBand }: { frame?: Omit<PageSectionProps, 'children'> }) {
  const { items } = usePartners();
  if (items.length === 0) return null;
  return (
    <PageSection {...frame} interactive>
      <PartnersCarousel partners={items} />
    </PageSection>
  );
}
