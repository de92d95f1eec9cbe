import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';
import { useContactDetails } from './contact-details';

/** The floating messaging button, bottom right on every page: the chat the editors set (Ajustes del sitio). */
export function WhatsAppButton() {
  const { whatsappUrl } = useContactDetails();
  return (
    <Box component="aside" aria-label="Contacto por WhatsApp">
      <Fab
        component="a"
        href={whatsappUrl}
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
