import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from '@site/shared/router';

/** The preview's way out (shell/server/preview/preview-session.ts): back to this page as visitors see it. */
const EXIT_PATH = '/_vista-previa/salir';

/**
 * Says, on every page of an editor's preview, that it shows drafts visitors do not see, with a way
 * out: the page as visitors see it, in the whole window. A plain link: it works before the page's
 * scripts run. Bottom left, clear of the WhatsApp button.
 */
export function PreviewBar() {
  const { pathname, search } = useLocation();
  const exit = `${EXIT_PATH}?ruta=${encodeURIComponent(pathname + search)}`;
  return (
    <Box
      component="aside"
      aria-label="Vista previa"
      sx={{
        position: 'fixed',
        left: { xs: 8, md: 24 },
        right: { xs: 80, md: 112 },
        bottom: { xs: 16, md: 24 },
        zIndex: (theme) => theme.zIndex.speedDial,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: 2,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'grey.900',
        color: 'common.white',
        boxShadow: 6,
      }}
    >
      <Typography component="strong" sx={{ fontWeight: 700 }}>
        Vista previa
      </Typography>
      <Typography variant="body2" sx={{ flex: '1 1 14rem' }}>
        Está viendo los borradores del CMS: los visitantes aún no ven estos cambios.
      </Typography>
      {/* The whole window: inside the admin panel's frame, the page as visitors see it may not be framed. */}
      <Link href={exit} target="_top" variant="body2" sx={{ color: 'secondary.light', fontWeight: 700 }}>
        Salir de la vista previa
      </Link>
    </Box>
  );
}
