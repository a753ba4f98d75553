import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of ARCHITECTURE.md: common → server | client, never back; no feature imports another. */
const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'public/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/common/**'],
    rules: { 'no-restricted-imports': restrict([{ group: ['**/server/**', '**/client/**'], message: 'src/common imports zod only.' }]) },
  },
  {
    files: ['src/server/**', 'migrations/**'],
    rules: { 'no-restricted-imports': restrict([{ group: ['**/client/**'], message: 'The server never imports the client.' }]) },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        {
          group: ['**/server/**', '!**/server/trpc/router'],
          message: 'The client imports the server router type only (import type { AppRouter }).',
        },
      ]),
    },
  },
  {
    files: ['src/client/components/**', 'src/client/lib/**'],
    rules: { 'no-restricted-imports': restrict([{ group: ['**/features/**', '**/app/**'], message: 'Shared code never imports a feature or the app.' }]) },
  },
);
