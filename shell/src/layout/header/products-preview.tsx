import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import type { MenuItem } from '../navigation/menu-groups';

export const PREVIEW_WIDTH = 256;

export interface ProductsPreviewProps {
  preview: NonNullable<MenuItem['preview']>;
  anchorEl: HTMLElement | null;
  open: boolean;
}

/**
 * The Productos hover preview: an image and the four screen categories. It
 * opens below its entry, or above when there is no room below (Popper's flip).
 */
export default function ProductsPreview({ preview, anchorEl, open }: ProductsPreviewProps) {
  return (
    <Popper
      open={open && anchorEl !== null}
      anchorEl={anchorEl}
      placement="bottom-start"
      disablePortal
      modifiers={[
        { name: 'flip', enabled: true, options: { fallbackPlacements: ['top-start'] } },
        { name: 'preventOverflow', options: { padding: 8 } },
      ]}
      sx={{ zIndex: (theme) => theme.zIndex.modal, width: PREVIEW_WIDTH }}
      data-testid="products-preview"
    >
      <Paper elevation={10} sx={{ overflow: 'hidden', borderRadius: 3 }}>
        <Box
          component="img"
          src={preview.image}
          alt={preview.imageAlt}
          width={PREVIEW_WIDTH}
          height={144}
          sx={{ display: 'block', width: '100%', height: 144, objectFit: 'cover' }}
        />
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, mb: 1 }}>
            Categorías
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {preview.features.map((feature) => (
              <Typography key={feature} component="li" variant="body2">
                {feature}
              </Typography>
            ))}
          </Box>
        </Box>
      </Paper>
    </Popper>
  );
}
