// The two federation runtime calls the shell makes (remote-registry.ts), for the site built as
// one bundle without federation (scripts/bench/one-bundle/build-config.mjs): the bench's yardstick of what
// federation costs a visitor in bytes. Never deployed. The remotes' pages are bundled into
// the shell and each loaded with its own import(), as each is its own exposed module.
import type { RemoteName } from '../../../shared/src/federation/remote-modules';

/** Each remote's exposes (module name -> file), from its page records (build-config.mjs). */
declare const __ONE_BUNDLE_EXPOSES__: Record<RemoteName, Record<string, string>>;

/** A lazy require.context of rspack: keys are paths under its folder (`./home/home-page.tsx`). */
interface LazyContext {
  keys(): string[];
  (request: string): Promise<unknown>;
}

declare global {
  interface ImportMeta {
    webpackContext(request: string, options: { recursive: boolean; regExp: RegExp; mode: 'lazy' }): LazyContext;
  }
}

// rspack replaces each call at build time: the call and its arguments must be literals. Only
// the files a remote exposes as pages match (`*-page.tsx`, a CMS page folder's `index.ts`).
const pagesOf: Record<RemoteName, LazyContext> = {
  marketing: import.meta.webpackContext('../../../remote-marketing/src/pages', { recursive: true, regExp: /(-page\.tsx|\/index\.ts)$/, mode: 'lazy' }),
  content: import.meta.webpackContext('../../../remote-content/src/pages', { recursive: true, regExp: /(-page\.tsx|\/index\.ts)$/, mode: 'lazy' }),
  catalogue: import.meta.webpackContext('../../../remote-catalogue/src/pages', { recursive: true, regExp: /(-page\.tsx|\/index\.ts)$/, mode: 'lazy' }),
  tools: import.meta.webpackContext('../../../remote-tools/src/pages', { recursive: true, regExp: /(-page\.tsx|\/index\.ts)$/, mode: 'lazy' }),
};

/** Nothing to register: every page is in the bundle. */
export function registerRemotes(): void {}

/** `marketing/home-page` → the module the remote exposes under `./home-page`, from its file. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const [remote, ...rest] = id.split('/') as [RemoteName, ...string[]];
  const name = `./${rest.join('/')}`;
  const file = __ONE_BUNDLE_EXPOSES__[remote][name];
  if (!file) return null;
  return (await pagesOf[remote](file.replace(/^\.\/src\/pages/, '.'))) as T;
}
