import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '@site/shared/theme';
import { UseCaseGrid } from '../../../sections/use-case-grid';
import type { ApplicationGroup } from './digital-signage-content';

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
