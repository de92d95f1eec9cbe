import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '@site/shared/routes';

/**
 * The one sentence beside a form's button that says what is done with what is sent, and links the
 * policy (a plain link: the form works with or without the router around it).
 */
export function ConsentLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 260px', maxWidth: 560 }}>
      {children}{' '}
      <MuiLink href={paths.privacy} sx={{ fontWeight: 600 }}>
        Política de privacidad
      </MuiLink>
      .
    </Typography>
  );
}
