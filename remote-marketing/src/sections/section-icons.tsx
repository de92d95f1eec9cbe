import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createSvgIcon } from '@mui/material/utils';
import type { ComponentType } from 'react';
import { brandColors } from '@site/shared/theme';
export { ArrowForwardIcon } from '@site/shared/ui/cta-button';

// The few Material icons the building blocks draw themselves, inlined so that
// @site/shared does not depend on @mui/icons-material (pages pass their own).
const CHECK_CIRCLE_PATH =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2M9.29 16.29 5.7 12.7a.996.996 0 0 1 0-1.41c.39-.39 1.02-.39 1.41 0L10 14.17l6.88-6.88c.39-.39 1.02-.39 1.41 0s.39 1.02 0 1.41l-7.59 7.59c-.38.39-1.02.39-1.41 0';
export const CheckCircleIcon = createSvgIcon(<path d={CHECK_CIRCLE_PATH} />, 'CheckCircleRounded');

/**
 * The same check mark as a CSS mask, for a list's bullets: painted in `background-color`, drawn by
 * one rule of the list instead of an <svg> in the HTML for every item.
 */
export const checkCircleMask = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${CHECK_CIRCLE_PATH}"/></svg>`,
)}") center / contain no-repeat`;
export const SendIcon = createSvgIcon(
  <path d="m3.4 20.4 17.45-7.48c.81-.35.81-1.49 0-1.84L3.4 3.6c-.66-.29-1.39.2-1.39.91L2 9.12c0 .5.37.93.87.99L17 12 2.87 13.88c-.5.07-.87.5-.87 1l.01 4.61c0 .71.73 1.2 1.39.91" />,
  'SendRounded',
);
export const AssistantIcon = createSvgIcon(
  <path d="M20 9V7c0-1.1-.9-2-2-2h-3c0-1.66-1.34-3-3-3S9 3.34 9 5H6c-1.1 0-2 .9-2 2v2c-1.66 0-3 1.34-3 3s1.34 3 3 3v4c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2v-4c1.66 0 3-1.34 3-3s-1.34-3-3-3m-2 10H6V7h12zm-9-6c-.83 0-1.5-.67-1.5-1.5S8.17 10 9 10s1.5.67 1.5 1.5S9.83 13 9 13m7.5-1.5c0 .83-.67 1.5-1.5 1.5s-1.5-.67-1.5-1.5.67-1.5 1.5-1.5 1.5.67 1.5 1.5M8 15h8v2H8z" />,
  'SmartToyOutlined',
);

/** An icon component, e.g. one of `@mui/icons-material/*`. */
export type SectionIcon = ComponentType<SvgIconProps>;

export interface IconBadgeProps {
  icon: SectionIcon;
  /** Badge colour. Default brand blue. */
  color?: string;
  size?: number;
  /** 'soft' tints the background; 'solid' fills it. Default 'soft'. */
  variant?: 'soft' | 'solid';
}

/** A decorative rounded square holding an icon (feature cards, steps, benefits). */
export function IconBadge({ icon: Icon, color = brandColors.blue, size = 56, variant = 'soft' }: IconBadgeProps) {
  const solid = variant === 'solid';
  return (
    <Box
      aria-hidden
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: `${Math.round(size * 0.3)}px`,
        color: solid ? 'common.white' : color,
        bgcolor: solid ? color : `color-mix(in srgb, ${color} 12%, transparent)`,
      }}
    >
      <Icon sx={{ fontSize: Math.round(size * 0.5) }} />
    </Box>
  );
}
