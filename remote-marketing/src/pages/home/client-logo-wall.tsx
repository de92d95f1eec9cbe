import Box from '@mui/material/Box';
import { PageSection } from '../../sections/page-section';
import type { Client } from './home-content';
import { CardGrid } from '@site/shared/ui/card-grid';
import { paperSurface } from '@site/shared/ui/styles';

const LOGO_HEIGHT = 64;

/** The wall of eight client brands (SPEC §2.4), greyed until hovered. */
export function ClientLogoWall({ clients }: { clients: Client[] }) {
  return (
    <PageSection
      id="clientes"
      eyebrow="Clientes"
      title="Empresas que confían en nosotros"
      subtitle="Retail, salud, educación, entretenimiento y centros comerciales de Arica a Punta Arenas."
    >
      <CardGrid columns={{ xs: 2, md: 4 }} gap={{ xs: 2, md: 3 }} component="ul">
        {clients.map((client) => (
          <Box
            component="li"
            key={client.name}
            sx={{ ...paperSurface, display: 'grid', placeItems: 'center', px: { xs: 1.5, md: 3 }, py: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}
          >
            <Box
              component="img"
              src={client.logo}
              alt={client.name}
              width={client.width}
              height={LOGO_HEIGHT}
              loading="lazy"
              decoding="async"
              sx={{
                width: '100%',
                maxWidth: client.width,
                height: 'auto',
                filter: 'grayscale(1)',
                opacity: 0.75,
                transition: 'filter 250ms, opacity 250ms',
                '&:hover': { filter: 'none', opacity: 1 },
              }}
            />
          </Box>
        ))}
      </CardGrid>
    </PageSection>
  );
}
