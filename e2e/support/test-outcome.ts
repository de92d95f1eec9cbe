/** What the e2e environment hands, once a test is over (afterEach hooks included), to the hook the suite installs. */
export type AfterTestHook = (outcome: { failed: boolean; testPath: string; testName: string; errors: string[] }) => Promise<void>;

/** The global the hook is installed under (set by setup-e2e.ts, called by test-environment.ts). */
export const AFTER_TEST_HOOK = '__e2eAfterTest';
