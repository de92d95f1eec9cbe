import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink } from '@site/shared/router';
import type { MenuItem } from '../navigation/menu-groups';

// The preview (and the Popper behind it) loads on first hover, not with the page.
const ProductsPreview = lazy(() => import('./products-preview'));

/** A dropdown entry: icon, title and description; some carry a hover preview. */
export function MenuEntry({ item }: { item: MenuItem }) {
  const [anchorEl, setAnchorEl] = useState<HTMLAnchorElement | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const Icon = item.icon;
  const showPreview = () => setPreviewOpen(true);
  const hidePreview = () => setPreviewOpen(false);

  return (
    <Box component="li" onMouseEnter={showPreview} onMouseLeave={hidePreview}>
      <Box
        component={RouterLink}
        ref={setAnchorEl}
        to={item.href}
        onFocus={showPreview}
        onBlur={hidePreview}
        sx={{
          display: 'flex',
          gap: 1.5,
          p: 1.5,
          borderRadius: 2,
          color: 'text.primary',
          textDecoration: 'none',
          '&:hover, &:focus-visible': { bgcolor: 'surface.menuHover' },
        }}
      >
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 40,
            height: 40,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'surface.menuActive',
            color: 'primary.main',
          }}
        >
          <Icon />
        </Box>
        <span>
          <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '0.95rem' }}>
            {item.title}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {item.description}
          </Typography>
        </span>
      </Box>
      {item.preview && previewOpen && (
        <Suspense fallback={null}>
          <ProductsPreview preview={item.preview} anchorEl={anchorEl} open={previewOpen} />
        </Suspense>
      )}
    </Box>
  );
}
