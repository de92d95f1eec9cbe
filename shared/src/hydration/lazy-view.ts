import { createElement, lazy, type ComponentType } from 'react';

/**
 * A view in a chunk of its own, fetched when a page first draws it (a marketing page's blocks, an
 * article's Markdown). The server waits for it (the HTML is whole); in the browser, a part that
 * hydrates late fetches it then (HydrateWhenVisible), and static content (StaticContent) only when
 * a client-side navigation draws it. Once in, it draws at once (no suspending again, on a later
 * page or a test's render).
 */
export function lazyView<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loading = async () => {
    loaded = (await load())[name];
    return { default: loaded };
  };
  const Lazy = lazy(loading);
  function LazyView(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  LazyView.displayName = `LazyView(${name})`;
  return LazyView;
}
