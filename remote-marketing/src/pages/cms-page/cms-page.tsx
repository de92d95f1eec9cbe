import Container from '@mui/material/Container';
import { usePageByPath } from '@site/shared/cms';
import { useLocation } from '@site/shared/router';
import { Seo } from '@site/shared/seo';
import { EmptyState, LoadingState } from '@site/shared/ui/content-states';
import { CmsPageBlocks } from '../../blocks/cms-page-blocks';
import { cmsPagePathOf } from './cms-page-path';

/** A marketing page the editors keep in the CMS, at the location's path: its blocks, as the remote draws them. */
export default function CmsPage() {
  const { pathname } = useLocation();
  const path = cmsPagePathOf(pathname);
  const { item: entry, isLoading, failed } = usePageByPath(path);

  // The server renders with the page read, so a visitor normally sees neither state (SPEC §8).
  if (isLoading) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <LoadingState label="Cargando página…" />
      </Container>
    );
  }
  if (!entry) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
        <Seo title={failed ? 'Página no disponible' : 'Página no encontrada'} path={pathname} />
        <EmptyState>
          {failed
            ? 'No pudimos cargar esta página en este momento. Inténtalo de nuevo en unos minutos.'
            : 'No encontramos esta página. Puede que haya cambiado de dirección o ya no esté publicada.'}
        </EmptyState>
      </Container>
    );
  }
  return <CmsPageBlocks entry={entry} />;
}
