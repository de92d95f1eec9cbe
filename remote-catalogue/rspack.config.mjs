// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfigs } from '@site/shared/build/rspack-config';
import { pages } from './src/pages/pages.mjs';

export default createRemoteConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalogue',
  // Its exposes (one module per page) and its pages.json come from its page records.
  pages,
});
