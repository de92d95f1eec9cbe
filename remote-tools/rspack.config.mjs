// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfigs } from '@site/shared/build/rspack-config';

export default createRemoteConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'tools',
  // One module per route (names agreed in @site/shared/federation).
  exposes: {
    './contact-page': './src/pages/contact/contact-page.tsx',
    './contact-success-page': './src/pages/contact-success/contact-success-page.tsx',
    './signatures-page': './src/pages/signatures/signatures-page.tsx',
  },
});
