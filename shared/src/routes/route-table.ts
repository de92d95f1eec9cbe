import { paths, routePatterns } from './paths';
import { remoteModules, type ExposedModuleName, type RemoteName } from '../federation/remote-modules';

/** A route and the page module serving it: only a module its remote exposes type-checks. */
export type RemoteRoute = {
  [R in RemoteName]: { path: string; remote: R; module: ExposedModuleName<R> };
}[RemoteName];

/**
 * Which remote serves which route: the one place to look. A route joins this
 * table when its page exists in its remote. The shell routes by it; a remote
 * alone (npm run dev -w remote-<name>) serves its own pages at the same paths.
 */
export const routeTable: RemoteRoute[] = [
  { path: paths.podcast, remote: 'marketing', module: remoteModules.marketing.podcast },
  // / and /home show the same page (SPEC §2.1).
  { path: paths.root, remote: 'marketing', module: remoteModules.marketing.home },
  { path: paths.home, remote: 'marketing', module: remoteModules.marketing.home },
  { path: paths.customerExperience, remote: 'marketing', module: remoteModules.marketing.customerExperience },
  { path: paths.productivity, remote: 'marketing', module: remoteModules.marketing.productivity },
  { path: paths.aboutUs, remote: 'marketing', module: remoteModules.marketing.aboutUs },
  { path: paths.digitalSignage, remote: 'marketing', module: remoteModules.marketing.digitalSignage },
  { path: paths.contentManagement, remote: 'marketing', module: remoteModules.marketing.contentManagement },
  { path: paths.liftAndLearn, remote: 'marketing', module: remoteModules.marketing.liftAndLearn },
  { path: paths.audienceMeasurement, remote: 'marketing', module: remoteModules.marketing.audienceMeasurement },
  { path: paths.cloud, remote: 'marketing', module: remoteModules.marketing.cloud },
  { path: paths.aiAssistant, remote: 'marketing', module: remoteModules.marketing.aiAssistant },
  { path: paths.internalCommunications, remote: 'marketing', module: remoteModules.marketing.internalCommunications },
  { path: paths.blog, remote: 'content', module: remoteModules.content.blog },
  { path: routePatterns.article, remote: 'content', module: remoteModules.content.article },
  { path: paths.successCases, remote: 'content', module: remoteModules.content.successCases },
  { path: routePatterns.successCase, remote: 'content', module: remoteModules.content.successCase },
  { path: paths.resources, remote: 'content', module: remoteModules.content.resources },
  { path: paths.products, remote: 'catalogue', module: remoteModules.catalogue.catalogue },
  { path: paths.contact, remote: 'tools', module: remoteModules.tools.contact },
  { path: paths.contactSuccess, remote: 'tools', module: remoteModules.tools.contactSuccess },
  { path: paths.signatures, remote: 'tools', module: remoteModules.tools.signatures },
];
