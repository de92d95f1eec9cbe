import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { menuGroups } from '../navigation/menu-groups';
import { NavDropdown } from './nav-dropdown';

/** The five dropdown groups; at most one is open at a time. */
export function DesktopNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  const { pathname } = useLocation();

  // A followed link closes the menu.
  useEffect(() => setOpenId(null), [pathname]);

  return (
    <Box component="nav" aria-label="Navegación principal" sx={{ display: { xs: 'none', md: 'block' } }}>
      <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
        {menuGroups.map((group, index) => (
          <NavDropdown
            key={group.id}
            group={group}
            align={index < 2 ? 'start' : index > 2 ? 'end' : 'center'}
            open={openId === group.id}
            onOpen={() => setOpenId(group.id)}
            onClose={() => setOpenId((current) => (current === group.id ? null : current))}
          />
        ))}
      </Box>
    </Box>
  );
}
