// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Packages that must be imported another way, everywhere. */
const restrictedPaths = [
  { name: 'react-router', message: "Importa desde '@site/shared/router': es el singleton compartido." },
  { name: 'react-router-dom', message: "Importa desde '@site/shared/router': es el singleton compartido." },
  { name: '@mui/material', message: 'Importa cada componente por su ruta (@mui/material/Button).' },
  { name: '@mui/icons-material', importNames: ['default'], message: 'Importa cada icono por su ruta.' },
];

const apps = ['shell', 'remote-marketing', 'remote-content', 'remote-catalogue', 'remote-tools'];

/** Import patterns that reach into an app's code (by package name or by a relative path). */
const appImports = (app) => [`@site/${app}`, `@site/${app}/**`, `**/${app}/src`, `**/${app}/src/**`, `**/${app}/server`, `**/${app}/server/**`];

const appMessage = 'Una app no importa código de otra: lo que usan dos o más va en @site/shared.';
const sharedMessage = '@site/shared no depende de ninguna app ni del CMS (cms/ es otra app).';

/**
 * Code is placed by when it runs (docs/ARCHITECTURE.md §1). Each zone is code that some other code
 * may not import, by package name or by a relative path (matched by the folder it climbs to).
 */
const buildMessage = 'shared/build/ es código de build: lo que corre en el navegador o el servidor va en un módulo de shared/src.';
const nodeMessage = 'El código del navegador no usa módulos de Node.';
const serverMessage = 'El código del navegador no importa el servidor de la shell (shell/server).';
const sharedNodeMessage = 'shared/src/node/ es solo para Node (el servidor de la shell, los scripts).';
const scriptsMessage = 'Los scripts (programas de Node) no se importan desde el código del sitio.';
const testsMessage = 'El código de las pruebas (jest/, test-support/) vive con ellas: el código del sitio no lo importa.';
const zones = {
  /** The build (rspack configs, dev servers): never loaded at run time. */
  build: [
    { group: ['@site/shared/build', '@site/shared/build/*'], message: buildMessage },
    { regex: String.raw`^(\.\.?/)+(shared/)?build(/|$)`, message: buildMessage },
  ],
  /** Node's built-in modules, with or without `node:` (the bare names as paths: as a pattern, `url` would match `./url`). */
  nodeBuiltins: [{ regex: '^node:', message: nodeMessage }],
  /** The shell's server. */
  server: [
    { group: ['@site/shell/server', '@site/shell/server/**', '**/shell/server', '**/shell/server/**'], message: serverMessage },
    { regex: String.raw`^(\.\./)+server(/|$)`, message: serverMessage },
  ],
  /** @site/shared's Node-only modules (the remotes file, the fleet's Redis keys). */
  sharedNodeOnly: [
    { group: ['@site/shared/node', '@site/shared/node/*'], message: sharedNodeMessage },
    { regex: String.raw`^(\.\.?/)+(shared/src/)?node(/|$)`, message: sharedNodeMessage },
  ],
  /** The scripts: start, serve, release, bench. */
  scripts: [{ regex: String.raw`^(\.\./)+scripts(/|$)`, message: scriptsMessage }],
  /** What the tests build for themselves: stand-ins, fixtures, stubbed clients. */
  tests: [{ regex: String.raw`^(\.\.?/)+(jest|test-support)(/|$)`, message: testsMessage }],
};

/**
 * One no-restricted-imports per file set (a later config replaces the rule's options, it does not
 * add to them): the packages restricted everywhere, plus the given patterns.
 */
const restrictImports = ({ files, ignores = [], paths = [], patterns }) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths: [...restrictedPaths, ...paths], patterns }] },
});
const nodeBuiltinPaths = builtinModules.map((name) => ({ name, message: nodeMessage }));

const otherApps = (app) => ({ group: apps.filter((other) => other !== app).flatMap(appImports), message: appMessage });
const anyApp = { group: [...apps.flatMap(appImports), '**/cms/src', '**/cms/src/**', '**/cms/config', '**/cms/config/**'], message: sharedMessage };

