import type { Theme } from '@mui/material/styles';
import { paperSurface } from '@site/shared/ui/styles';

/** One of the theme's shadows, by name ('card', 'cardWide', 'offer' …). */
export type CardShadow = keyof Theme['customShadows'];

/**
 * The card most panels of the marketing pages are: the white surface, rounded corners and one of
 * the theme's shadows. Spread into `sx`, before the card's own rules (which may override it):
 * `sx={{ ...cardSurface(4, 'card'), p: 3 }}`.
 */
export const cardSurface = (radius: number, shadow: CardShadow) => ({
  ...paperSurface,
  borderRadius: radius,
  boxShadow: (theme: Theme) => theme.customShadows[shadow],
});

/** The same card on the brand-blue band: a light tint with a faint border. */
export const tintSurface = { bgcolor: 'onDark.tint', border: 1, borderColor: 'onDark.border' } as const;

/** The card's surface for the band it stands on. */
export const surfaceOn = (onDark: boolean) => (onDark ? tintSurface : paperSurface);

/** A tile that centres one logo, as the client and database-engine walls show them. */
export const logoTile = { ...paperSurface, display: 'grid', placeItems: 'center', borderRadius: 3 } as const;
