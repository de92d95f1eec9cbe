// HTML's invoker commands: `<button commandfor="menu-movil" command="show-modal">` opens a <dialog> with no
// script (the header's side menu, shell/src/layout/header/mobile-menu.tsx). @types/react 19.3 does not list
// them yet. Lowercase, because React passes an unknown lowercase attribute through as written.
import type {} from 'react';

declare module 'react' {
  // An augmentation repeats the interface's type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}` | undefined;
  }
}
