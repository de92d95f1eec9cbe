import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { IconBadge, type SectionIcon } from '../../sections/section-icons';
import { brandColors } from '@site/shared/theme';
import { CardGrid } from '@site/shared/ui/card-grid';
import { cardSurface } from '../../components/card-surface';

/** Mission and vision: a statement each. */
export interface Statement {
  /** 'Misión', 'Visión': its heading's anchor is made from it (`mision-titulo`). */
  title: string;
  text: string;
  icon: SectionIcon;
  color: string;
}

/** A statement's heading anchor: its title in plain lower-case letters ('Misión' → 'mision-titulo'). */
const headingIdOf = (title: string) =>
  `${title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-titulo`;

/** Misión and Visión side by side (SPEC §2.18). */
export function MissionVision({ statements }: { statements: Statement[] }) {
  return (
    <CardGrid columns={{ xs: 1, md: 2 }} gap={{ xs: 3, md: 4 }}>
      {statements.map((statement) => (
        <Box
          component="section"
          key={statement.title}
          aria-labelledby={headingIdOf(statement.title)}
          sx={{
            ...cardSurface(5, 'cardWide'),
            p: { xs: 3, md: 5 },
            borderTop: `6px solid ${statement.color}`,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
            <IconBadge icon={statement.icon} color={statement.color} variant="solid" />
            <Typography
              variant="h3"
              id={headingIdOf(statement.title)}
              sx={{ color: brandColors.ink, fontSize: { xs: '1.6rem', md: '2rem' } }}
            >
              {statement.title}
            </Typography>
          </Box>
          <Typography sx={{ color: 'text.secondary', lineHeight: 1.8, fontSize: { md: '1.1rem' } }}>{statement.text}</Typography>
        </Box>
      ))}
    </CardGrid>
  );
}
