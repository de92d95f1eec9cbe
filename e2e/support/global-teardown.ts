import { resetRemoteUrls, stopAllApps } from './servers';

export default async function globalTeardown(): Promise<void> {
  await stopAllApps();
  resetRemoteUrls();
}
