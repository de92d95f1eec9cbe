import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LinkedIn from '@mui/icons-material/LinkedIn';
import type { TeamMember } from '@site/shared/cms';
import { brandColors } from '@site/shared/theme';
import { useCmsImgSource } from '@site/shared/ui/cms-image';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';
import { CardList } from '../../components/card-list';
import { cardSurface } from '../../components/card-surface';

/** The portrait's drawn size (CSS px); the browser picks the CMS's rendition that covers it. */
const PHOTO_SIZE = 128;

/** A member's card: centred, the quote taking the free height so the links line up. */
const memberCard = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  ...cardSurface(4, 'card'),
  p: { xs: 3, md: 4 },
} as const;

const portraitFrame = { width: PHOTO_SIZE, height: PHOTO_SIZE, borderRadius: '50%', border: `4px solid ${brandColors.orange}`, mb: 2.5 } as const;

/** The member's photo from the CMS, or their initials in the same circle when the file does not load. */
function Portrait({ member }: { member: TeamMember }) {
  const source = useCmsImgSource(member.photo);
  if (source === null) {
    const initials = member.name
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join('');
    return (
      <Box
        aria-hidden="true"
        sx={{ ...portraitFrame, display: 'grid', placeItems: 'center', bgcolor: brandColors.blue, color: 'common.white', fontSize: '2.5rem', fontWeight: 700 }}
      >
        {initials}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      {...source}
      sizes={`${PHOTO_SIZE}px`}
      alt={member.photo.alt || `Retrato de ${member.name}`}
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      loading="lazy"
      decoding="async"
      sx={{ ...portraitFrame, objectFit: 'cover', bgcolor: 'surface.placeholder' }}
    />
  );
}

/** The team's cards, in the editors' order: photo, name, role, quote and LinkedIn link (SPEC §2.18). */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <CardList items={[...members]} keyOf={(member) => String(member.id)} columns={{ xs: 1, sm: 2, md: 3 }} cardSx={memberCard}>
      {(member) => (
        <>
          <Portrait member={member} />
          <Typography variant="h4" component="h3" sx={{ color: brandColors.ink }}>
            {member.name}
          </Typography>
          <Typography sx={{ color: brandColors.blue, fontWeight: 700, mt: 0.5 }}>{member.role}</Typography>
          {member.quote === '' ? (
            // Keeps the links of a row on one line, as a quote would.
            <Box sx={{ flex: 1 }} />
          ) : (
            <Box
              component="blockquote"
              sx={{ m: 0, mt: 2, flex: 1, color: 'text.secondary', fontStyle: 'italic', lineHeight: 1.65 }}
            >
              «{member.quote}»
            </Box>
          )}
          {member.linkedin !== null && (
            <Link
              href={member.linkedin}
              {...newTabLink}
              aria-label={newTabLabel(`LinkedIn de ${member.name}`)}
              sx={{ mt: 2.5, display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700, color: brandColors.blue, py: 0.5 }}
            >
              <LinkedIn aria-hidden />
              LinkedIn
            </Link>
          )}
        </>
      )}
    </CardList>
  );
}
