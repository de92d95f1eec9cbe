import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TeamMember } from './team-members';

export interface MemberPickerProps {
  members: readonly TeamMember[];
  selectedId: string;
  onSelect: (id: string) => void;
  labelledBy: string;
}

/** One toggle button per team member; the selected one is filled. */
export function MemberPicker({ members, selectedId, onSelect, labelledBy }: MemberPickerProps) {
  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      {members.map((member) => {
        const selected = member.id === selectedId;
        return (
          <Button
            key={member.id}
            aria-pressed={selected}
            variant={selected ? 'contained' : 'outlined'}
            onClick={() => onSelect(member.id)}
            sx={{ justifyContent: 'flex-start', textAlign: 'left', gap: 1.5, py: 1.25, px: 1.5, borderRadius: 3 }}
          >
            <Avatar src={member.photoUrl} alt="" sx={{ width: 40, height: 40 }} />
            <Box component="span" sx={{ display: 'grid', minWidth: 0 }}>
              <Typography component="span" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {member.name}
              </Typography>
              <Typography component="span" variant="body2" sx={{ lineHeight: 1.3, opacity: 0.9 }}>
                {member.role}
              </Typography>
            </Box>
          </Button>
        );
      })}
    </Box>
  );
}
