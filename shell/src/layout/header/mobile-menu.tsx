import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense, lazy, useState } from 'react';
import { useLocation } from '@site/shared/router';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/** The menu button for small screens and its slide-in side menu. */
export function MobileMenu() {
  // Open for the location it was opened at: any navigation closes it.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const open = openAt === location.key;

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        edge="end"
        aria-label="Abrir menú"
        aria-expanded={open}
        aria-controls="menu-movil"
        onClick={() => {
          setEverOpened(true);
          setOpenAt(location.key);
        }}
      >
        <MenuIcon />
      </IconButton>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </Box>
  );
}
