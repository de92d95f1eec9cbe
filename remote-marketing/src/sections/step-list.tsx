import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { IconBadge, type SectionIcon } from './section-icons';
import { visuallyHidden } from '@mui/utils';
import { CardList } from '../components/card-list';
import { cardSurface } from '../components/card-surface';

/** A step of a process (SPEC §3: title, description, colour). */
export interface Step {
  title: string;
  description: string;
  /** Accent colour of the step. Default: blue and orange alternately. */
  color?: string;
  icon?: SectionIcon;
}

export interface StepListProps {
  steps: Step[];
  headingLevel?: 3 | 4;
}

/** Numbered steps in order: a row on wide screens, a column on phones. */
export function StepList({ steps, headingLevel = 3 }: StepListProps) {
  return (
    <CardList
      items={steps}
      keyOf={(step) => step.title}
      ordered
      columns={{ xs: 1, sm: 2, lg: Math.min(Math.max(steps.length, 1), 4) }}
      gap={{ xs: 2.5, md: 3 }}
      cardSx={{ position: 'relative', p: { xs: 3, md: 3.5 }, pt: { xs: 4, md: 4.5 }, ...cardSurface(4, 'card') }}
    >
      {(step, index) => {
        const color = step.color ?? (index % 2 === 0 ? brandColors.blue : brandColors.orange);
        return (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
              <Box
                component="span"
                sx={{
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  fontWeight: 800,
                  fontSize: '1.1rem',
                  color: color === brandColors.orange ? brandColors.ink : 'common.white',
                  bgcolor: color,
                }}
              >
                <Box component="span" sx={visuallyHidden}>
                  Paso{' '}
                </Box>
                {index + 1}
              </Box>
              {step.icon && <IconBadge icon={step.icon} color={color} size={44} />}
            </Box>
            <Typography variant="h4" component={headingLevel === 3 ? 'h3' : 'h4'} sx={{ mb: 1, color: brandColors.ink }}>
              {step.title}
            </Typography>
            <Typography sx={{ lineHeight: 1.65, color: 'text.secondary' }}>{step.description}</Typography>
          </>
        );
      }}
    </CardList>
  );
}
