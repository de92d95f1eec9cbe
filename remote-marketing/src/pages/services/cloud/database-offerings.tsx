import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paths } from '@site/shared/routes';
import { CheckList } from '../../../sections/check-list';
import { CtaButton } from '@site/shared/ui/cta-button';
import { IconBadge, type SectionIcon } from '../../../sections/section-icons';
import { brandColors } from '@site/shared/theme';
import { CardList } from '../../../components/card-list';
import { cardSurface } from '../../../components/card-surface';

/** A database offering (SPEC §3: title, subtitle, description, feature lines; three on the page). */
export interface DatabaseOffering {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  icon: SectionIcon;
}

/** An offer's card: a darker border, and the button held at the foot. */
const offeringCard = {
  display: 'flex',
  flexDirection: 'column',
  ...cardSurface(5, 'offer'),
  p: { xs: 3, md: 3.5 },
  borderColor: 'border.main',
} as const;

/** The three database cards, each with 'Solicitar Precio' to /contacto (SPEC §2.11). */
export function DatabaseOfferings({ offerings }: { offerings: DatabaseOffering[] }) {
  return (
    <CardList items={offerings} keyOf={(offering) => offering.title} columns={{ xs: 1, md: 3 }} cardSx={offeringCard}>
      {(offering) => (
        <>
          <IconBadge icon={offering.icon} />
          <Typography variant="h4" component="h3" sx={{ mt: 2.5, color: brandColors.blue }}>
            {offering.title}
          </Typography>
          <Typography component="p" sx={{ mt: 0.75, fontWeight: 600, color: brandColors.orangeText }}>
            {offering.subtitle}
          </Typography>
          <Typography sx={{ mt: 2, mb: 3, lineHeight: 1.7, color: 'text.secondary' }}>{offering.description}</Typography>
          <Box sx={{ flex: 1, mb: 4 }}>
            <CheckList items={offering.features} dense />
          </Box>
          <div>
            <CtaButton
              action={{ label: 'Solicitar Precio', to: paths.contact, ariaLabel: `Solicitar Precio: ${offering.title}` }}
              arrow={false}
            />
          </div>
        </>
      )}
    </CardList>
  );
}
