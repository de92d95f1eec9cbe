import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LinkedIn from '@mui/icons-material/LinkedIn';
import { brandColors } from '@site/shared/theme';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';
import { TEAM_PHOTO_SIZE, type TeamMember } from './about-us-content';
import { CardList } from '../../components/card-list';
import { cardSurface } from '../../components/card-surface';

/** A member's card: centred, the quote taking the free height so the links line up. */
const memberCard = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  ...cardSurface(4, 'card'),
  p: { xs: 3, md: 4 },
} as const;

/** The six team cards: photo, name, role, quote and LinkedIn link (SPEC §2.18). */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  return (
    <CardList items={members} keyOf={(member) => member.name} columns={{ xs: 1, sm: 2, md: 3 }} cardSx={memberCard}>
      {(member) => (
        <>
          <Box
            component="img"
            src={member.image}
            alt={`Retrato de ${member.name}`}
            width={TEAM_PHOTO_SIZE}
            height={TEAM_PHOTO_SIZE}
            loading="lazy"
            decoding="async"
            sx={{ width: 128, height: 128, borderRadius: '50%', border: `4px solid ${brandColors.orange}`, mb: 2.5 }}
          />
          <Typography variant="h4" component="h3" sx={{ color: brandColors.ink }}>
            {member.name}
          </Typography>
          <Typography sx={{ color: brandColors.blue, fontWeight: 700, mt: 0.5 }}>{member.role}</Typography>
          <Box
            component="blockquote"
            sx={{ m: 0, mt: 2, flex: 1, color: 'text.secondary', fontStyle: 'italic', lineHeight: 1.65 }}
          >
            «{member.quote}»
          </Box>
          <Link
            href={member.linkedin}
            {...newTabLink}
            aria-label={newTabLabel(`LinkedIn de ${member.name}`)}
            sx={{ mt: 2.5, display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700, color: brandColors.blue, py: 0.5 }}
          >
            <LinkedIn aria-hidden />
            LinkedIn
          </Link>
        </>
      )}
    </CardList>
  );
}
