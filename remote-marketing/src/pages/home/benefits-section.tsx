import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@site/shared/router';
import { CheckList } from '../../sections/check-list';
import { PageSection, type PageSectionProps } from '../../sections/page-section';
import { IconBadge, type SectionIcon } from '../../sections/section-icons';
import { brandColors } from '@site/shared/theme';
import { CardList } from '../../components/card-list';
import { cardSurface } from '../../components/card-surface';

/** SPEC §3 benefit concept: title, icon, description, items, and a link to its solutions. */
export interface BenefitConcept {
  title: string;
  icon: SectionIcon;
  description: string;
  items: string[];
  /** A route from `paths`, or the CMS's link. */
  href: string;
  linkLabel: string;
}

/** The first concept is blue, the second orange. */
const accentOf = (index: number) => (index === 0 ? brandColors.blue : brandColors.orange);

/** The two benefit columns of the home (SPEC §2.4). */
export function BenefitsSection({ benefits, frame }: { benefits: BenefitConcept[]; frame: Omit<PageSectionProps, 'children'> }) {
  return (
    // A tall screen shows its top below the hero.
    <PageSection {...frame} onFirstScreen>
      <CardList
        items={benefits}
        keyOf={(benefit) => benefit.title}
        columns={{ xs: 1, md: 2 }}
        gap={{ xs: 3, md: 4 }}
        cardSx={{ display: 'flex', flexDirection: 'column', ...cardSurface(5, 'cardWide'), p: { xs: 3, md: 5 } }}
        itemSx={(_benefit, index) => ({ borderTop: `6px solid ${accentOf(index)}` })}
      >
        {(benefit, index) => {
          const accent = accentOf(index);
          return (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
                <IconBadge icon={benefit.icon} color={accent} variant="solid" />
                <Typography variant="h3" sx={{ color: brandColors.ink }}>
                  {benefit.title}
                </Typography>
              </Box>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, mb: 3 }}>{benefit.description}</Typography>
              <Box sx={{ flex: 1, mb: 3 }}>
                <CheckList items={benefit.items} />
              </Box>
              <Link
                component={RouterLink}
                to={benefit.href}
                sx={{ fontWeight: 700, color: brandColors.blue, alignSelf: 'flex-start', py: 0.5 }}
              >
                {benefit.linkLabel} <span aria-hidden>→</span>
              </Link>
            </>
          );
        }}
      </CardList>
    </PageSection>
  );
}
