// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfigs } from '@site/shared/build/rspack-config';

export default createRemoteConfigs({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'marketing',
  // One module per route (names agreed in @site/shared/federation).
  exposes: {
    './podcast-page': './src/pages/podcast/podcast-page.tsx',
    './home-page': './src/pages/home/home-page.tsx',
    './customer-experience-page': './src/pages/customer-experience/customer-experience-page.tsx',
    './productivity-page': './src/pages/productivity/productivity-page.tsx',
    './about-us-page': './src/pages/about-us/about-us-page.tsx',
    './digital-signage-page': './src/pages/services/digital-signage/digital-signage-page.tsx',
    './content-management-page': './src/pages/services/content-management/content-management-page.tsx',
    './lift-and-learn-page': './src/pages/services/lift-and-learn/lift-and-learn-page.tsx',
    './audience-measurement-page': './src/pages/services/audience-measurement/audience-measurement-page.tsx',
    './cloud-page': './src/pages/services/cloud/cloud-page.tsx',
    './ai-assistant-page': './src/pages/services/ai-assistant/ai-assistant-page.tsx',
    './internal-communications-page': './src/pages/services/internal-communications/internal-communications-page.tsx',
  },
});
