import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import type { UsePaginationItem } from '@mui/material/usePagination';
import { Link as RouterLink, useSearchParams } from '@site/shared/router';
import { pageSearch } from './blog-listing';

interface BlogPaginationProps {
  page: number;
  pageCount: number;
  /** Called when the visitor picks a page (to bring the grid back into view). */
  onNavigate: () => void;
}

function itemLabel(type: UsePaginationItem['type'], page: number | null, selected: boolean): string {
  if (type === 'previous') return 'Página anterior';
  if (type === 'next') return 'Página siguiente';
  if (type === 'first') return 'Primera página';
  if (type === 'last') return 'Última página';
  return selected ? `Página ${page ?? ''}, actual` : `Ir a la página ${page ?? ''}`;
}

/**
 * The blog's page numbers: plain links to /blog?pagina=N (in the address's
 * category: /blog?categoria=salud&pagina=2), so paging works
 * without JavaScript and crawlers can follow it; with it, the router swaps the
 * cards in place.
 */
export function BlogPagination({ page, pageCount, onNavigate }: BlogPaginationProps) {
  const [search] = useSearchParams();
  return (
    <Pagination
      page={page}
      count={pageCount}
      color="primary"
      siblingCount={1}
      aria-label="Páginas del blog"
      getItemAriaLabel={itemLabel}
      sx={{ display: 'flex', justifyContent: 'center', mt: 6, '& ul': { justifyContent: 'center' } }}
      renderItem={(item) =>
        // "Previous" on the first page and "next" on the last lead nowhere: no link.
        item.disabled || item.page === null || item.page < 1 ? (
          <PaginationItem {...item} />
        ) : (
          <PaginationItem {...item} component={RouterLink} to={{ search: pageSearch(search, item.page) }} onClick={onNavigate} />
        )
      }
    />
  );
}
