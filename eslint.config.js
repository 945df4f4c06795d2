import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (DESIGN.md, "Layout of the repository"): folders by concern with a small public
 * surface. Pure layers may not reach up into UI; nothing imports tests; generated data is imported,
 * never edited.
 */
const pureLayers = ['src/model', 'src/access', 'src/session', 'src/routing', 'src/validation', 'src/config'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
            { group: ['react-admin', 'ra-*', '@mui/*'], message: 'Pure layers stay free of UI libraries.' },
            { group: ['**/layout/**', '**/pages/**', '**/app/**', '**/mocks/**'], message: 'Pure layers may not import UI or the mock API.' },
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
            { group: ['**/generators/**'], message: 'The runtime reads src/generated, not the generator.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/generated/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
