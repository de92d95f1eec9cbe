import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Style fragments that cards and lists across the site share, spread into an `sx` object:
 * `sx={{ ...bareList, display: 'grid', gap: 1 }}`. They are plain objects, not components, so each
 * remote keeps its own markup and only the repeated rules live here.
 */

/** A list whose bullets and indents the design replaces. */
export const bareList = { listStyle: 'none', m: 0, p: 0 } as const;

/** The white card on a light-grey border that most panels of the site sit on. */
export const paperSurface = { bgcolor: 'background.paper', border: 1, borderColor: 'border.light' } as const;

/**
 * A component's own rules, then the `sx` its caller passed (an object, a function or an array of
 * them), composed as MUI's docs do it: `sx={[ownRules, ...sxList(sx)]}`.
 */
export const sxList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/**
 * Marks an element the first screen never draws: below the fold (the bands that hydrate when
 * visible, the footer) or closed (the header's menus). The server inlines only the styles the
 * rest of the page uses and sends the marked elements' own in a stylesheet that does not hold
 * back the first paint; until it is applied they are hidden, never shown unstyled (a closed one
 * takes no room either). Spread as props: `<Box component="footer" {...offFirstScreen}>`.
 */
export const OFF_FIRST_SCREEN_ATTRIBUTE = 'data-off-first-screen';
export const offFirstScreen = { [OFF_FIRST_SCREEN_ATTRIBUTE]: '' } as const;
export const closedOnFirstScreen = { [OFF_FIRST_SCREEN_ATTRIBUTE]: 'closed' } as const;
/**
 * Set on a below-the-fold part once the browser may lay it out for good: until then it is skipped
 * while off screen (`content-visibility: auto`), so the layouts of a page's load are its first
 * screen's. The shell sets it part by part once the page has hydrated (paint-below-the-fold.ts).
 */
export const PAINTED_ATTRIBUTE = 'data-painted';
