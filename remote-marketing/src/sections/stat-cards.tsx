import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { IconBadge, type SectionIcon } from './section-icons';
import { CardGrid } from '@site/shared/ui/card-grid';

/** A marketing figure shown as text (SPEC §9), e.g. { value: '+45%', label: 'ROI' }. */
export interface Stat {
  value: string;
  label: string;
  description?: string;
  icon?: SectionIcon;
}

export interface StatCardsProps {
  stats: Stat[];
  /** Sits on a dark (brand blue) background: translucent cards, white text. */
  onDark?: boolean;
  /** Columns on wide screens. Default: the number of stats, at most 4. */
  columns?: 2 | 3 | 4;
  /** Accessible name of the list, when the heading above does not say it. */
  ariaLabel?: string;
}

/** Big figures with their labels, as a list of cards. */
export function StatCards({ stats, onDark = false, columns, ariaLabel }: StatCardsProps) {
  const wide = columns ?? Math.min(Math.max(stats.length, 1), 4);
  return (
    <CardGrid columns={{ xs: 1, sm: Math.min(wide, 2), md: wide }} gap={{ xs: 2, md: 3 }} component="ul" aria-label={ariaLabel}>
      {stats.map((stat) => (
        <Box
          component="li"
          key={`${stat.value}-${stat.label}`}
          sx={{
            p: { xs: 3, md: 4 },
            borderRadius: 4,
            textAlign: 'center',
            bgcolor: onDark ? 'onDark.tintStrong' : 'background.paper',
            border: 1,
            borderColor: onDark ? 'onDark.borderStrong' : 'border.light',
            boxShadow: (theme) => onDark ? 'none' : theme.customShadows.cardMedium,
          }}
        >
          {stat.icon && (
            <Box sx={{ mb: 2 }}>
              <IconBadge icon={stat.icon} color={onDark ? brandColors.orange : brandColors.blue} />
            </Box>
          )}
          <Typography
            component="p"
            sx={{
              fontSize: { xs: '2.4rem', md: '2.9rem' },
              fontWeight: 800,
              lineHeight: 1.1,
              letterSpacing: '-0.02em',
              color: onDark ? brandColors.orange : brandColors.blue,
            }}
          >
            {stat.value}
          </Typography>
          <Typography component="p" sx={{ mt: 1, fontWeight: 700, fontSize: '1.05rem', color: onDark ? 'common.white' : 'text.primary' }}>
            {stat.label}
          </Typography>
          {stat.description && (
            <Typography sx={{ mt: 1, fontSize: '0.95rem', lineHeight: 1.6, color: onDark ? 'onDark.secondary' : 'text.secondary' }}>
              {stat.description}
            </Typography>
          )}
        </Box>
      ))}
    </CardGrid>
  );
}
