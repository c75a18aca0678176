/**
 * ESLint (issue 46): what the compiler does not check. typescript-eslint's
 * recommended rules on every TypeScript file; the rules of hooks and the
 * effects' dependencies on the React code (widgets, site, stories); no
 * import of another package's sources by a relative path (packages import
 * each other by name, as tests/tooling/import-circles.test.ts holds their
 * floors). Part of `npm test` (test:prepare), with zero warnings allowed.
 * Unused code is the compiler's (noUnusedLocals) and knip's (knip.json:
 * unused files and exports; `npm run lint` runs both).
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'packages/host/dist', 'packages/host/builds/', 'packages/widgets/dist', 'packages/widgets/builds/', 'storybook-static/', 'coverage/', 'tmp/', 'data/', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unused names are the compiler's (noUnusedLocals, noUnusedParameters), which knows `_` prefixes and overloads.
      '@typescript-eslint/no-unused-vars': 'off',
      // `import type` keeps type-only imports out of the bundles and the worker threads.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // A package's code imports another package by its name; its tests and tools may reach sources.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(packages/)?(bible|api|widgets|host|pages|server)/src/',
              message: 'Import another package by its name (@parole/…), not its sources by a relative path.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/widgets/**/*.{ts,tsx}', 'packages/host/**/*.{ts,tsx}', 'packages/pages/**/*.tsx', 'stories/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The tests' setup helpers named use… (useStandIns, useEmbeds) register vitest hooks, not React ones.
    files: ['packages/{widgets,host,pages}/**/*.test.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
