interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows runs in a new one, after the browser has had its turn (input,
 * rendering). `scheduler.yield()` where the browser has it (it resumes ahead of other queued
 * work); otherwise a message to a channel, which, unlike a chain of `setTimeout(0)`, is never
 * clamped to 4 ms.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs the steps one after another, each in a task of its own. A step that fails stops the rest
 * (what it loads, the later ones need) and is reported; the page stays as the server rendered it.
 */
export async function runInSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await yieldToBrowser();
    await step();
  }
}
