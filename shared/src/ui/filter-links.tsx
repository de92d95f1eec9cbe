import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link } from '@site/shared/router';
import { sxList } from './styles';

/** One choice of a filter whose choice lives in the address. */
export interface FilterLinkOption {
  /** What the list compares (a category's name or slug); unique among the options. */
  value: string;
  label: string;
  /** The query string of the list with this choice ('' for the address without one). */
  search: string;
}

interface FilterLinksProps {
  options: readonly FilterLinkOption[];
  /** The chosen option's value. */
  selected: string | null;
  /** The group's name, read out before its links ('Filtrar artículos por categoría'). */
  label?: string;
  /** Or the id of a visible title that names it. */
  labelledBy?: string;
  sx?: SxProps<Theme>;
}

/**
 * A row of links, one per choice (the content lists' categories, the catalogue's on a phone), the
 * chosen one marked current. Links, not buttons: a tap before the scripts run, or without them,
 * opens the filtered list the server renders; once hydrated, the router filters in place, where
 * the visitor had scrolled, each choice a history entry.
 */
export function FilterLinks({ options, selected, label, labelledBy, sx }: FilterLinksProps) {
  return (
    <Box
      role="group"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      sx={[{ display: 'flex', flexWrap: 'wrap', gap: 1 }, ...sxList(sx)]}
    >
      {options.map((option) => {
        const current = option.value === selected;
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
