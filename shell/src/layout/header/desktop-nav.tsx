import Box from '@mui/material/Box';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '@site/shared/hydration';
import { useLocation } from '@site/shared/router';
import { bareList } from '@site/shared/ui/styles';
import { useMenuGroups } from '../navigation/menu-groups';
import { NavDropdown, type DropdownAlign } from './nav-dropdown';

/** The open group belongs to the page it was opened on: following a link closes it. */
interface OpenGroup {
  id: string;
  pathname: string;
}

const alignOf = (index: number): DropdownAlign => (index < 2 ? 'start' : index > 2 ? 'end' : 'center');

/**
 * The group the visitor is using as React takes over from CSS: the one keyboard focus is in,
 * else the one under the pointer. It stays open, so hydrating shows no flash.
 */
export function groupInUse(nav: HTMLElement | null): string | undefined {
  const groups = [...(nav?.querySelectorAll<HTMLLIElement>('li[data-group]') ?? [])];
  const inUse = groups.find((li) => li.matches(':focus-within')) ?? groups.find((li) => li.matches(':hover'));
  return inUse?.dataset.group;
}

/**
 * The five dropdown groups; at most one is open at a time. In the server's HTML they open by CSS
 * (hover, keyboard focus: nav-dropdown.tsx); once hydrated, by React's state.
 */
export function DesktopNav() {
  const menuGroups = useMenuGroups();
  const hydrated = useHydrated();
  const navRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState<OpenGroup | null>(null);
  const { pathname } = useLocation();
  const openId = open?.pathname === pathname ? open.id : null;

  // Stable between hovers, so the memoised groups that do not change are not rendered again.
  const openGroup = useCallback(
    (id: string) => setOpen((current) => (current?.id === id && current.pathname === pathname ? current : { id, pathname })),
    [pathname],
  );
  const closeGroup = useCallback((id: string) => setOpen((current) => (current?.id === id ? null : current)), []);

  // At hydration (layout effect: before the next paint), the group CSS shows open stays open in React's state.
  const pathnameAtHydration = useRef(pathname);
  useLayoutEffect(() => {
    const id = groupInUse(navRef.current);
    if (id !== undefined) setOpen({ id, pathname: pathnameAtHydration.current });
  }, []);

  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label="Navegación principal"
      data-menus={hydrated ? 'react' : 'css'}
      sx={{ display: { xs: 'none', md: 'block' } }}
    >
      <Box component="ul" sx={{ ...bareList, display: 'flex', gap: 0.5 }}>
        {menuGroups.map((group, index) => (
          <NavDropdown
            key={group.id}
            group={group}
            align={alignOf(index)}
            open={hydrated ? openId === group.id : undefined}
            onOpen={openGroup}
            onClose={closeGroup}
          />
        ))}
      </Box>
    </Box>
  );
}
