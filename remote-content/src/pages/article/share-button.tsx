import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { useState } from 'react';

/**
 * The SPEC leaves the share button's behaviour open: the system share sheet
 * where there is one (phones), otherwise the link is copied.
 */
export function ShareButton({ title }: { title: string }) {
  const [message, setMessage] = useState<string | null>(null);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // The visitor closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Enlace copiado al portapapeles');
    } catch {
      setMessage('No se pudo copiar el enlace: cópialo desde la barra de direcciones');
    }
  }

  return (
    <>
      <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => void share()}>
        Compartir
      </Button>
      <Snackbar
        open={message !== null}
        autoHideDuration={3000}
        onClose={() => setMessage(null)}
        message={message}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
