import Button from '@mui/material/Button';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { siteConfig } from '@site/shared/config';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';

/** 'Accede Aquí' to the external customer portal (shown as 'Portal Clientes'). */
export function PortalButton({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <Button
      variant="contained"
      color="secondary"
      href={siteConfig.customerPortalUrl}
      {...newTabLink}
      startIcon={<LoginOutlined />}
      fullWidth={fullWidth}
      title="Accede Aquí"
      aria-label={newTabLabel('Portal Clientes: Accede Aquí')}
    >
      Portal Clientes
    </Button>
  );
}
