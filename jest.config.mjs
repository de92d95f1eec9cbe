// @ts-check
// Two projects: `unit` (jsdom, beside the code) and `e2e` (real Chromium
// against the production builds, the real servers and, later, the real CMS).

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// react-markdown and the unified/remark/micromark packages behind it are ESM
// only: compile them to CommonJS like our own code.
const esmOnlyPackages = [
  'react-markdown', 'unified', 'bail', 'devlop', 'is-plain-obj', 'trough', 'vfile', 'vfile-message', 'unist-util-.*',
  'mdast-util-.*', 'micromark', 'micromark-.*', 'decode-named-character-reference', 'character-entities',
  'hast-util-.*', 'remark-parse', 'remark-rehype', 'property-information', 'space-separated-tokens',
  'comma-separated-tokens', 'html-url-attributes', 'trim-lines', 'zwitch', 'longest-streak', 'ccount',
  'estree-util-is-identifier-name', 'style-to-js', 'style-to-object', 'inline-style-parser',
];

/** @type {import('jest').Config} */
const config = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/shared', '<rootDir>/shell', '<rootDir>/remote-marketing', '<rootDir>/remote-content', '<rootDir>/remote-catalogue', '<rootDir>/remote-tools'],
      // .mjs: @site/shared's modules that Node scripts import as they are (the topology, releases, exposed modules).
      testMatch: ['**/src/**/*.test.ts?(x)', '**/src/**/*.test.mjs'],
      // Node-only modules of @site/shared are tested in the server project.
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/shared/src/node/'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swcTransform },
      transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
      moduleNameMapper: {
        // Components render inside the site's theme, as the shell gives it to every page.
        '^@testing-library/react$': '<rootDir>/jest/render-in-site-theme.ts',
        '\\.(css)$': '<rootDir>/jest/style-stub.cjs',
        '\\.(svg|png|jpe?g|webp|avif|gif|mp4|webm|woff2?)$': '<rootDir>/jest/asset-stub.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/jest/setup-unit.ts'],
    },
    {
      // The shell's server, the scripts (the bench's pure parts), @site/shared's Node-only modules and the
      // end-to-end harness's own parts (e2e/support; the e2e project runs the suite itself): plain Node, no DOM.
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/shell/server', '<rootDir>/scripts', '<rootDir>/shared/src/node', '<rootDir>/e2e/support'],
      testMatch: ['**/*.test.ts', '**/*.test.mjs'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swcTransform },
      // @fastify/static's content-disposition 3 is ESM only (Node 20 requires it natively; jest does not); so is
      // react-markdown, which a page rendered in-process draws (the privacy policy, an article).
      transformIgnorePatterns: [`/node_modules/(?!((@fastify/static/node_modules/)?content-disposition|${esmOnlyPackages.join('|')})/)`],
      // tsx and the asset stubs: the render tests render the shell's App and the remotes' pages in-process.
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/jest/style-stub.cjs',
        '\\.(svg|png|jpe?g|webp|avif|gif|mp4|webm|woff2?)$': '<rootDir>/jest/asset-stub.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/jest/setup-server.ts'],
    },
    {
      displayName: 'e2e',
      // Node, telling the suite which tests failed (their traces and screenshots are kept).
      testEnvironment: '<rootDir>/e2e/support/test-environment.ts',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swcTransform },
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup-e2e.ts'],
    },
  ],
};

export default config;
