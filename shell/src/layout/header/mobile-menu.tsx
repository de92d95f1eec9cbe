import Box from '@mui/material/Box';
import MenuIcon from '@mui/icons-material/Menu';
import { useLayoutEffect, useRef, useState } from 'react';
import { iconButtonSx, MOBILE_MENU_ID, MobileMenuDialog } from './mobile-menu-dialog';

/**
 * The menu button for small screens and its side menu, a native modal <dialog> that the button
 * opens by itself (`command="show-modal"`): it works before the scripts arrive, and the browser
 * gives it focus inside, Escape, a tap beside it, focus back to the button and an inert page.
 * React only keeps the button's aria-expanded in step and closes the menu after a navigation.
 */
export function MobileMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Opened before the scripts ran: said as React takes over, before the next paint.
    if (dialog.open) setOpen(true);
    // beforetoggle comes in the same task as the opening or closing, toggle once it is done.
    const follow = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    dialog.addEventListener('beforetoggle', follow);
    dialog.addEventListener('toggle', follow);
    return () => {
      dialog.removeEventListener('beforetoggle', follow);
      dialog.removeEventListener('toggle', follow);
    };
  }, []);

  return (
    <>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Box
          component="button"
          type="button"
          aria-label="Abrir menú"
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          commandfor={MOBILE_MENU_ID}
          command="show-modal"
          sx={iconButtonSx}
        >
          <MenuIcon />
        </Box>
      </Box>
      <MobileMenuDialog ref={dialogRef} />
    </>
  );
}
