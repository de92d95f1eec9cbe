import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { IconBadge, type SectionIcon } from './section-icons';
import type { Theme } from '@mui/material/styles';
import { cardColumns, CardList } from '../components/card-list';
import { surfaceOn } from '../components/card-surface';

export interface Feature {
  icon: SectionIcon;
  title: string;
  description: string;
  /** Accent colour of the icon. Default brand blue. */
  color?: string;
}

export interface FeatureGridProps {
  features: Feature[];
  /** Columns on wide screens. Default 4 for four or more features, else the count. */
  columns?: 2 | 3 | 4;
  /** Sits on a dark (brand blue) background. */
  onDark?: boolean;
  /** Heading level of each feature's title. Default 3. */
  headingLevel?: 3 | 4;
}

/** A feature's card: white with a shadow, or a tint of the blue band it stands on; it lifts on hover. */
const featureCard = (onDark: boolean) =>
  ({
    p: { xs: 3, md: 3.5 },
    borderRadius: 4,
    ...surfaceOn(onDark),
    boxShadow: (theme: Theme) => (onDark ? 'none' : theme.customShadows.card),
    transition: 'transform 200ms, box-shadow 200ms',
    '@media (prefers-reduced-motion: no-preference)': {
      '&:hover': { transform: 'translateY(-4px)', boxShadow: (theme: Theme) => (onDark ? 'none' : theme.customShadows.cardHover) },
    },
  }) as const;

/** Cards of icon, title and description, as a list. */
export function FeatureGrid({ features, columns, onDark = false, headingLevel = 3 }: FeatureGridProps) {
  const wide = columns ?? (Math.min(Math.max(features.length, 1), 4) as 1 | 2 | 3 | 4);
  return (
    <CardList items={features} keyOf={(feature) => feature.title} columns={cardColumns(wide)} gap={{ xs: 2.5, md: 3 }} cardSx={featureCard(onDark)}>
      {(feature) => (
        <>
          <IconBadge icon={feature.icon} color={onDark ? brandColors.orange : (feature.color ?? brandColors.blue)} />
          <Typography
            variant="h4"
            component={headingLevel === 3 ? 'h3' : 'h4'}
            sx={{ mt: 2.5, mb: 1, color: onDark ? 'common.white' : brandColors.ink }}
          >
            {feature.title}
          </Typography>
          <Typography sx={{ lineHeight: 1.65, color: onDark ? 'onDark.secondary' : 'text.secondary' }}>{feature.description}</Typography>
        </>
      )}
    </CardList>
  );
}
