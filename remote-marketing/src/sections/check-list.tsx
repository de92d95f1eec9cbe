import Box from '@mui/material/Box';
import { brandColors } from '@site/shared/theme';
import { bareList } from '@site/shared/ui/styles';
import { CheckCircleIcon } from './section-icons';

export interface CheckListProps {
  items: string[];
  onDark?: boolean;
  /** Accessible name of the list. */
  ariaLabel?: string;
  dense?: boolean;
}

/** A bulleted list whose bullets are check marks. */
export function CheckList({ items, onDark = false, ariaLabel, dense = false }: CheckListProps) {
  return (
    <Box component="ul" aria-label={ariaLabel} sx={{ ...bareList, display: 'grid', gap: dense ? 1 : 1.5 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item}
          sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', lineHeight: 1.55, color: onDark ? 'surface.hover' : 'text.primary' }}
        >
          <CheckCircleIcon
            aria-hidden
            sx={{ fontSize: 20, mt: '2px', flexShrink: 0, color: onDark ? brandColors.orange : brandColors.blue }}
          />
          <span>{item}</span>
        </Box>
      ))}
    </Box>
  );
}
