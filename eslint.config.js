// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** One-way imports (STYLE.md): client -> shared; story-engine -> shared; server -> shared, story-engine. */
const boundary = (/** @type {string[]} */ patterns, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'backups/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...boundary(
        [
          '**/server/**',
          '**/story-engine/**',
          'node:*',
          'pg',
          'drizzle-orm*',
          '@electric-sql/*',
          'stripe',
          'fastify*',
        ],
        'The client may import only src/shared and browser packages (STYLE.md one-way imports).',
      ),
    },
  },
  {
    // The service worker: plain JavaScript in the worker's own scope; the build fills in __SW_BUILD__.
    files: ['src/client/service-worker.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { ...globals.serviceworker, __SW_BUILD__: 'readonly' },
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: boundary(
      ['**/server/**', '**/client/**', '**/story-engine/**', 'node:*', 'react*', 'drizzle-orm*', 'fastify*'],
      'src/shared is isomorphic and imports only zod and itself.',
    ),
  },
  {
    files: ['src/story-engine/**/*.ts'],
    rules: boundary(
      ['**/server/**', '**/client/**', 'node:*', 'react*', 'drizzle-orm*', 'fastify*'],
      'The story engine is pure: it imports only src/shared.',
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary(['**/client/**', 'react*'], 'The server never imports the client.'),
  },
);
