import { paintBelowTheFold } from './paint-below-the-fold';

/** Idle moments and frames the test hands out one at a time. */
function scheduler() {
  const queue: Array<() => void> = [];
  const idle = (run: () => void) => {
    queue.push(run);
    return () => {
      const at = queue.indexOf(run);
      if (at >= 0) queue.splice(at, 1);
    };
  };
  const frame = (run: () => void) => void queue.push(run);
  return { idle, frame, step: () => queue.shift()?.(), pending: () => queue.length };
}

const page = () => {
  document.body.innerHTML = `
    <header><nav><div data-off-first-screen="closed"></div></nav></header>
    <main><section id="hero"></section><div data-off-first-screen="" id="a"></div><div data-off-first-screen="" id="b"></div></main>
    <footer data-off-first-screen="" id="c"></footer>`;
  return document.body;
};
const painted = () => [...document.querySelectorAll('[data-painted]')].map((element) => element.id);

describe('paintBelowTheFold', () => {
  it('paints the parts below the fold one per idle moment, each after the last one had its frame, and leaves closed menus alone', () => {
    const { idle, frame, step, pending } = scheduler();
    paintBelowTheFold(page(), idle, frame);
    expect(painted()).toEqual([]);
    step();
    expect(painted()).toEqual(['a']);
    step(); // the idle moment before the frame
    expect(painted()).toEqual(['a']);
    step(); // the frame
    step(); // the next idle moment
    expect(painted()).toEqual(['a', 'b']);
    while (pending() > 0) step();
    expect(painted()).toEqual(['a', 'b', 'c']);
    expect(document.querySelector('[data-off-first-screen="closed"]')?.hasAttribute('data-painted')).toBe(false);
  });

  it('stops when told (a new page starts its own)', () => {
    const { idle, frame, step, pending } = scheduler();
    const stop = paintBelowTheFold(page(), idle, frame);
    step();
    step();
    stop();
    while (pending() > 0) step();
    expect(painted()).toEqual(['a']);
  });

  it('paints a part the page draws later (a filter rendering its cards again)', async () => {
    const { idle, frame, step, pending } = scheduler();
    const root = page();
    const stop = paintBelowTheFold(root, idle, frame);
    while (pending() > 0) step();
    const later = Object.assign(document.createElement('div'), { id: 'd' });
    later.setAttribute('data-off-first-screen', '');
    root.querySelector('main')?.append(later);
    await Promise.resolve(); // mutation records are delivered as a microtask
    while (pending() > 0) step();
    expect(later.hasAttribute('data-painted')).toBe(true);
    stop();
  });
});
