import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ProductCategory } from '@site/shared/cms';
import { Link } from '@site/shared/router';
import { FilterLinks } from '@site/shared/ui/filter-links';
import { bareList } from '@site/shared/ui/styles';
import { useId } from 'react';
import { selectCategory, viewSearch, type CatalogueView } from './catalogue-view';

interface CategoryFilterProps {
  categories: readonly ProductCategory[];
  /** The catalogue's view, whose address each category's link keeps (its search) or drops (an open product). */
  view: CatalogueView;
  /** Selected slug; null is 'Ver todos'. */
  selected: string | null;
}

const ALL = '';
const TITLE = 'Categorías';

/**
 * 'Ver todos' and the CMS's categories, each with the query string of the catalogue in it (SPEC §4:
 * choosing a category closes the detail, the search stays). Links, not buttons: a tap before the
 * scripts run, or without them, opens the view the server renders; once hydrated, the router
 * shows it in place, each choice a step of the history.
 */
function categoryOptions(categories: readonly ProductCategory[], view: CatalogueView) {
  return [{ slug: null, name: 'Ver todos' }, ...categories].map((option) => ({
    value: option.slug ?? ALL,
    label: option.name,
    search: viewSearch(selectCategory(view, option.slug)),
  }));
}

/** The 'Categorías' sidebar on wide screens. */
export function CategorySidebar({ categories, view, selected }: CategoryFilterProps) {
  return (
    <Box component="nav" aria-labelledby="catalogue-categories-title">
      <Typography id="catalogue-categories-title" variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 2 }}>
        {TITLE}
      </Typography>
      <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 0.5 }}>
        {categoryOptions(categories, view).map((option) => {
          const current = option.value === (selected ?? ALL);
          return (
            <li key={option.value}>
              <ButtonBase
                component={Link}
                to={{ search: option.search }}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  px: 2,
                  py: 1.25,
                  borderRadius: 2,
                  fontSize: '1rem',
                  fontWeight: current ? 700 : 500,
                  color: current ? 'primary.contrastText' : 'text.primary',
                  bgcolor: current ? 'primary.main' : 'transparent',
                  transition: 'background-color 150ms',
                  '&:hover': { bgcolor: current ? 'primary.dark' : 'grey.100' },
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
                }}
              >
                {option.label}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** On a phone: the same choices as a row of links under the search box, as the content lists show theirs. */
export function CategoryLinks({ categories, view, selected }: CategoryFilterProps) {
  const titleId = useId();
  return (
    <Box>
      <Typography id={titleId} component="p" sx={{ fontSize: '0.95rem', fontWeight: 700, color: 'text.secondary', mb: 1 }}>
        {TITLE}
      </Typography>
      <FilterLinks labelledBy={titleId} options={categoryOptions(categories, view)} selected={selected ?? ALL} />
    </Box>
  );
}
