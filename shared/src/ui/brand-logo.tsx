import Box from '@mui/material/Box';
import { siteConfig } from '../config/site-config';
import { brandColors } from '../theme/theme';
import { onDark } from '@site/shared/theme';

export interface BrandLogoProps {
  /** 'light' for dark backgrounds (footer). */
  tone?: 'default' | 'light';
  height?: number;
}

/**
 * The brand: two linked rings (everything is about links) and the name.
 * Inline SVG, so it costs no request and stays sharp at any size.
 */
export function BrandLogo({ tone = 'default', height = 36 }: BrandLogoProps) {
  const ink = tone === 'light' ? onDark.primary : brandColors.blue;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: ink }}>
      <svg width={height * 1.5} height={height} viewBox="0 0 54 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="12" fill="none" stroke={ink} strokeWidth="5" />
        <circle cx="36" cy="18" r="12" fill="none" stroke={brandColors.orange} strokeWidth="5" />
      </svg>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: height * 0.55, letterSpacing: '-0.02em', whiteSpace: 'nowrap', lineHeight: 1 }}
      >
        {siteConfig.brandName}
      </Box>
    </Box>
  );
}
