import Box from '@mui/material/Box';
import { brandColors } from '@site/shared/theme';
import { bareList } from '@site/shared/ui/styles';
import { checkCircleMask } from './section-icons';

export interface CheckListProps {
  items: string[];
  onDark?: boolean;
  /** Accessible name of the list. */
  ariaLabel?: string;
  dense?: boolean;
}

/**
 * A bulleted list whose bullets are check marks. The items are plain <li>s styled from the list's one
 * class, their check marks drawn by CSS (`checkCircleMask`): a page carries dozens of them.
 */
export function CheckList({ items, onDark = false, ariaLabel, dense = false }: CheckListProps) {
  return (
    <Box
      component="ul"
      aria-label={ariaLabel}
      sx={{
        ...bareList,
        display: 'grid',
        gap: dense ? 1 : 1.5,
        '& > li': { display: 'flex', gap: 1.25, alignItems: 'flex-start', lineHeight: 1.55, color: onDark ? 'surface.hover' : 'text.primary' },
        '& > li::before': {
          content: '""',
          flexShrink: 0,
          width: 20,
          height: 20,
          mt: '2px',
          bgcolor: onDark ? brandColors.orange : brandColors.blue,
          mask: checkCircleMask,
        },
      }}
    >
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}
