import { Suspense, lazy, useState } from 'react';
import { useHydrated } from '@site/shared/hydration';
import { Link as RouterLink } from '@site/shared/router';
import type { MenuItem } from '../navigation/menu-groups';

// The preview (and the Popper behind it) loads on first hover, not with the page.
const ProductsPreview = lazy(() => import('./products-preview'));

/**
 * How the entries look, set once on their list (`sx={{ ...menuEntryRules }}`): each entry is then plain
 * markup with no class of its own, as every page's HTML carries all of them.
 */
export const menuEntryRules = {
  '& a': {
    display: 'flex',
    gap: 1.5,
    p: 1.5,
    borderRadius: 2,
    color: 'text.primary',
    textDecoration: 'none',
    '&:hover, &:focus-visible': { bgcolor: 'surface.menuHover' },
  },
  // The icon's tile.
  '& a > span:first-of-type': {
    flexShrink: 0,
    width: 40,
    height: 40,
    borderRadius: 2,
    display: 'grid',
    placeItems: 'center',
    bgcolor: 'surface.menuActive',
    color: 'primary.main',
  },
  // The title, then the description.
  '& a > span:last-of-type > span': { display: 'block' },
  '& a > span:last-of-type > span:first-of-type': { fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.5 },
  '& a > span:last-of-type > span:last-of-type': { typography: 'body2', color: 'text.secondary' },
} as const;

/**
 * The link's content: icon, title and description. The icon is drawn once the page has hydrated:
 * the menus are closed on the first screen, and their twenty icons were 8 KB of every page's HTML.
 * Its tile keeps its size meanwhile, so a menu opened before the scripts run does not shift.
 */
function EntryContent({ item }: { item: MenuItem }) {
  const Icon = item.icon;
  const hydrated = useHydrated();
  return (
    <>
      <span aria-hidden="true">{hydrated && <Icon />}</span>
      <span>
        <span>{item.title}</span>
        <span>{item.description}</span>
      </span>
    </>
  );
}

/** An entry with a hover preview beside it (Productos). Only it keeps state: hovering another entry renders nothing. */
function PreviewedMenuEntry({ item, preview }: { item: MenuItem; preview: NonNullable<MenuItem['preview']> }) {
  const [anchorEl, setAnchorEl] = useState<HTMLAnchorElement | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const showPreview = () => setPreviewOpen(true);
  const hidePreview = () => setPreviewOpen(false);

  return (
    <li onMouseEnter={showPreview} onMouseLeave={hidePreview}>
      <RouterLink ref={setAnchorEl} to={item.href} onFocus={showPreview} onBlur={hidePreview}>
        <EntryContent item={item} />
      </RouterLink>
      {previewOpen && (
        <Suspense fallback={null}>
          <ProductsPreview preview={preview} anchorEl={anchorEl} open={previewOpen} />
        </Suspense>
      )}
    </li>
  );
}

/** A dropdown entry: icon, title and description; some carry a hover preview. */
export function MenuEntry({ item }: { item: MenuItem }) {
  if (item.preview) return <PreviewedMenuEntry item={item} preview={item.preview} />;
  return (
    <li>
      <RouterLink to={item.href}>
        <EntryContent item={item} />
      </RouterLink>
    </li>
  );
}
