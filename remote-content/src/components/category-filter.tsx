import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { FilterLinks, type FilterLinkOption } from '@site/shared/ui/filter-links';
import type { CategoryOptions } from './use-category-options';

/** A category of a content list: its name ('todos': no filter), its label and its list's query string (category-address.ts). */
export type FilterOption = FilterLinkOption;

interface CategoryFilterProps {
  label: string;
  filter: CategoryOptions;
}

/** The category links of a content list (blog, cases and materials), the chosen one marked current. */
export function CategoryFilter({ label, filter }: CategoryFilterProps) {
  return <FilterLinks label={label} options={filter.options} selected={filter.selected} />;
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
