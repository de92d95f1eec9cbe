import type { ClientLogo } from '@site/shared/cms';
import { LogoImg } from '../../components/logo-img';
import { CardList } from '../../components/card-list';
import { logoTile } from '../../components/card-surface';

const LOGO_HEIGHT = 64;

const clientTile = { ...logoTile, px: { xs: 1.5, md: 3 }, py: { xs: 2.5, md: 3.5 } };

/** The wall of eight client brands (SPEC §2.4), greyed until hovered. */
export function ClientLogoWall({ clients }: { clients: ClientLogo[] }) {
  return (
    <CardList items={clients} keyOf={(client) => String(client.id)} columns={{ xs: 2, md: 4 }} gap={{ xs: 2, md: 3 }} cardSx={clientTile}>
      {(client) => (
        <LogoImg
          logo={{ src: client.logo.url, alt: client.name, width: client.width, height: LOGO_HEIGHT }}
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
      )}
    </CardList>
  );
}
