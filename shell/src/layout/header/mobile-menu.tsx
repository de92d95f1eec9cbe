import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@site/shared/routes';
import { BrandLogo } from '@site/shared/ui/brand-logo';
import { menuGroups } from '../navigation/menu-groups';
import { PortalButton } from './portal-button';

export const MOBILE_MENU_WIDTH = 320;

/** Slide-in side menu for small screens: every group, a home button and the portal. */
export function MobileMenu() {
  // Open for the location it was opened at: any navigation closes it.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = () => setOpenAt(null);

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        edge="end"
        aria-label="Abrir menú"
        aria-expanded={open}
        aria-controls="menu-movil"
        onClick={() => setOpenAt(location.key)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="left"
        open={open}
        onClose={close}
        slotProps={{ paper: { id: 'menu-movil', sx: { width: MOBILE_MENU_WIDTH, maxWidth: '90vw' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <BrandLogo height={30} />
          <IconButton aria-label="Cerrar menú" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Menú móvil" sx={{ px: 2, pb: 3 }}>
          <Button
            component={RouterLink}
            to={paths.home}
            onClick={close}
            variant="outlined"
            fullWidth
            startIcon={<HomeOutlined />}
            sx={{ mb: 1 }}
          >
            Inicio
          </Button>
          {menuGroups.map((group) => (
            <List
              key={group.id}
              dense
              subheader={
                <ListSubheader disableSticky sx={{ px: 0, fontWeight: 800, color: 'primary.main' }}>
                  {group.label}
                </ListSubheader>
              }
            >
              {group.items.map((item) => {
                const Icon = item.icon;
                return (
                  <ListItemButton
                    key={item.href + item.title}
                    component={RouterLink}
                    to={item.href}
                    onClick={close}
                    sx={{ borderRadius: 2 }}
                  >
                    <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={item.title} />
                  </ListItemButton>
                );
              })}
            </List>
          ))}
          <Box sx={{ mt: 2 }}>
            <PortalButton fullWidth />
          </Box>
        </Box>
      </Drawer>
    </Box>
  );
}
