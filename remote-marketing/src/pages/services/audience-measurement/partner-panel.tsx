import Box from '@mui/material/Box';
import { paperSurface } from '@site/shared/ui/styles';
import { StatCards, type Stat } from '../../../sections/stat-cards';
import type { SectionImage } from '../../../sections/section-image';
import { LogoImg } from '../../../components/logo-img';

export interface PartnerPanelProps {
  name: string;
  /** The partner's logo, its name as its text. */
  logo: SectionImage;
  stats: Stat[];
}

/** The technology partner's logo over its headline figures, on a card. */
export function PartnerPanel({ name, logo, stats }: PartnerPanelProps) {
  return (
    <Box
      sx={{
        ...paperSurface,
        p: { xs: 3, md: 5 },
        borderRadius: 5,
        boxShadow: (theme) => theme.customShadows.imageSoft,
      }}
    >
      <LogoImg logo={logo} sx={{ display: 'block', mx: 'auto', mb: 4, maxWidth: '100%', height: 'auto' }} />
      <StatCards stats={stats} columns={2} ariaLabel={`Cifras de ${name}`} />
    </Box>
  );
}
