// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfigs } from '@site/shared/build/rspack-config';

export default createRemoteConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'catalogue',
  // One module per route (names agreed in @site/shared/federation).
  exposes: {
    './catalogue-page': './src/pages/catalogue/catalogue-page.tsx',
  },
});
