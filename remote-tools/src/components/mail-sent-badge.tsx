import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import { brandColors } from '@site/shared/theme';

/** The round envelope above a "we got it" page's heading (after the contact form, after a rights request). */
export function MailSentBadge() {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 96,
        height: 96,
        mb: 3,
        borderRadius: '50%',
        bgcolor: brandColors.blue,
        color: 'common.white',
        boxShadow: (theme) => theme.customShadows.successHalo,
      }}
    >
      <MarkEmailReadOutlined sx={{ fontSize: 48 }} />
    </Box>
  );
}
