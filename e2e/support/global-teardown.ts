import { resetRemoteUrls, stopAllApps } from './servers';

export default async function globalTeardown(): Promise<void> {
  // scripts/run-e2e.mjs's first jest run leaves the site to its second.
  if (process.env.E2E_KEEP_SITE === '1') return;
  await stopAllApps();
  resetRemoteUrls();
}
