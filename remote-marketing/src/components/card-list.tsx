import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { CardGrid, type CardGridProps } from '@site/shared/ui/card-grid';
import { sxList } from '@site/shared/ui/styles';

export interface CardListProps<Item> extends Pick<CardGridProps, 'columns' | 'gap'> {
  items: Item[];
  /** An item's React key: its title or name, unique in the list. */
  keyOf: (item: Item) => string;
  /** An <ol>, where the order is the point (steps). Default an <ul>. */
  ordered?: boolean;
  /** Every card's rules. */
  cardSx: SxProps<Theme>;
  /** Rules that depend on the item or its place (an accent colour), after `cardSx`. */
  itemSx?: (item: Item, index: number) => SxProps<Theme>;
  /** A card's content. */
  children: (item: Item, index: number) => ReactNode;
}

/** The usual columns of a card list: one on phones, up to two on tablets, `wide` from `lg` up. */
export const cardColumns = (wide: number) => ({ xs: 1, sm: Math.min(wide, 2), lg: wide });

/** A list of cards on the site's CardGrid: one <li> a card, styled alike, each filled by `children`. */
export function CardList<Item>({ items, keyOf, columns, gap, ordered = false, cardSx, itemSx, children }: CardListProps<Item>) {
  return (
    <CardGrid columns={columns} gap={gap} component={ordered ? 'ol' : 'ul'}>
      {items.map((item, index) => (
        <Box component="li" key={keyOf(item)} sx={[...sxList(cardSx), ...sxList(itemSx?.(item, index))]}>
          {children(item, index)}
        </Box>
      ))}
    </CardGrid>
  );
}
