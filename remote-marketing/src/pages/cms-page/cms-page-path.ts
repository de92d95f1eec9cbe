import { isCmsPagePath } from '@site/shared/cms';
import { paths } from '@site/shared/routes';

/**
 * The CMS page a pathname shows: its own path, without a trailing slash; /home is the home's (`/`,
 * SPEC §2.1). Null for a pathname no page can have (it is not asked for: simply not found).
 */
export function cmsPagePathOf(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = path === paths.home ? paths.root : path;
  return isCmsPagePath(page) ? page : null;
}
