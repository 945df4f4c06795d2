import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import rooms from './eslint-rules/folder-order.js';

/**
 * Import boundaries (docs/architecture.md): src/ is a row of rooms and imports only go down the row
 * (eslint-rules/folder-order.js), so folders never form a cycle and features never import each
 * other. Inside src/renderers the same rule keeps rooms apart (RENDERER_ROOMS there): the page kinds
 * (list, show, form, settings, tabs, dashboard) import shared, values and actions, never each
 * other, except settings → form (settings draws its fields with the form's inputs); only the app
 * imports PageRenderer. Pure layers stay free of UI libraries; nothing imports tests; generated
 * data is imported, never edited.
 */
const pureLayers = [
  'src/model',
  'src/access',
  'src/session',
  'src/routing',
  'src/validation',
  'src/config',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: pureLayers.map((d) => `${d}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-admin', 'ra-*', '@mui/*'],
              message: 'Pure layers stay free of UI libraries.',
            },
            {
              group: ['**/layout/**', '**/pages/**', '**/app/**', '**/mocks/**'],
              message: 'Pure layers may not import UI or the mock API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/tests/**'], message: 'Runtime code never imports tests.' },
            { group: ['**/mocks/**'], message: 'Only src/main.tsx starts the mock API.' },
            {
              group: ['**/generators/**'],
              message: 'The runtime reads src/generated, not the generator.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { rooms },
    rules: { 'rooms/folder-order': 'error' },
  },
  {
    // A schema edit hot-updates the open console only if every component module is a Fast Refresh boundary (a mixed one makes Vite invalidate and walk up: slower).
    files: ['src/**/*.tsx'],
    ignores: ['src/main.tsx'],
    plugins: { 'react-refresh': reactRefresh.plugin },
    rules: {
      // Both are what @vitejs/plugin-react's runtime accepts: an unchanged primitive, an object of components.
      'react-refresh/only-export-components': [
        'error',
        { allowConstantExport: true, allowCompoundComponents: true },
      ],
    },
  },
  {
    files: ['src/generated/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
