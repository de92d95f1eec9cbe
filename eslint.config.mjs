// @ts-check
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
const appImports = (app) => [`@site/${app}`, `@site/${app}/**`, `**/${app}/src`, `**/${app}/src/**`];

/**
 * Dependencies point one way (ARCHITECTURE §1): app → shared. An app never
 * imports another app's code (remotes talk through federation, the shell loads
 * them at run time), and shared never imports an app.
 */
const importBoundaries = [
  ...apps.map((app) => ({
    files: [`${app}/**/*.{ts,tsx,mjs}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [
            {
              group: apps.filter((other) => other !== app).flatMap(appImports),
              message: 'Una app no importa código de otra: lo que usan dos o más va en @site/shared.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [{ group: apps.flatMap(appImports), message: '@site/shared no depende de ninguna app.' }],
        },
      ],
    },
  },
];

/** A CSS colour written by hand: #rgb, #rrggbb(aa), rgb(), rgba(), hsl(), hsla(). */
const colourLiteral = String.raw`/#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b|\b(?:rgba?|hsla?)\(/`;
const colourMessage = 'Los colores, sombras y degradados vienen del tema (@site/shared/theme): usa un token (p. ej. "primary.main" o (theme) => theme.shadowTokens.card).';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/dist-dev/**', '**/dist-server-dev/**', 'e2e/artifacts/**', '**/.tmp/**', '**/node_modules/**', 'bench-results/**', 'cms/**', 'coverage/**', 'releases/**', '**/dist-one-bundle/**'] },
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
