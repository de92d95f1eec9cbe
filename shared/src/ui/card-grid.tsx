import Box, { type BoxProps } from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { bareList, sxList } from './styles';

/** A number for every width, or per breakpoint from that breakpoint up, e.g. `{ xs: 1, sm: 2, lg: 3 }`. */
export type Responsive = number | Partial<Record<Breakpoint, number>>;

export interface CardGridProps {
  columns: Responsive;
  /** Space between cards, in theme spacing units. Default 3. */
  gap?: Responsive;
  /** 'ul' or 'ol' for a list of cards (the children are then <li>s), 'div' otherwise. Default 'div'. */
  component?: 'div' | 'ul' | 'ol' | 'section';
  /** Extra styles of the grid itself (alignment, margins). */
  sx?: BoxProps['sx'];
  children: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

const track = (count: number) => (count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`);

/** The grid template for `columns`: equal tracks that never overflow their card's content. */
export function gridColumns(columns: Responsive): string | Partial<Record<Breakpoint, string>> {
  if (typeof columns === 'number') return track(columns);
  return Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [breakpoint, track(count)]));
}

/** The one card grid of the site: responsive equal columns, the gap from the theme's spacing, optionally a list. */
export function CardGrid({ columns, gap = 3, component = 'div', sx, children, id, ...aria }: CardGridProps) {
  const list = component === 'ul' || component === 'ol';
  return (
    <Box
      component={component}
      id={id}
      {...aria}
      sx={[
        { display: 'grid', gap, gridTemplateColumns: gridColumns(columns) },
        list && bareList,
        ...sxList(sx),
      ]}
    >
      {children}
    </Box>
  );
}
