import { resetRemoteUrls, startAllApps, stopAllApps } from './servers';

/** The production builds, served as deployed: one process per app. */
export default async function globalSetup(): Promise<void> {
  stopAllApps();
  resetRemoteUrls();
  await startAllApps();
}
