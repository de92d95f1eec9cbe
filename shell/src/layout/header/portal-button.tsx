import Button from '@mui/material/Button';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { siteConfig } from '@site/shared/config';

/** 'Accede Aquí' to the external customer portal (shown as 'Portal Clientes'). */
export function PortalButton({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <Button
      variant="contained"
      color="secondary"
      href={siteConfig.customerPortalUrl}
      target="_blank"
      rel="noopener noreferrer"
      startIcon={<LoginOutlined />}
      fullWidth={fullWidth}
      title="Accede Aquí"
      aria-label="Portal Clientes: Accede Aquí (se abre en una pestaña nueva)"
    >
      Portal Clientes
    </Button>
  );
}
