import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import registerSharesOnce from './register-shares-once';

/** The shared modules of an app as its build declares them: eager singletons the app provides. */
function sharedModules(count: number) {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `paquete-${index}`,
      { version: '1.0.0', lib: () => ({ index }), shareConfig: { singleton: true, requiredVersion: false as const, eager: true } },
    ]),
  );
}

/** Counts the runtime's registrations of shared modules, as any plugin can hear them. */
function registrationCounter(): { plugin: ModuleFederationRuntimePlugin; count: () => number } {
  let registrations = 0;
  return {
    plugin: { name: 'cuenta-registros', afterRegisterShare: () => void (registrations += 1) },
    count: () => registrations,
  };
}

let appNumber = 0;
/** An app (a federation instance) with `count` shared modules, taking each once as the shell's start does. */
function takeEveryModule(count: number, plugins: ModuleFederationRuntimePlugin[]) {
  appNumber += 1;
  const federation = createInstance({ name: `app_${appNumber}`, remotes: [], shared: sharedModules(count), shareStrategy: 'loaded-first', plugins });
  const taken = Array.from({ length: count }, (_, index) => federation.loadShareSync(`paquete-${index}`)?.());
  return { federation, taken };
}

describe('registerSharesOnce', () => {
  it('registers each shared module once, however many the app takes (without it: once per module taken)', () => {
    const without = registrationCounter();
    takeEveryModule(20, [without.plugin]);
    // What the runtime does alone: twenty as the app declares them, then every module taken
    // registers all twenty again.
    expect(without.count()).toBe(20 + 20 * 20);

    const withPlugin = registrationCounter();
    const { taken } = takeEveryModule(20, [registerSharesOnce(), withPlugin.plugin]);
    // Declared, then registered once in the scope.
    expect(withPlugin.count()).toBe(20 + 20);
    expect(taken).toEqual(Array.from({ length: 20 }, (_, index) => ({ index })));
  });

  it('registers again a scope whose modules changed, so a module added later is found', () => {
    const counter = registrationCounter();
    const { federation } = takeEveryModule(3, [registerSharesOnce(), counter.plugin]);
    federation.initOptions({ name: federation.options.name, remotes: [], shared: { tardio: { version: '2.0.0', lib: () => 'tardío', shareConfig: { singleton: true, requiredVersion: false } } } });
    expect(federation.loadShareSync('tardio')?.()).toBe('tardío');
    expect(counter.count()).toBeGreaterThan(3);
  });
});
