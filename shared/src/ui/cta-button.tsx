import Button from '@mui/material/Button';
import { Link as RouterLink } from '@site/shared/router';
import { paths } from '../routes/paths';
import { createSvgIcon } from '@mui/material/utils';

/** Inlined so that @site/shared does not depend on @mui/icons-material. */
export const ArrowForwardIcon = createSvgIcon(
  <path d="M5 13h11.17l-4.88 4.88c-.39.39-.39 1.03 0 1.42s1.02.39 1.41 0l6.59-6.59c.39-.39.39-1.02 0-1.41l-6.58-6.6a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41L16.17 11H5c-.55 0-1 .45-1 1s.45 1 1 1" />,
  'ArrowForwardRounded',
);

/** A call to action: a button that navigates inside the site. */
export interface CtaLink {
  label: string;
  /** A route from `paths` (may carry a hash, e.g. paths.contactForm). */
  to: string;
  /** 'primary' is the filled main action; 'secondary' an outlined alternative. Default 'primary'. */
  variant?: 'primary' | 'secondary';
  /** Accessible name when the visible label alone is ambiguous; must contain the label. */
  ariaLabel?: string;
}

/** The consultation call to action used wherever the SPEC leaves the destination open. */
export const consultationCta: CtaLink = {
  label: 'Solicitar una consultoría',
  to: paths.contactForm,
};

export interface CtaButtonProps {
  action: CtaLink;
  /** The button sits on a dark (brand blue) background. */
  onDark?: boolean;
  size?: 'medium' | 'large';
  /** Show a trailing arrow. Default true for primary actions. */
  arrow?: boolean;
}

/**
 * A router link styled as a button. On dark backgrounds the main action is
 * orange with dark text (white on #f19001 fails contrast) and the alternative
 * is outlined white; on light backgrounds they are blue.
 */
export function CtaButton({ action, onDark = false, size = 'large', arrow }: CtaButtonProps) {
  const primary = (action.variant ?? 'primary') === 'primary';
  const showArrow = arrow ?? primary;
  return (
    <Button
      component={RouterLink}
      to={action.to}
      aria-label={action.ariaLabel}
      size={size}
      variant={primary ? 'contained' : 'outlined'}
      color={primary && onDark ? 'secondary' : 'primary'}
      endIcon={showArrow ? <ArrowForwardIcon /> : undefined}
      sx={
        !primary && onDark
          ? { color: 'common.white', borderColor: 'onDark.outline', '&:hover': { borderColor: 'common.white', bgcolor: 'onDark.tint' } }
          : undefined
      }
    >
      {action.label}
    </Button>
  );
}
