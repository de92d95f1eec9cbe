import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { CheckCircleIcon, IconBadge, type SectionIcon } from './section-icons';
import { CardList } from '../components/card-list';
import { surfaceOn } from '../components/card-surface';

export interface Benefit {
  title: string;
  description?: string;
  /** A figure that backs the benefit, e.g. '+60%'. */
  value?: string;
  icon?: SectionIcon;
}

export interface BenefitListProps {
  benefits: Benefit[];
  /** Columns on wide screens. Default 1 up to four benefits, else 2. */
  columns?: 1 | 2 | 3;
  onDark?: boolean;
  headingLevel?: 3 | 4;
}

/** Benefits as rows of icon (or figure), title and description. */
export function BenefitList({ benefits, columns, onDark = false, headingLevel = 3 }: BenefitListProps) {
  const wide = columns ?? (benefits.length > 4 ? 2 : 1);
  return (
    <CardList
      items={benefits}
      keyOf={(benefit) => benefit.title}
      columns={{ xs: 1, md: wide }}
      gap={{ xs: 2, md: 2.5 }}
      cardSx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start', p: { xs: 2.5, md: 3 }, borderRadius: 4, ...surfaceOn(onDark) }}
    >
      {(benefit) => (
        <>
          {benefit.value ? (
            <Box
              component="span"
              sx={{
                flexShrink: 0,
                minWidth: 88,
                fontSize: '1.6rem',
                fontWeight: 800,
                lineHeight: 1.2,
                letterSpacing: '-0.02em',
                color: onDark ? brandColors.orange : brandColors.blue,
              }}
            >
              {benefit.value}
            </Box>
          ) : benefit.icon ? (
            <IconBadge icon={benefit.icon} size={48} color={onDark ? brandColors.orange : brandColors.blue} />
          ) : (
            <CheckCircleIcon aria-hidden sx={{ mt: '2px', fontSize: 28, color: onDark ? brandColors.orange : brandColors.blue }} />
          )}
          <div>
            <Typography
              variant="h4"
              component={headingLevel === 3 ? 'h3' : 'h4'}
              sx={{ fontSize: '1.1rem', color: onDark ? 'common.white' : brandColors.ink }}
            >
              {benefit.title}
            </Typography>
            {benefit.description && (
              <Typography sx={{ mt: 0.75, lineHeight: 1.65, color: onDark ? 'onDark.secondary' : 'text.secondary' }}>
                {benefit.description}
              </Typography>
            )}
          </div>
        </>
      )}
    </CardList>
  );
}
