import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { Fragment, memo, type MouseEvent, type RefObject } from 'react';
import { paths } from '@site/shared/routes';
import { Link as RouterLink } from '@site/shared/router';
import { radii } from '@site/shared/theme';
import { BrandLogo } from '@site/shared/ui/brand-logo';
import { bareList } from '@site/shared/ui/styles';
import { useMenuGroups } from '../navigation/menu-groups';
import { PortalButton } from './portal-button';

export const MOBILE_MENU_ID = 'menu-movil';
export const MOBILE_MENU_WIDTH = 320;

const SLIDE = '225ms cubic-bezier(0, 0, 0.2, 1)';
/** Where the closed panel waits: its own width left of the screen. */
const OFF_SCREEN = `calc(-1 * min(${MOBILE_MENU_WIDTH}px, 90vw))`;

/** A round icon button at the end of a bar, as a plain <button> with one class (the menu's and its close button). */
export const iconButtonSx = {
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  mr: -1.5,
  p: 0,
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  color: 'action.active',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
} as const;

/**
 * A modal <dialog> sliding in from the left over a dimmed page. Every page's HTML carries it, so
 * its parts are plain elements styled from here, with no class of their own.
 */
const dialogSx = {
  inset: '0 auto 0 0',
  m: 0,
  p: 0,
  border: 0,
  width: MOBILE_MENU_WIDTH,
  maxWidth: '90vw',
  height: '100dvh',
  maxHeight: 'none',
  overflowY: 'auto',
  // Scrolling the menu never scrolls the page behind. The page itself is not locked: `overflow: hidden`
  // on <html> re-lays the whole page out, a third of the tap's time on a slow phone.
  overscrollBehavior: 'contain',
  bgcolor: 'background.paper',
  color: 'text.primary',
  boxShadow: 16,
  // Closed, it slides out before it is hidden (display and the top layer wait for the transition). By
  // `left`, not a transform: laid out in whole units, its box stays exactly 320 px wide as it slides.
  left: OFF_SCREEN,
  transition: `left ${SLIDE}, overlay ${SLIDE} allow-discrete, display ${SLIDE} allow-discrete`,
  '&[open]': { left: 0, '@starting-style': { left: OFF_SCREEN } },
  '&::backdrop': {
    bgcolor: (theme: Theme) => alpha(theme.palette.common.black, 0.5),
    opacity: 0,
    transition: `opacity ${SLIDE}, overlay ${SLIDE} allow-discrete, display ${SLIDE} allow-discrete`,
  },
  '&[open]::backdrop': { opacity: 1, '@starting-style': { opacity: 0 } },
  '@media (prefers-reduced-motion: reduce)': { '&, &::backdrop': { transition: 'none' } },
  // The brand and the close button.
  '& > div': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 },
  '& nav': { px: 2, pb: 3 },
  // 'Inicio', drawn as an outlined button.
  '& nav > a:first-of-type': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 1,
    minHeight: 40,
    mb: 1,
    border: 1,
    borderColor: 'primary.main',
    borderRadius: `${radii.pill}px`,
    color: 'primary.main',
    fontWeight: 650,
    textDecoration: 'none',
  },
  // A group's title, then its links.
  '& nav > p': { m: 0, pt: 2, pb: 0.5, fontSize: '0.875rem', fontWeight: 800, color: 'primary.main' },
  '& ul': bareList,
  '& li > a': {
    display: 'flex',
    alignItems: 'center',
    minHeight: 44,
    px: 1.5,
    borderRadius: 2,
    color: 'text.primary',
    fontSize: '0.95rem',
    textDecoration: 'none',
    '&:hover': { bgcolor: 'surface.menuHover' },
  },
  // The header's own portal button (one style for both), full width here.
  '& .MuiButton-root': { width: '100%', mt: 2 },
} as const;

export interface MobileMenuDialogProps {
  ref: RefObject<HTMLDialogElement | null>;
}

/**
 * The side menu: a home link, every group's links and the portal. The browser opens and closes it
 * (invoker commands, `closedby="any"`); once hydrated, following one of its links navigates in the
 * page, and the menu closes then. Its content never changes, so it renders once.
 */
export const MobileMenuDialog = memo(function MobileMenuDialog({ ref }: MobileMenuDialogProps) {
  const menuGroups = useMenuGroups();
  // A link React Router followed (it prevents the browser's own navigation); not the portal's new tab.
  const closeAfterNavigating = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented && (event.target as Element).closest('a')) ref.current?.close();
  };

  return (
    // The browser sets `open` itself, maybe before hydration: not a mismatch to report.
    <Box
      component="dialog"
      ref={ref}
      id={MOBILE_MENU_ID}
      aria-label="Menú"
      closedby="any"
      // Not deferred with the closed menus: a tap before the deferred sheet arrives must open it.
      suppressHydrationWarning
      sx={dialogSx}
    >
      <div>
        <BrandLogo height={30} />
        <Box component="button" type="button" commandfor={MOBILE_MENU_ID} command="close" aria-label="Cerrar menú" sx={iconButtonSx}>
          <CloseIcon />
        </Box>
      </div>
      <nav aria-label="Menú móvil" onClick={closeAfterNavigating}>
        <RouterLink to={paths.home}>
          <HomeOutlined />
          Inicio
        </RouterLink>
        {menuGroups.map((group) => (
          <Fragment key={group.id}>
            <p>{group.label}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.href + item.title}>
                  <RouterLink to={item.href}>{item.title}</RouterLink>
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
        <PortalButton />
      </nav>
    </Box>
  );
});
