import { TestEnvironment } from 'jest-environment-node';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import type { Circus } from '@jest/types';
import { AFTER_TEST_HOOK, type AfterTestHook } from './test-outcome';

/**
 * Node, plus one thing jest's hooks cannot tell: whether the test that just
 * ended failed. On circus's `test_done` (after every afterEach, so a failed
 * afterEach check counts) it hands the outcome to the hook that
 * e2e/support/artifacts.ts installs, which keeps traces and screenshots of
 * failed tests.
 */
export default class E2eEnvironment extends TestEnvironment {
  private readonly testPath: string;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_done') return;
    const hook = this.global[AFTER_TEST_HOOK] as AfterTestHook | undefined;
    if (!hook) return;
    const names: string[] = [];
    for (let block: Circus.TestEntry | Circus.DescribeBlock | undefined = event.test; block; block = block.parent) {
      if (block.name !== 'ROOT_DESCRIBE_BLOCK') names.unshift(block.name);
    }
    // Circus keeps each error as [error, asyncError] or the error alone.
    const errors = event.test.errors.map((entry) => {
      const error: unknown = Array.isArray(entry) ? entry[0] : entry;
      return error instanceof Error ? (error.stack ?? error.message) : String(error);
    });
    try {
      await hook({ failed: errors.length > 0, testPath: this.testPath, testName: names.join(' '), errors });
    } catch (error) {
      console.warn('e2e: no se pudieron guardar los artefactos del test', error);
    }
  }
}
