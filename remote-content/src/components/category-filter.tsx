import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link } from '@site/shared/router';
import type { CategoryOptions } from './use-category-options';

export interface FilterOption {
  /** The category's name, as the list compares it ('todos': no filter). */
  value: string;
  label: string;
  /** The query string of the list in this category (category-address.ts). */
  search: string;
}

interface CategoryFilterProps {
  label: string;
  filter: CategoryOptions;
}

/**
 * A row of links, one per category (blog, cases and materials), the chosen one marked current.
 * Links, not buttons: a tap before the scripts run, or without them, opens the filtered list the
 * server renders; once hydrated, the router filters in place, where the visitor had scrolled,
 * each choice a history entry.
 */
export function CategoryFilter({ label, filter }: CategoryFilterProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {filter.options.map((option) => {
        const current = option.value === filter.selected;
        return (
          <Button
            key={option.value}
            component={Link}
            to={{ search: option.search }}
            preventScrollReset
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
            sx={{ minHeight: 40 }}
          >
            {option.label}
          </Button>
        );
      })}
    </Box>
  );
}

interface CmsCategoryFilterProps extends CategoryFilterProps {
  sx: SxProps<Theme>;
}

/** The filter of the CMS's categories (useCategoryOptions) in a box of its own; nothing while there are none. */
export function CmsCategoryFilter({ label, filter, sx }: CmsCategoryFilterProps) {
  if (filter.options.length === 0) return null;
  return (
    <Box sx={sx}>
      <CategoryFilter label={label} filter={filter} />
    </Box>
  );
}

/** 'todos' as the CMS names it, 'Todos' on the button. */
export function categoryLabel(name: string): string {
  return name.charAt(0).toLocaleUpperCase('es') + name.slice(1);
}
