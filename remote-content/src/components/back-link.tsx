import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from '@site/shared/router';

/** 'Volver a …': back to the list a detail page belongs to. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBack />} sx={{ ml: -1.5 }}>
      {children}
    </Button>
  );
}
