import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of ARCHITECTURE.md: common → server | client, never back; no client feature imports another (featureBoundary below). */
const restrict = (patterns) => ['error', { patterns }];
// A later block's no-restricted-imports replaces an earlier one's for the same file: every server block repeats this.
const neverClient = { group: ['**/client/**'], message: 'The server never imports the client.' };

/**
 * No client feature imports another (bulletproof-react's feature folders): what two features share
 * lives in src/client/components or src/client/lib. A rule rather than no-restricted-imports
 * patterns because it resolves each relative import to the feature folder it lands in.
 */
const featuresRoot = path.join(import.meta.dirname, 'src/client/features');
const featureOf = (file) => {
  const relative = path.relative(featuresRoot, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
};
const featureBoundary = {
  meta: {
    type: 'problem',
    messages: { crossing: 'The {{from}} feature imports the {{to}} feature: move what they share to src/client/components or src/client/lib.' },
  },
  create(context) {
    const from = featureOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (to && to !== from) context.report({ node: node.source, messageId: 'crossing', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
  // The two transports share the areas' services and core/call.ts, never each other (ARCHITECTURE.md):
  // REST is each area's rest.ts, core/http/rest-handler.ts and endpoint-routes.ts; tRPC is each area's router.ts, core/trpc/ and the app router.
  {
    files: ['src/server/areas/*/rest.ts', 'src/server/core/http/rest-handler.ts', 'src/server/core/http/endpoint-routes.ts'],
    rules: {
      'no-restricted-imports': restrict([
        neverClient,
        { group: ['**/trpc/**', '**/router.js', '**/router', '@trpc/*'], message: 'REST handlers never import tRPC: share it through the services or core/call.ts.' },
      ]),
    },
  },
  {
    files: ['src/server/areas/*/router.ts', 'src/server/core/trpc/**', 'src/server/router.ts'],
    rules: {
      'no-restricted-imports': restrict([
        neverClient,
        { group: ['**/rest.js', '**/rest', '**/rest-handler.js'], message: 'tRPC never imports the REST handlers: share it through the services or core/call.ts.' },
      ]),
    },
  },
  {
    files: ['src/server/areas/**', 'src/server/core/call.ts'],
    ignores: ['src/server/areas/*/rest.ts', 'src/server/areas/*/router.ts', 'src/server/areas/*/openapi.ts', 'src/server/areas/*/index.ts'],
    rules: {
      'no-restricted-imports': restrict([
        neverClient,
        {
          group: ['**/trpc/**', '**/router.js', '**/rest.js', '**/rest-handler.js', '@trpc/*', 'express'],
          message: 'Services and sign-in are transport-free: no express, no tRPC, no REST handlers.',
        },
      ]),
    },
  },
  // Core is what every area stands on: it imports no area (tests/unit/import-graph.test.ts also checks that areas reach one another only through index.ts).
  {
    files: ['src/server/core/**'],
    ignores: ['src/server/core/http/rest-handler.ts', 'src/server/core/trpc/**'],
    rules: { 'no-restricted-imports': restrict([neverClient, { group: ['**/areas/**'], message: 'Core imports no area.' }]) },
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
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    plugins: { client: { rules: { 'feature-boundary': featureBoundary } } },
    rules: { 'client/feature-boundary': 'error' },
  },
);
