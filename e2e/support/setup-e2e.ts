import { saveArtifactsOfFailedTest } from './artifacts';
import { AFTER_TEST_HOOK } from './test-outcome';

// Real browsers and real servers take longer than jest's 5 s default.
jest.setTimeout(60_000);

// A failed test leaves its traces and screenshots in e2e/artifacts/ (see artifacts.ts).
(globalThis as Record<string, unknown>)[AFTER_TEST_HOOK] = saveArtifactsOfFailedTest;
