import { Writable } from 'node:stream';
import type { EmotionCache } from '@emotion/cache';
import { classesOffFirstScreenOnly } from './first-screen';

export interface EmotionWriterOptions {
  nonce: string;
  /** The site's font preloads and stylesheet rules: into <head> with the first styles. */
  headExtra: string;
  /**
   * Takes the rules of the classes that only elements off the first screen use (first-screen.ts) and
   * returns the tags that load them without holding back the first paint. Without it every rule
   * is inline.
   */
  deferOffFirstScreen?: (rules: ReadonlyArray<readonly [id: string, css: string]>) => string;
  /** Receives the whole document. */
  onDone: (html: string) => void;
}

/**
 * The stream React renders into. It holds React's output until React flushes
 * (React splits its writes every 2 KB, even inside a tag, so nothing may be
 * put between two writes), then sends the styles emotion inserted since the
 * last flush, with the page's nonce: into <head> the first time, before the
 * late segment afterwards. The browser's emotion cache adopts them before
 * hydrating. `cache.compat` keeps emotion from writing <style> into React's
 * HTML itself. `headExtra` goes into <head> with the first styles: React's
 * hydration skips such extra tags in the head.
 */
export function emotionFlushingWriter(cache: EmotionCache, { nonce, headExtra, deferOffFirstScreen, onDone }: EmotionWriterOptions): Writable {
  const emitted = new Set<string>();

  /**
   * The global rules and those of the classes `html` uses, each once, with the keyframes they name. Emotion also
   * inserts rules no element carries: the inner layers of a styled component wrapping another
   * (MUI's buttons) and what a Suspense fallback showed before its content was ready. They are left
   * out (a fifth of the home page's CSS): the browser's cache inserts any it needs when it renders.
   */
  function takeStyles(html: string, splitAtFold: boolean): string {
    let tags = '';
    const used: Array<[string, string]> = [];
    const keyframes = new Map<string, string>();
    const unused: string[] = [];
    for (const [id, rules] of Object.entries(cache.inserted)) {
      if (emitted.has(id) || typeof rules !== 'string') continue;
      // A <Global>'s rules (CssBaseline's) name no class of theirs. Each goes out in a tag of its own,
      // named as the browser's <Global> looks for it, which it adopts instead of inserting them again.
      if (!id.startsWith('animation-') && !rules.includes(`.${cache.key}-${id}`)) {
        emitted.add(id);
        tags += `<style data-emotion="${cache.key}-global ${id}" nonce="${nonce}">${rules}</style>`;
      } else if (id.startsWith('animation-')) keyframes.set(id, rules);
      // A rule of a class the page carries.
      else if (html.includes(`${cache.key}-${id}`)) used.push([id, rules]);
      else unused.push(id);
    }
    for (const [id] of keyframes) {
      if (used.some(([, rules]) => rules.includes(id))) used.push([id, keyframes.get(id) ?? '']);
    }
    for (const [id] of used) emitted.add(id);
    // Every id is listed, the deferred ones and the inner layers too: the browser's cache takes them
    // as inserted, and inserts none of them again while it hydrates.
    const ids = [...used.map(([id]) => id), ...innerLayers(unused, used)].join(' ');
    const later = splitAtFold && deferOffFirstScreen ? laterRules(html, used) : new Set<string>();
    const inline = used.filter(([id]) => !later.has(id));
    if (used.length > 0) {
      tags += `<style data-emotion="${cache.key} ${ids}" nonce="${nonce}">${inline.map(([, rules]) => rules).join('')}</style>`;
    }
    if (later.size > 0 && deferOffFirstScreen) {
      tags += deferOffFirstScreen(used.filter(([id]) => later.has(id)));
    }
    return tags;
  }

  /**
   * Of the classes no element carries, the inner layers of a styled component wrapping another
   * (MUI's Button over ButtonBase): a class the page carries composes their styles, so no element
   * will ever need their rules. What a Suspense fallback showed is not among them: the browser
   * inserts its rules if it shows it again.
   */
  function innerLayers(unused: readonly string[], used: ReadonlyArray<readonly [string, string]>): string[] {
    const composed = used.map(([id]) => cache.registered[`${cache.key}-${id}`] ?? '');
    const inner = unused.filter((id) => {
      const styles = cache.registered[`${cache.key}-${id}`];
      return styles !== undefined && composed.some((outer) => outer !== styles && outer.includes(styles));
    });
    for (const id of inner) emitted.add(id);
    return inner;
  }

  /** The ids of the rules (keyframes included) that only elements off the first screen need. */
  function laterRules(html: string, used: ReadonlyArray<[string, string]>): Set<string> {
    const off = classesOffFirstScreenOnly(html, cache.key);
    const later = new Set(used.filter(([id]) => off.has(id)).map(([id]) => id));
    for (const [id] of used) {
      if (!id.startsWith('animation-')) continue;
      // Keyframes wait only when no rule drawn at once names them.
      if (!used.some(([other, rules]) => !other.startsWith('animation-') && !later.has(other) && rules.includes(id))) later.add(id);
    }
    return later;
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
    const styles = takeStyles(html, first);
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
