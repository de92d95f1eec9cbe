import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { paths } from '@site/shared/routes';
import { Link as RouterLink } from '@site/shared/router';
import { BrandLogo } from '@site/shared/ui/brand-logo';
import { menuGroups } from '../navigation/menu-groups';
import { PortalButton } from './portal-button';

export const MOBILE_MENU_WIDTH = 320;

/**
 * The slide-in panel: every group, a home button and the portal. Loaded only
 * when a visitor first opens the menu, so wide screens never download it.
 */
export default function MobileMenuDrawer({ open, onClose: close }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={close}
      slotProps={{ paper: { id: 'menu-movil', 'aria-label': 'Menú', sx: { width: MOBILE_MENU_WIDTH, maxWidth: '90vw' } } }}
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
                <ListItem key={item.href + item.title} disablePadding>
                  <ListItemButton
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
                </ListItem>
              );
            })}
          </List>
        ))}
        <Box sx={{ mt: 2 }}>
          <PortalButton fullWidth />
        </Box>
      </Box>
    </Drawer>
  );
}
