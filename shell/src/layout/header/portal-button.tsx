import Button from '@mui/material/Button';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { newTabLabel, newTabLink } from '@site/shared/ui/new-tab';
import { useContactDetails } from '../contact-details';

/** 'Accede Aquí' to the external customer portal (shown as 'Portal Clientes'). */
export function PortalButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const { customerPortalUrl } = useContactDetails();
  return (
    <Button
      variant="contained"
      color="secondary"
      href={customerPortalUrl}
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
