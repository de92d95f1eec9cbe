import Box from '@mui/material/Box';
import { useState } from 'react';
import { useLocation } from '@site/shared/router';
import { menuGroups } from '../navigation/menu-groups';
import { NavDropdown } from './nav-dropdown';
import { bareList } from '@site/shared/ui/styles';

/** The five dropdown groups; at most one is open at a time. */
export function DesktopNav() {
  // The open group belongs to the page it was opened on: following a link closes it.
  const [open, setOpen] = useState<{ id: string; pathname: string } | null>(null);
  const { pathname } = useLocation();
  const openId = open?.pathname === pathname ? open.id : null;
  const setOpenId = (id: string | null) => setOpen(id === null ? null : { id, pathname });

  return (
    <Box component="nav" aria-label="Navegación principal" sx={{ display: { xs: 'none', md: 'block' } }}>
      <Box component="ul" sx={{ ...bareList, display: 'flex', gap: 0.5 }}>
        {menuGroups.map((group, index) => (
          <NavDropdown
            key={group.id}
            group={group}
            align={index < 2 ? 'start' : index > 2 ? 'end' : 'center'}
            open={openId === group.id}
            onOpen={() => setOpenId(group.id)}
            onClose={() => {
              if (openId === group.id) setOpenId(null);
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
