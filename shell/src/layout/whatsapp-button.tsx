import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { siteConfig } from '@site/shared/config';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';

/** The floating messaging button, bottom right on every page. */
export function WhatsAppButton() {
  return (
    <Box component="aside" aria-label="Contacto por WhatsApp">
      <Fab
        component="a"
        href={siteConfig.whatsappUrl}
        {...newTabLink}
        aria-label={newTabLabel('Escríbenos por WhatsApp')}
        sx={{
          position: 'fixed',
          right: { xs: 16, md: 24 },
          bottom: { xs: 16, md: 24 },
          zIndex: (theme) => theme.zIndex.speedDial,
          bgcolor: 'whatsapp.main',
          color: 'common.white',
          '&:hover': { bgcolor: 'whatsapp.dark' },
        }}
      >
        <WhatsAppIcon fontSize="large" />
      </Fab>
    </Box>
  );
}
