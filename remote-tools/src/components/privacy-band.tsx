import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brandColors } from '@site/shared/theme';

/** The privacy pages' heading band: an eyebrow, the title and a lead paragraph, as the contact page's. */
export function PrivacyBand({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ bgcolor: brandColors.surface, py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography component="p" sx={{ color: brandColors.orangeText, fontWeight: 700, letterSpacing: 1, textTransform: 'uppercase', mb: 1 }}>
          Tus datos personales
        </Typography>
        <Typography variant="h1" sx={{ color: brandColors.blue, mb: 2 }}>
          {title}
        </Typography>
        <Typography variant="body1" component="div" sx={{ fontSize: '1.1rem', maxWidth: 760, color: 'text.secondary' }}>
          {children}
        </Typography>
      </Container>
    </Box>
  );
}
