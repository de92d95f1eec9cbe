import { resetRemoteUrls, stopAllApps } from './servers';

export default function globalTeardown(): void {
  stopAllApps();
  resetRemoteUrls();
}
