import fs from 'node:fs';
import path from 'node:path';
import { liveContexts, tracing } from './browser';
import type { AfterTestHook } from './test-outcome';

/** Git-ignored: e2e/artifacts/<test file>/<test name>/. */
export const ARTIFACTS_DIR = path.resolve(__dirname, '../artifacts');

/** A name that is safe as one folder on any file system: no accents, no separators, not too long. */
function folderName(text: string): string {
  const safe = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
  return safe || 'test';
}

/**
 * Called by the e2e environment when a test is over. Every open browser
 * context has recorded a trace chunk (screenshots and DOM snapshots) since the
 * previous test: for a failed test it is saved, with a full-page screenshot of
 * every open page and the test's errors; for a passing one it is dropped.
 * Either way a new chunk starts, for contexts that outlive the test
 * (opened in beforeAll). A context the test closed itself is gone: a failing
 * assertion usually comes before the test's close().
 */
export const saveArtifactsOfFailedTest: AfterTestHook = async ({ failed, testPath, testName, errors }) => {
  const contexts = [...liveContexts];
  const dir = path.join(ARTIFACTS_DIR, path.basename(testPath), folderName(testName));
  if (failed) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'errors.txt'), `${testName}\n\n${errors.join('\n\n')}\n`);
  }
  await Promise.all(
    contexts.map(async (context, contextIndex) => {
      const name = `context-${contextIndex + 1}`;
      try {
        if (failed) {
          for (const [pageIndex, page] of context.pages().entries()) {
            await page
              .screenshot({ path: path.join(dir, `${name}-page-${pageIndex + 1}.png`), fullPage: true, timeout: 10_000 })
              .catch((error: unknown) => fs.writeFileSync(path.join(dir, `${name}-page-${pageIndex + 1}.txt`), String(error)));
          }
        }
        if (!tracing) return;
        await context.tracing.stopChunk(failed ? { path: path.join(dir, `${name}-trace.zip`) } : {});
        await context.tracing.startChunk();
      } catch {
        // Closed meanwhile (a test that timed out may still be closing it).
      }
    }),
  );
};
