import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  /** The page's <h1>. */
  title: string;
  text?: string;
}

/** A plain opening band on brand blue: the page's title and a line under it (the podcast's). */
export function PageHeader({ title, text }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography variant="h1">{title}</Typography>
        {text && <Typography sx={{ mt: 2, maxWidth: 640, fontSize: '1.15rem', color: 'onDark.secondary' }}>{text}</Typography>}
      </Container>
    </Box>
  );
}
