import vm from 'node:vm';
import type { Preload } from './remote-preloads';
import { scriptLoader } from './script-loader';

interface FakeScript {
  src: string;
  async: boolean;
  nonce: string;
}

/** An <img> as the loader sees it: where it is drawn and whether it failed. */
interface FakeImage {
  top: number;
  width: number;
  complete: boolean;
  naturalWidth: number;
  currentSrc: string;
  addEventListener: (type: string, listener: () => void) => void;
  fail: () => void;
}

function fakeImage(currentSrc: string, { top = 100, width = 390 } = {}): FakeImage {
  const listeners: Array<() => void> = [];
  return {
    top,
    width,
    complete: false,
    naturalWidth: 0,
    currentSrc,
    addEventListener: (type, listener) => {
      if (type === 'error') listeners.push(listener);
    },
    fail() {
      this.complete = true;
      for (const listener of listeners) listener();
    },
  };
}

type EntryList = { getEntriesByName: (name: string) => unknown[]; getEntries: () => unknown[] };
type ObserverCallback = (list: EntryList, self: { disconnect: () => void }) => void;

/** Runs the loader as the page's inline script would, with a browser made of what it touches. */
function runLoader(
  scripts: string[],
  { hidden = false, observer = true, heroes = [] as FakeImage[], hints = [] as Preload[], afterFirstScreen = '' } = {},
) {
  const appended: FakeScript[] = [];
  const hinted: Array<{ rel: string; as: string; href: string; nonce: string }> = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  const observers = new Map<string, ObserverCallback>();
  const context = {
    window: { innerHeight: 844, ran: [] as string[] },
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      currentScript: { nonce: 'bm9uY2U' },
      createElement: () => ({ src: '', async: false, nonce: '' }),
      body: { appendChild: (script: FakeScript) => appended.push(script) },
      head: { appendChild: (link: { rel: string; as: string; href: string; nonce: string }) => hinted.push(link) },
      querySelectorAll: (selector: string) =>
        selector === 'img[fetchpriority="high"]'
          ? heroes.map((image) => ({ ...image, getBoundingClientRect: () => ({ top: image.top, width: image.width }) }))
          : [],
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    PerformanceObserver: observer
      ? class {
          static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
          constructor(private readonly callback: ObserverCallback) {}
          observe({ type }: { type: string }) {
            observers.set(type, this.callback);
          }
        }
      : undefined,
  };
  vm.runInNewContext(scriptLoader(scripts, hints, afterFirstScreen), context);
  const runTimers = (upToMs: number) => {
    for (const timer of timers.splice(0).sort((a, b) => a.ms - b.ms)) {
      if (timer.ms <= upToMs) timer.run();
      else timers.push(timer);
    }
  };
  const report = (type: string, entries: unknown[], names: string[] = []) =>
    observers.get(type)?.(
      { getEntriesByName: (name) => names.filter((entry) => entry === name), getEntries: () => entries },
      { disconnect: () => observers.delete(type) },
    );
  const paint = (names: string[]) => report('paint', [], names);
  const largestPaint = (url: string) => report('largest-contentful-paint', [{ url, element: null }]);
  return { appended, hinted, runTimers, paint, largestPaint, ran: context.window.ran };
}

describe('scriptLoader', () => {
  const files = ['/assets/react-dom.1.js', '/assets/main.2.js'];

  it('runs the scripts only once the first contentful paint is reported, each under the nonce', () => {
    const page = runLoader(files);
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.paint(['first-paint']);
    page.runTimers(0);
    expect(page.appended).toEqual([]);
    page.paint(['first-contentful-paint']);
    expect(page.appended).toEqual(files.map((src) => ({ src, async: true, nonce: 'bm9uY2U' })));
  });

  it("prefetches the route's remote files as it starts the scripts, not before", () => {
    const hints: Preload[] = [{ href: 'http://localhost:8082/remoteEntry.js', as: 'script' }];
    const page = runLoader(files, { hints });
    expect(page.hinted).toEqual([]);
    page.paint(['first-contentful-paint']);
    expect(page.hinted).toEqual([expect.objectContaining({ rel: 'prefetch', as: 'script', href: hints[0]?.href, nonce: 'bm9uY2U' })]);
    expect(page.appended).toHaveLength(2);
  });

  it('runs them after at most 3 s when no paint is reported, and never twice', () => {
    const page = runLoader(files);
    page.runTimers(2999);
    expect(page.appended).toHaveLength(0);
    page.runTimers(3000);
    expect(page.appended).toHaveLength(2);
    page.paint(['first-contentful-paint']);
    page.runTimers(3000);
    expect(page.appended).toHaveLength(2);
  });

  it('runs them at once in a hidden tab (it paints nothing) or without paint timing', () => {
    expect(runLoader(files, { hidden: true }).appended).toHaveLength(2);
    expect(runLoader(files, { observer: false }).appended).toHaveLength(2);
  });

  it('waits for the first screen\'s hero image to be painted, not for an image below it or a hidden one', () => {
    const hero = fakeImage('/hero.webp');
    const page = runLoader(files, { heroes: [hero, fakeImage('/below.webp', { top: 2000 }), fakeImage('/hidden.webp', { width: 0 })] });
    page.paint(['first-contentful-paint']);
    expect(page.appended).toEqual([]);
    page.largestPaint('/below.webp');
    expect(page.appended).toEqual([]);
    page.largestPaint('/hero.webp');
    expect(page.appended).toHaveLength(2);
  });

  it('runs them when the hero fails, or at the first paint when the first screen has no hero', () => {
    const hero = fakeImage('/hero.webp');
    const failing = runLoader(files, { heroes: [hero] });
    failing.paint(['first-contentful-paint']);
    expect(failing.appended).toEqual([]);
    hero.fail();
    expect(failing.appended).toHaveLength(2);

    const below = runLoader(files, { heroes: [fakeImage('/below.webp', { top: 2000 })] });
    below.paint(['first-contentful-paint']);
    expect(below.appended).toHaveLength(2);
  });

  it('runs what else waits for the first screen (the deferred stylesheet) with the scripts, under the nonce, even with no scripts', () => {
    // Its own names may be the loader's: they must not shadow them.
    const afterFirstScreen = 'var s = "propio", p = 0; window.ran.push(n);';
    const page = runLoader(files, { afterFirstScreen });
    expect(page.ran).toEqual([]);
    page.paint(['first-contentful-paint']);
    expect(page.ran).toEqual(['bm9uY2U']);
    expect(page.appended).toHaveLength(2);
    const alone = runLoader([], { afterFirstScreen });
    alone.paint(['first-contentful-paint']);
    expect(alone.ran).toEqual(['bm9uY2U']);
  });

  it('cannot be ended early by a URL, and is empty without scripts', () => {
    expect(scriptLoader(['/assets/</script><script>alert(1)</script>.js'])).not.toContain('</script>');
    expect(scriptLoader([])).toBe('');
  });
});
