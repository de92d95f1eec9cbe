import { paths } from '@site/shared/routes';
import { remoteModules, type RemoteName } from '@site/shared/federation';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
}

/**
 * Which remote serves which route: the one place to look. A route joins this
 * table when its page exists in its remote.
 */
export const routeTable: RemoteRoute[] = [
  { path: paths.podcast, remote: 'marketing', module: remoteModules.marketing.podcast },
  // / and /home show the same page (SPEC §2.1).
  { path: paths.root, remote: 'marketing', module: remoteModules.marketing.home },
  { path: paths.home, remote: 'marketing', module: remoteModules.marketing.home },
  { path: paths.customerExperience, remote: 'marketing', module: remoteModules.marketing.customerExperience },
  { path: paths.productivity, remote: 'marketing', module: remoteModules.marketing.productivity },
  { path: paths.aboutUs, remote: 'marketing', module: remoteModules.marketing.aboutUs },
  { path: paths.contact, remote: 'tools', module: remoteModules.tools.contact },
  { path: paths.contactSuccess, remote: 'tools', module: remoteModules.tools.contactSuccess },
  { path: paths.signatures, remote: 'tools', module: remoteModules.tools.signatures },
];
