import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  /** The page's <h1>. */
  title: string;
  /** The line under it. */
  text?: string;
}

/**
 * A plain opening band on brand blue: the page's title and a line under it (the lists of the blog,
 * cases and materials, the catalogue, the podcast). Text only: its callers adopt it as static content.
 */
export function PageHeader({ title, text }: PageHeaderProps) {
  return (
    <Box component="header" sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography variant="h1">{title}</Typography>
        {text && <Typography sx={{ mt: 2, maxWidth: 680, fontSize: '1.15rem', color: 'onDark.secondary' }}>{text}</Typography>}
      </Container>
    </Box>
  );
}
