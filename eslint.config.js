import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of ARCHITECTURE.md: common → server | client, never back; no feature imports another. */
const restrict = (patterns) => ['error', { patterns }];
// A later block's no-restricted-imports replaces an earlier one's for the same file: every server block repeats this.
const neverClient = { group: ['**/client/**'], message: 'The server never imports the client.' };

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
    rules: { 'no-restricted-imports': restrict([neverClient]) },
  },
  // The two transports share services and security/sign-in.ts, never each other (ARCHITECTURE.md).
  {
    files: ['src/server/rest/**'],
    rules: { 'no-restricted-imports': restrict([neverClient, { group: ['**/trpc/**', '@trpc/*'], message: 'REST handlers never import tRPC: share it through services/ or security/.' }]) },
  },
  {
    files: ['src/server/trpc/**'],
    rules: { 'no-restricted-imports': restrict([neverClient, { group: ['**/rest/**'], message: 'tRPC never imports the REST handlers: share it through services/ or security/.' }]) },
  },
  {
    files: ['src/server/services/**', 'src/server/security/sign-in.ts'],
    rules: {
      'no-restricted-imports': restrict([
        neverClient,
        { group: ['**/trpc/**', '**/rest/**', '@trpc/*', 'express'], message: 'Services and sign-in are transport-free: no express, no tRPC, no REST handlers.' },
      ]),
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        {
          group: ['**/server/**', '!**/server/router'],
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
