import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckList } from '../../sections/check-list';
import { IconBadge, type SectionIcon } from '../../sections/section-icons';
import { brandColors } from '@site/shared/theme';
import { CardList } from '../../components/card-list';
import { cardSurface } from '../../components/card-surface';

/** An automation area with its items (SPEC §2.6: four each). */
export interface AutomationArea {
  title: string;
  icon: SectionIcon;
  items: string[];
}

const areaCard = { ...cardSurface(4, 'card'), p: { xs: 3, md: 4 } };

/** A stripe down the card's left side, blue and orange in turn. */
const areaStripe = (_area: AutomationArea, index: number) => ({ borderLeft: `6px solid ${index % 2 === 0 ? brandColors.blue : brandColors.orange}` });

/** The four automation areas with four items each (SPEC §2.6). */
export function AutomationAreas({ areas }: { areas: AutomationArea[] }) {
  return (
    <CardList items={areas} keyOf={(area) => area.title} columns={{ xs: 1, md: 2 }} gap={{ xs: 2.5, md: 3 }} cardSx={areaCard} itemSx={areaStripe}>
      {(area, index) => {
        const accent = index % 2 === 0 ? brandColors.blue : brandColors.orangeText;
        return (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
              <IconBadge icon={area.icon} color={accent} size={48} />
              <Typography variant="h4" component="h3" sx={{ color: brandColors.ink }}>
                {area.title}
              </Typography>
            </Box>
            <CheckList items={area.items} dense />
          </>
        );
      }}
    </CardList>
  );
}
