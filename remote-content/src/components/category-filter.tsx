import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CategoryOptions } from './use-category-options';

export interface FilterOption {
  /** What the filter compares; null means "no filter". */
  value: string | null;
  label: string;
}

interface CategoryFilterProps {
  label: string;
  options: FilterOption[];
  selected: string | null;
  onSelect: (value: string | null) => void;
}

/** A row of toggle buttons, one pressed at a time (blog, cases and materials). */
export function CategoryFilter({ label, options, selected, onSelect }: CategoryFilterProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <Button
            key={option.value ?? ''}
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onSelect(option.value)}
            sx={{ minHeight: 40 }}
          >
            {option.label}
          </Button>
        );
      })}
    </Box>
  );
}

interface CmsCategoryFilterProps {
  label: string;
  filter: CategoryOptions;
  /** What a press does; by default it only selects. */
  onSelect?: (value: string | null) => void;
  sx: SxProps<Theme>;
}

/** The filter of the CMS's categories (useCategoryOptions) in a box of its own; nothing while there are none. */
export function CmsCategoryFilter({ label, filter, onSelect = filter.select, sx }: CmsCategoryFilterProps) {
  if (filter.options.length === 0) return null;
  return (
    <Box sx={sx}>
      <CategoryFilter label={label} options={filter.options} selected={filter.selected} onSelect={onSelect} />
    </Box>
  );
}

/** 'todos' as the CMS names it, 'Todos' on the button. */
export function categoryLabel(name: string): string {
  return name.charAt(0).toLocaleUpperCase('es') + name.slice(1);
}
