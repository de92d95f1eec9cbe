// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/.tmp/**', '**/node_modules/**', 'bench-results/**', 'cms/**', 'coverage/**'] },
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Importa desde '@site/shared/router': es el singleton compartido." },
            { name: 'react-router-dom', message: "Importa desde '@site/shared/router': es el singleton compartido." },
            { name: '@mui/material', message: 'Importa cada componente por su ruta (@mui/material/Button).' },
            { name: '@mui/icons-material', importNames: ['default'], message: 'Importa cada icono por su ruta.' },
          ],
        },
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
    files: ['scripts/**/*.test.mjs', 'shared/build/**/*.test.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
);
