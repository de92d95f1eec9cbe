import { Writable } from 'node:stream';
import type { EmotionCache } from '@emotion/cache';

/**
 * The stream React renders into. It holds React's output until React flushes
 * (React splits its writes every 2 KB, even inside a tag, so nothing may be
 * put between two writes), then sends the styles emotion inserted since the
 * last flush, with the page's nonce: into <head> the first time, before the
 * late segment afterwards. The browser's emotion cache adopts them before
 * hydrating. `cache.compat` keeps emotion from writing <style> into React's
 * HTML itself. `headExtra` (the site's stylesheet links) goes into <head> with
 * the first styles: React's hydration skips such extra tags in the head.
 * `onDone` receives the whole document.
 */
export function emotionFlushingWriter(cache: EmotionCache, nonce: string, headExtra: string, onDone: (html: string) => void): Writable {
  const globals: Array<[string, string]> = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const rules = insert(selector, serialized, sheet, shouldCache);
    // <Global> styles (CssBaseline) are not kept in cache.inserted.
    if (!shouldCache && typeof rules === 'string') globals.push([serialized.name, rules]);
    return rules;
  };
  const emitted = new Set<string>();

  function takeStyles(): string {
    let tags = globals
      .splice(0)
      .map(([name, css]) => `<style data-emotion="${cache.key}-global ${name}" nonce="${nonce}">${css}</style>`)
      .join('');
    const ids: string[] = [];
    let css = '';
    for (const [id, rules] of Object.entries(cache.inserted)) {
      if (emitted.has(id) || typeof rules !== 'string') continue;
      emitted.add(id);
      ids.push(id);
      css += rules;
    }
    if (ids.length > 0) tags += `<style data-emotion="${cache.key} ${ids.join(' ')}" nonce="${nonce}">${css}</style>`;
    return tags;
  }

  let pending: Buffer[] = [];
  let first = true;
  let document = '';
  const out = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      callback();
    },
    final(callback) {
      flush();
      onDone(document);
      callback();
    },
  });

  function flush(): void {
    if (pending.length === 0) return;
    let html = Buffer.concat(pending).toString('utf8');
    pending = [];
    const styles = takeStyles();
    if (first) {
      html = html.replace('</head>', `${headExtra}${styles}</head>`);
      first = false;
    } else {
      html = styles + html;
    }
    document += html;
  }
  // React calls destination.flush() when a segment is complete.
  (out as Writable & { flush: () => void }).flush = flush;
  return out;
}
