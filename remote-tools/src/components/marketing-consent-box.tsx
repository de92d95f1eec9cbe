import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ChangeEvent } from 'react';
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
 * the server's; that tick is handed to the state, so what is sent is what is shown. A native box,
 * not MUI's Checkbox: that one brings its own ButtonBase, ripple and label (3.8 KB gzip on the
 * contact page's first load) for what the browser draws itself.
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
    <Box component="label" sx={{ mt: 2, display: 'flex', alignItems: 'flex-start', gap: 1.5, cursor: 'pointer' }}>
      <Box
        component="input"
        type="checkbox"
        ref={input}
        name={MARKETING_CONSENT_FIELD}
        value={MARKETING_CONSENT_VALUE}
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        sx={{ width: 20, height: 20, m: 0, mt: 0.25, flexShrink: 0, accentColor: (theme) => theme.palette.primary.main, cursor: 'pointer' }}
      />
      <Typography variant="body2" component="span">
        Quiero recibir por email novedades y contenidos de {siteConfig.brandName} (opcional; puedes darte de baja cuando quieras).
      </Typography>
    </Box>
  );
}
