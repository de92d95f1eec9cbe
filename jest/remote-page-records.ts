// For tests only: every remote's page records as this checkout has them.
import { pages as catalogue } from '../remote-catalogue/src/pages/pages.mjs';
import { pages as content } from '../remote-content/src/pages/pages.mjs';
import { pages as marketing } from '../remote-marketing/src/pages/pages.mjs';
import { pages as tools } from '../remote-tools/src/pages/pages.mjs';
import type { RemoteName } from '../shared/src/federation/remote-modules';
import type { PageRecordInput } from '../shared/src/pages/page-records.mjs';

export const remotePageRecords: Record<RemoteName, readonly PageRecordInput[]> = { marketing, content, catalogue, tools };
