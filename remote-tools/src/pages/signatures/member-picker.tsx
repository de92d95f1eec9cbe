import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useChoiceMadeBeforeHydration } from '@site/shared/hydration';
import { useRef } from 'react';
import type { TeamMember } from '@site/shared/cms';

export interface MemberPickerProps {
  members: readonly TeamMember[];
  selectedId: string;
  onSelect: (id: string) => void;
  labelledBy: string;
}

/**
 * One card per team member, the selected one filled. Native radio buttons: a choice made
 * before the scripts run is the browser's own, kept when React takes the page over, and
 * the arrow keys move between people as in any radio group.
 */
export function MemberPicker({ members, selectedId, onSelect, labelledBy }: MemberPickerProps) {
  const group = useRef<HTMLDivElement>(null);
  useChoiceMadeBeforeHydration(group, selectedId, onSelect);
  return (
    <Box
      ref={group}
      role="radiogroup"
      aria-labelledby={labelledBy}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      {members.map((member) => (
        <Box
          key={member.id}
          component="label"
          sx={{
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            py: 1.25,
            px: 1.5,
            borderRadius: 3,
            border: 1,
            borderColor: 'primary.main',
            color: 'primary.main',
            cursor: 'pointer',
            transition: 'background-color 150ms, color 150ms',
            '&:hover': { bgcolor: 'surface.menuHover' },
            // The chosen card is filled, by the browser's own state: the same before and after hydration.
            '&:has(input:checked)': { bgcolor: 'primary.main', color: 'primary.contrastText' },
            '&:has(input:focus-visible)': { outline: 2, outlineColor: 'secondary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="input"
            type="radio"
            name="persona"
            value={String(member.id)}
            checked={String(member.id) === selectedId}
            onChange={() => onSelect(String(member.id))}
            // Unseen but over the whole card: a tap anywhere on it is a tap on the radio.
            sx={{ position: 'absolute', inset: 0, zIndex: 1, width: '100%', height: '100%', m: 0, opacity: 0, cursor: 'pointer' }}
          />
          <Avatar src={member.photo.url} alt="" sx={{ width: 40, height: 40 }} />
          <Box component="span" sx={{ display: 'grid', minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {member.name}
            </Typography>
            <Typography component="span" variant="body2" sx={{ lineHeight: 1.3, opacity: 0.9 }}>
              {member.role}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
