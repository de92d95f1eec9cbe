import { resetRemoteUrls, startAllApps, startFreshCms, stopAllApps } from './servers';

/** The real CMS on a throwaway database, and the production builds served as deployed: one process per app. */
export default async function globalSetup(): Promise<void> {
  await stopAllApps();
  resetRemoteUrls();
  await startFreshCms();
  await startAllApps();
}
