// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfigs } from '@site/shared/build/rspack-config';

export default createRemoteConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'content',
  // One module per route (names agreed in @site/shared/federation).
  exposes: {
    './blog-page': './src/pages/blog/blog-page.tsx',
    './article-page': './src/pages/article/article-page.tsx',
    './success-cases-page': './src/pages/success-cases/success-cases-page.tsx',
    './success-case-page': './src/pages/success-case/success-case-page.tsx',
    './resources-page': './src/pages/resources/resources-page.tsx',
  },
});
