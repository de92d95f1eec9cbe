import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@site/shared/router';
import { SectionImg, type SectionImage } from '../sections/section-image';
import { brandColors } from '@site/shared/theme';
import type { Theme } from '@mui/material/styles';
import { cardColumns, CardList } from './card-list';
import { cardSurface } from './card-surface';

/** A card that leads to another page of the site. */
export interface LinkCard {
  title: string;
  description: string;
  image: SectionImage;
  /** A route from `paths`. */
  route: string;
}

export interface LinkCardGridProps {
  cards: LinkCard[];
  /** Visible call to action at the foot of each card. */
  actionLabel: string;
  /** Columns on wide screens. Default: the number of cards, at most 4. */
  columns?: 2 | 3 | 4;
}

/** A card that lifts on hover and shows the focus of the link stretched over it. */
const linkCard = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  ...cardSurface(4, 'cardMedium'),
  overflow: 'hidden',
  transition: 'transform 200ms, box-shadow 200ms',
  '@media (prefers-reduced-motion: no-preference)': {
    '&:hover': { transform: 'translateY(-4px)', boxShadow: (theme: Theme) => theme.customShadows.linkCardHover },
  },
  '&:focus-within': { outline: `3px solid ${brandColors.blue}`, outlineOffset: 2 },
} as const;

/**
 * Image cards, each one link: the title's link stretches over the whole card,
 * so there is one tab stop and one accessible name (the title) per card.
 */
export function LinkCardGrid({ cards, actionLabel, columns }: LinkCardGridProps) {
  const wide = columns ?? Math.min(Math.max(cards.length, 1), 4);
  return (
    <CardList items={cards} keyOf={(card) => card.title} columns={cardColumns(wide)} cardSx={linkCard}>
      {(card) => (
        <>
          <SectionImg image={card.image} sx={{ width: '100%' }} />
          <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', flex: 1 }}>
            <Typography variant="h4" component="h3" sx={{ mb: 1, color: brandColors.ink }}>
              <Box
                component={RouterLink}
                to={card.route}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  outline: 'none',
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                }}
              >
                {card.title}
              </Box>
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, flex: 1 }}>{card.description}</Typography>
            <Typography aria-hidden sx={{ mt: 2, fontWeight: 700, color: brandColors.blue }}>
              {actionLabel} →
            </Typography>
          </Box>
        </>
      )}
    </CardList>
  );
}
