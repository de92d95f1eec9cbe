import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The blue band that opens the content pages. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography variant="h1">{title}</Typography>
        <Typography sx={{ mt: 2, maxWidth: 680, fontSize: '1.15rem', color: '#dbe8f3' }}>{subtitle}</Typography>
      </Container>
    </Box>
  );
}
