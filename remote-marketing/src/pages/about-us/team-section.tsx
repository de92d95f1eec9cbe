import { useTeamMembers } from '@site/shared/cms';
import { PageSection, type PageSectionProps } from '../../sections/page-section';
import { TeamGrid } from './team-grid';

/**
 * About us' team band, from the CMS. The server renders it with the team it read; with no one
 * published, or the CMS down and nothing kept, the band is left out rather than shown empty:
 * the rest of the page stands on its own.
 */
const teamBand: Omit<PageSectionProps, 'children'> = {
  id: 'equipo',
  eyebrow: 'Equipo',
  title: 'Las personas detrás de cada proyecto',
  subtitle: 'Un equipo multidisciplinario que te acompaña desde la primera reunión hasta el soporte diario.',
};

export function TeamSection({ frame = teamBand }: { frame?: Omit<PageSectionProps, 'children'> }) {
  const { items } = useTeamMembers();
  if (items.length === 0) return null;
  return (
    <PageSection {...frame}>
      <TeamGrid members={items} />
    </PageSection>
  );
}
