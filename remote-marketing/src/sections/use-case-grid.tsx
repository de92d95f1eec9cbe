import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { CheckList } from './check-list';
import { IconBadge, type SectionIcon } from './section-icons';
import { SectionImg, type SectionImage } from './section-image';
import { cardColumns, CardList } from '../components/card-list';
import { cardSurface } from '../components/card-surface';

export interface UseCase {
  title: string;
  bullets: string[];
  description?: string;
  icon?: SectionIcon;
  image?: SectionImage;
}

export interface UseCaseGridProps {
  useCases: UseCase[];
  /** Columns on wide screens. Default 3 for six cases, 2 for four, else the count. */
  columns?: 2 | 3 | 4;
  headingLevel?: 3 | 4;
}

function defaultColumns(count: number): 2 | 3 | 4 {
  if (count % 3 === 0) return 3;
  if (count >= 4) return count % 4 === 0 ? 4 : 2;
  return 2;
}

/** A use case's card: an orange strip across its top (a border would follow the rounded corners). */
const useCaseCard = {
  display: 'flex',
  flexDirection: 'column',
  ...cardSurface(4, 'card'),
  overflow: 'hidden',
  '&::before': { content: '""', display: 'block', flexShrink: 0, height: 4, bgcolor: brandColors.orange },
} as const;

/** Cards of a use case each: optional image or icon, title, optional description and bullets. */
export function UseCaseGrid({ useCases, columns, headingLevel = 3 }: UseCaseGridProps) {
  const wide = columns ?? defaultColumns(useCases.length);
  return (
    <CardList items={useCases} keyOf={(useCase) => useCase.title} columns={cardColumns(wide)} gap={{ xs: 2.5, md: 3 }} cardSx={useCaseCard}>
      {(useCase) => (
        <>
          {useCase.image && (
            <SectionImg image={useCase.image} sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
          )}
          <Box sx={{ p: { xs: 3, md: 3.5 }, flex: 1 }}>
            {useCase.icon && (
              <Box sx={{ mb: 2 }}>
                <IconBadge icon={useCase.icon} size={48} />
              </Box>
            )}
            <Typography variant="h4" component={headingLevel === 3 ? 'h3' : 'h4'} sx={{ mb: 1.5, color: brandColors.blue }}>
              {useCase.title}
            </Typography>
            {useCase.description && (
              <Typography sx={{ mb: 2, lineHeight: 1.65, color: 'text.secondary' }}>{useCase.description}</Typography>
            )}
            <CheckList items={useCase.bullets} dense />
          </Box>
        </>
      )}
    </CardList>
  );
}
