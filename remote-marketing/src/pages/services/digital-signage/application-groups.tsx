import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { UseCaseGrid, type UseCase } from '../../../sections/use-case-grid';

/** A kind of space (retail, corporate…) and its application cases (SPEC §2.7). */
export interface ApplicationGroup {
  title: string;
  description: string;
  cases: UseCase[];
}

/** The application cases, grouped by kind of space, each group under its own <h3> (SPEC §2.7). */
export function ApplicationGroups({ groups }: { groups: ApplicationGroup[] }) {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 6, md: 8 } }}>
      {groups.map((group) => (
        <div key={group.title}>
          <Typography variant="h3" sx={{ color: brandColors.blue }}>
            {group.title}
          </Typography>
          <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>{group.description}</Typography>
          <UseCaseGrid useCases={group.cases} columns={3} headingLevel={4} />
        </div>
      ))}
    </Box>
  );
}
