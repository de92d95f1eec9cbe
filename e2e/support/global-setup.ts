import { resetRemoteUrls, siteOfThisRun, startAllApps, startFreshCms, stopAllApps, markSiteOfThisRun } from './servers';

/**
 * The real CMS on a throwaway database, and the production builds served as deployed: one process per app.
 * scripts/run-e2e.mjs runs jest twice over one site: the second run finds the site its first started.
 */
export default async function globalSetup(): Promise<void> {
  if (await siteOfThisRun()) return;
  await stopAllApps();
  resetRemoteUrls();
  await startFreshCms();
  await startAllApps();
  markSiteOfThisRun();
}
