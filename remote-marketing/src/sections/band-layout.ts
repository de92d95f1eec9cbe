/**
 * A band's two columns: side by side from `md` up (equal halves unless told), stacked on phones,
 * centred on each other. Spread into a grid container's `sx`: `sx={{ ...twoColumns({ xs: 4, md: 8 }), mb: 4 }}`.
 */
export const twoColumns = (gap: { xs: number; md: number }, wideColumns = 'repeat(2, minmax(0, 1fr))') => ({
  display: 'grid',
  gap,
  alignItems: 'center',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: wideColumns },
});

/** A hero band: white text over its own backdrop, which may overflow and is clipped. */
export const heroBand = { position: 'relative', overflow: 'hidden', color: 'common.white' } as const;
