import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One style object (no array or theme function): the slide merges it with its own, key by key. */
type SlideStyles = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((...args: never[]) => unknown)>;

export interface SlideProps {
  /** 0-based place among `count` slides: its accessible name reads «2 de 5: <title>». */
  position: number;
  count: number;
  title: string;
  /** The one slide shown; the others stay in the page, hidden from everyone and not focusable. */
  current: boolean;
  /** The slide's own layout and surface, under the grid cell every slide shares. */
  sx?: SlideStyles;
  /** Its fade: the transition while shown, and while hidden (visibility must wait for the fade out). */
  transition: { shown: string; hidden: string };
  /** Styles after the fade's, which may override it (a reduced-motion query) or depend on `current`. */
  stateSx?: SlideStyles;
  children: ReactNode;
}

/**
 * One slide of a carousel: every slide sits in the same grid cell, so the carousel keeps the height
 * of its tallest slide and never shifts the page, and only the current one is visible.
 */
export function Slide({ position, count, title, current, sx, transition, stateSx, children }: SlideProps) {
  return (
    <Box
      role="group"
      aria-roledescription="diapositiva"
      aria-label={`${position + 1} de ${count}: ${title}`}
      aria-hidden={!current}
      inert={!current}
      data-current={current || undefined}
      sx={{
        gridArea: '1 / 1',
        display: 'grid',
        ...sx,
        opacity: current ? 1 : 0,
        visibility: current ? 'visible' : 'hidden',
        transition: current ? transition.shown : transition.hidden,
        ...stateSx,
      }}
    >
      {children}
    </Box>
  );
}

export interface SlidesProps<Item> {
  items: Item[];
  /** An item's title: its React key and the end of its slide's accessible name. */
  titleOf: (item: Item) => string;
  /** The place of the slide shown. */
  current: number;
  /** The columns of a slide from `md` up (an image beside its text); one column on phones. */
  wideColumns: string;
  sx?: SlideStyles;
  transition: SlideProps['transition'];
  /** As Slide's, or a function of whether the slide is the one shown. */
  stateSx?: SlideStyles | ((shown: boolean) => SlideStyles);
  /** A slide's content. */
  children: (item: Item) => ReactNode;
}

/** A carousel's slides, one an item, in the grid cell they share; only `current` is shown. */
export function Slides<Item>({ items, titleOf, current, wideColumns, sx, transition, stateSx, children }: SlidesProps<Item>) {
  return (
    <>
      {items.map((item, position) => {
        const shown = position === current;
        return (
          <Slide
            key={titleOf(item)}
            position={position}
            count={items.length}
            title={titleOf(item)}
            current={shown}
            sx={{ gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: wideColumns }, ...sx }}
            transition={transition}
            stateSx={typeof stateSx === 'function' ? stateSx(shown) : stateSx}
          >
            {children(item)}
          </Slide>
        );
      })}
    </>
  );
}
