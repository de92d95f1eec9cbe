import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { siteConfig } from '@site/shared/config';
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_VALUE } from '@site/shared/contact';
import { useMountedByHydration } from '@site/shared/hydration';

export interface MarketingConsentBoxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The optional box for marketing e-mails, apart from the request itself and unticked unless the
 * person ticks it. Posted natively as `marketingConsent=si` (nothing when unticked). Hydration
 * leaves the DOM's box as the person left it before the scripts ran but starts React's state from
 * the server's; that tick is handed to the state, so what is sent is what is shown.
 */
export function MarketingConsentBox({ checked, onChange }: MarketingConsentBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  const mountedByHydration = useMountedByHydration();
  const atHydration = useRef({ checked, onChange });
  useEffect(() => {
    const element = input.current;
    if (mountedByHydration && element && element.checked !== atHydration.current.checked) atHydration.current.onChange(element.checked);
  }, [mountedByHydration]);

  return (
    <FormControlLabel
      sx={{ mt: 2, alignItems: 'flex-start', mr: 0 }}
      control={
        <Checkbox
          name={MARKETING_CONSENT_FIELD}
          value={MARKETING_CONSENT_VALUE}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { ref: input } }}
          sx={{ mt: -0.75 }}
        />
      }
      label={
        <Typography variant="body2">
          Quiero recibir por email novedades y contenidos de {siteConfig.brandName} (opcional; puedes darte de baja cuando quieras).
        </Typography>
      }
    />
  );
}
