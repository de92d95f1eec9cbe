import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { runInSteps, yieldToBrowser } from './yield-to-browser';

// jsdom has no MessageChannel; the browser's and Node's behave alike here.
beforeAll(() => {
  globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;
});

describe('runInSteps', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('yields to the browser before each step, and runs the steps in order', async () => {
    const order: string[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      yield: () => {
        order.push('turno del navegador');
        return Promise.resolve();
      },
    };
    await runInSteps(['react-dom', 'tema', 'layout'].map((name) => async () => void order.push(name)));
    expect(order).toEqual(['turno del navegador', 'react-dom', 'turno del navegador', 'tema', 'turno del navegador', 'layout']);
  });

  it('without scheduler.yield, resumes in a new task (a message), after work queued before it', async () => {
    const order: string[] = [];
    const done = runInSteps([async () => void order.push('paso')]);
    void Promise.resolve().then(() => order.push('microtarea'));
    await done;
    expect(order).toEqual(['microtarea', 'paso']);
  });

  it('stops at a step that fails and reports it', async () => {
    const later = jest.fn();
    await expect(runInSteps([() => Promise.reject(new Error('sin red')), later])).rejects.toThrow('sin red');
    expect(later).not.toHaveBeenCalled();
  });
});

describe('yieldToBrowser', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    try {
      await yieldToBrowser();
      expect(yieldSpy).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
