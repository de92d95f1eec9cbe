// @ts-check
// What each remote exposes, declared once: every remote's rspack config builds
// its `exposes` from this (exposesOf), and the shell's route table takes its
// module names from it (remote-modules.ts), so a route cannot name a module its
// remote does not expose. Plain JavaScript because the rspack configs import it
// in Node; TypeScript reads the literal types through the JSDoc below.

/**
 * Remote -> page key -> the exposed module's name and its file, relative to
 * the remote's folder (a CMS page's file is its folder's index, which adds the
 * page's server data beside the component). One module per route, so a visitor downloads only the
 * page it opens. Names are a contract with deployed shells: keep them stable.
 */
export const exposedModules = /** @type {const} */ ({
  marketing: {
    podcast: { name: './podcast-page', file: './src/pages/podcast/podcast-page.tsx' },
    home: { name: './home-page', file: './src/pages/home/home-page.tsx' },
    customerExperience: { name: './customer-experience-page', file: './src/pages/customer-experience/customer-experience-page.tsx' },
    productivity: { name: './productivity-page', file: './src/pages/productivity/productivity-page.tsx' },
    aboutUs: { name: './about-us-page', file: './src/pages/about-us/about-us-page.tsx' },
    digitalSignage: { name: './digital-signage-page', file: './src/pages/services/digital-signage/digital-signage-page.tsx' },
    contentManagement: { name: './content-management-page', file: './src/pages/services/content-management/content-management-page.tsx' },
    liftAndLearn: { name: './lift-and-learn-page', file: './src/pages/services/lift-and-learn/lift-and-learn-page.tsx' },
    audienceMeasurement: { name: './audience-measurement-page', file: './src/pages/services/audience-measurement/audience-measurement-page.tsx' },
    cloud: { name: './cloud-page', file: './src/pages/services/cloud/cloud-page.tsx' },
    aiAssistant: { name: './ai-assistant-page', file: './src/pages/services/ai-assistant/ai-assistant-page.tsx' },
    internalCommunications: {
      name: './internal-communications-page',
      file: './src/pages/services/internal-communications/internal-communications-page.tsx',
    },
  },
  content: {
    blog: { name: './blog-page', file: './src/pages/blog/index.ts' },
    article: { name: './article-page', file: './src/pages/article/index.ts' },
    successCases: { name: './success-cases-page', file: './src/pages/success-cases/index.ts' },
    successCase: { name: './success-case-page', file: './src/pages/success-case/index.ts' },
    resources: { name: './resources-page', file: './src/pages/resources/index.ts' },
  },
  catalogue: {
    catalogue: { name: './catalogue-page', file: './src/pages/catalogue/index.ts' },
  },
  tools: {
    contact: { name: './contact-page', file: './src/pages/contact/contact-page.tsx' },
    contactSuccess: { name: './contact-success-page', file: './src/pages/contact-success/contact-success-page.tsx' },
    signatures: { name: './signatures-page', file: './src/pages/signatures/signatures-page.tsx' },
  },
});

/**
 * A remote's `exposes` for the federation plugin: exposed name -> file.
 * @param {keyof typeof exposedModules} remote
 * @returns {Record<string, string>}
 */
export function exposesOf(remote) {
  return Object.fromEntries(Object.values(exposedModules[remote]).map(({ name, file }) => [name, file]));
}
