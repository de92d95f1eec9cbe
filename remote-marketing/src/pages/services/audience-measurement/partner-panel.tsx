import Box from '@mui/material/Box';
import { paperSurface } from '@site/shared/ui/styles';
import { StatCards } from '../../../sections/stat-cards';
import { partner, partnerStats } from './audience-measurement-content';
import { LogoImg } from '../../../components/logo-img';

/** The technology partner's logo over its headline figures, on a card. */
export function PartnerPanel() {
  return (
    <Box
      sx={{
        ...paperSurface,
        p: { xs: 3, md: 5 },
        borderRadius: 5,
        boxShadow: (theme) => theme.customShadows.imageSoft,
      }}
    >
      <LogoImg
        logo={{ src: partner.logo, alt: partner.name, width: partner.logoWidth, height: partner.logoHeight }}
        sx={{ display: 'block', mx: 'auto', mb: 4, maxWidth: '100%', height: 'auto' }}
      />
      <StatCards stats={partnerStats} columns={2} ariaLabel={`Cifras de ${partner.name}`} />
    </Box>
  );
}
