import vm from 'node:vm';
import { scriptLoader, scriptPreloadLinks } from './script-loader';

interface FakeScript {
  src: string;
  async: boolean;
  nonce: string;
}

/** Runs the loader as the page's inline script would, with a browser made of what it touches. */
function runLoader(scripts: string[], { hidden = false, observer = true } = {}) {
  const appended: FakeScript[] = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | null = null;
  const context = {
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      currentScript: { nonce: 'bm9uY2U' },
      createElement: () => ({ src: '', async: false, nonce: '' }),
      body: { appendChild: (script: FakeScript) => appended.push(script) },
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    PerformanceObserver: observer
      ? class {
          constructor(callback: typeof paintObserver) {
            paintObserver = callback;
          }
          observe() {}
        }
      : undefined,
  };
  vm.runInNewContext(scriptLoader(scripts), context);
  const runTimers = (upToMs: number) => {
    for (const timer of timers.splice(0).sort((a, b) => a.ms - b.ms)) {
      if (timer.ms <= upToMs) timer.run();
      else timers.push(timer);
    }
  };
  const paint = (names: string[]) =>
    paintObserver?.({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect: () => undefined });
  return { appended, runTimers, paint };
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

  it('cannot be ended early by a URL, and is empty without scripts', () => {
    expect(scriptLoader(['/assets/</script><script>alert(1)</script>.js'])).not.toContain('</script>');
    expect(scriptLoader([])).toBe('');
  });
});

describe('scriptPreloadLinks', () => {
  it('fetches each script from <head> under the nonce', () => {
    expect(scriptPreloadLinks(['/assets/main.2.js'], 'bm9uY2U')).toBe('<link rel="preload" as="script" href="/assets/main.2.js" nonce="bm9uY2U"/>');
  });
});
