// A remote alone (npm run dev -w remote-<name>): its host page reads the remote's own page records,
// aliased by its dev build (shared/build/rspack-config.mjs).
declare module '@standalone-remote/pages/pages.mjs' {
  import type { PageRecordInput } from '../src/pages/page-records.mjs';

  export const pages: readonly PageRecordInput[];
}
