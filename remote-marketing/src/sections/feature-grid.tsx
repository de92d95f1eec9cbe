import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { IconBadge, type SectionIcon } from './section-icons';

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

/** Cards of icon, title and description, as a list. */
export function FeatureGrid({ features, columns, onDark = false, headingLevel = 3 }: FeatureGridProps) {
  const wide = columns ?? (Math.min(Math.max(features.length, 1), 4) as 1 | 2 | 3 | 4);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2.5, md: 3 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: `repeat(${Math.min(wide, 2)}, minmax(0, 1fr))`,
          lg: `repeat(${wide}, minmax(0, 1fr))`,
        },
      }}
    >
      {features.map((feature) => (
        <Box
          component="li"
          key={feature.title}
          sx={{
            p: { xs: 3, md: 3.5 },
            borderRadius: 4,
            bgcolor: onDark ? 'rgba(255, 255, 255, 0.08)' : '#ffffff',
            border: onDark ? '1px solid rgba(255, 255, 255, 0.22)' : '1px solid #e3eaf1',
            boxShadow: onDark ? 'none' : '0 10px 30px rgba(0, 54, 92, 0.07)',
            transition: 'transform 200ms, box-shadow 200ms',
            '@media (prefers-reduced-motion: no-preference)': {
              '&:hover': { transform: 'translateY(-4px)', boxShadow: onDark ? 'none' : '0 18px 40px rgba(0, 54, 92, 0.14)' },
            },
          }}
        >
          <IconBadge icon={feature.icon} color={onDark ? brandColors.orange : (feature.color ?? brandColors.blue)} />
          <Typography
            variant="h4"
            component={headingLevel === 3 ? 'h3' : 'h4'}
            sx={{ mt: 2.5, mb: 1, color: onDark ? '#ffffff' : brandColors.ink }}
          >
            {feature.title}
          </Typography>
          <Typography sx={{ lineHeight: 1.65, color: onDark ? '#dbe8f3' : 'text.secondary' }}>{feature.description}</Typography>
        </Box>
      ))}
    </Box>
  );
}