/** Browser code (the shell's server renders it too, adding no Node to it), each folder with its app boundary. */
const browserCode = [...apps.map((app) => ({ dir: `${app}/src`, boundary: otherApps(app) })), { dir: 'shared/src', boundary: anyApp }];
const sharedNodeOnly = 'shared/src/node/**';
const tests = '**/*.test.{ts,tsx,mjs}';

/**
 * Dependencies point one way (ARCHITECTURE §1): app → shared. An app never imports another app's
 * code (remotes talk through federation, the shell loads them at run time), and shared never
 * imports an app. By when code runs: browser code ↛ Node-only code (Node's modules, the shell's
 * server, shared/src/node, the scripts); run-time code ↛ the build (shared/build).
 */
const importBoundaries = [
  ...apps.map((app) => restrictImports({ files: [`${app}/**/*.{ts,tsx,mjs}`], patterns: [otherApps(app)] })),
  restrictImports({ files: ['shared/**/*.{ts,tsx,mjs}'], patterns: [anyApp, ...zones.scripts] }),
  ...browserCode.flatMap(({ dir, boundary }) => {
    const nodeOnly = [...zones.server, ...zones.sharedNodeOnly, ...zones.scripts, ...zones.build];
    return [
      restrictImports({
        files: [`${dir}/**/*.{ts,tsx,mjs}`],
        ignores: [sharedNodeOnly, tests],
        paths: nodeBuiltinPaths,
        // shared's modules never import the tests' code (the remotes' test helpers beside their tests do).
        patterns: [boundary, ...zones.nodeBuiltins, ...nodeOnly, ...(dir === 'shared/src' ? zones.tests : [])],
      }),
      // Its tests run in Node, and may read a file with Node's modules.
      restrictImports({ files: [`${dir}/${tests}`], ignores: [sharedNodeOnly], patterns: [boundary, ...nodeOnly] }),
    ];
  }),
  restrictImports({ files: ['shared/src/node/**/*.{ts,tsx,mjs}'], patterns: [anyApp, ...zones.build, ...zones.scripts] }),
  // The shell's server runs what the build made (its tests may start the scripts' servers, and may
  // hold a dev server's piece beside production's: the standalone CMS proxy against cmsProxy).
  restrictImports({
    files: ['shell/server/**/*.{ts,tsx,mjs}'],
    ignores: ['shell/server/**/*.test.{ts,mjs}', 'shell/server/test-support/**'],
    patterns: [otherApps('shell'), ...zones.build, ...zones.tests],
  }),
  restrictImports({ files: ['shell/server/test-support/**/*.{ts,tsx,mjs}'], patterns: [otherApps('shell')] }),
  restrictImports({ files: ['shell/server/**/*.test.{ts,mjs}'], patterns: [otherApps('shell')] }),
];

/** A CSS colour written by hand: #rgb, #rrggbb(aa), rgb(), rgba(), hsl(), hsla(). */
const colourLiteral = String.raw`/#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b|\b(?:rgba?|hsla?)\(/`;
const colourMessage = 'Los colores, sombras y degradados vienen del tema (@site/shared/theme): usa un token (p. ej. "primary.main" o (theme) => theme.shadowTokens.card).';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/dist-dev/**', '**/dist-server-dev/**', 'e2e/artifacts/**', '**/.tmp/**', '**/node_modules/**', 'bench-results/**', 'cms/**', 'coverage/**', 'releases/**', '**/dist-one-bundle/**', '**/dist-server-one-bundle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'info'] }],
      'no-restricted-imports': ['error', { paths: restrictedPaths }],
    },
  },
  ...importBoundaries,
  {
    // Colours live in the theme alone (tests may assert computed colours).
    files: ['shell/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/theme/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${colourLiteral}]`, message: colourMessage },
        { selector: `TemplateElement[value.raw=${colourLiteral}]`, message: colourMessage },
      ],
    },
  },
  {
    files: ['shared/src/router/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{mjs,cjs,js}', 'e2e/**/*.ts', 'jest/**', 'shell/server/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['scripts/**/*.test.mjs', 'shared/src/**/*.test.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
);
