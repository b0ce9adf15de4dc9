// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** One-way imports (docs/architecture.md): client -> shared; story-engine -> shared; server -> shared, story-engine. */
const boundary = (/** @type {string[]} */ patterns, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

/** @typedef {{ group: string[], message: string } | { regex: string, message: string }} ImportPattern */
const clientImports = /** @type {ImportPattern} */ ({
  group: [
    '**/server/**',
    '**/story-engine/**',
    'node:*',
    'pg',
    'drizzle-orm*',
    '@electric-sql/*',
    'stripe',
    'fastify*',
  ],
  message:
    'The client may import only src/shared and browser packages (docs/architecture.md: one-way imports).',
});

/**
 * Client zones, as bulletproof-react draws them (docs/architecture.md): a feature never imports another feature or the
 * app; lib/ and components/ import no feature. What two features share moves to lib/ or components/, and a
 * page in app/ composes features. One rule object per zone, since a later `no-restricted-imports` replaces
 * an earlier one: each repeats the client's own boundary.
 */
const features = readdirSync('src/client/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const zone = (/** @type {string[]} */ files, /** @type {ImportPattern[]} */ patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [clientImports, ...patterns] }] },
});
const featureZones = features.map((feature) =>
  zone(
    [`src/client/features/${feature}/**/*.{ts,tsx}`],
    [
      {
        // A relative path climbing out of this feature into a sibling: `../billing/...`, `../../auth/...`.
        regex: `^(\\.\\./)+(${features.filter((other) => other !== feature).join('|')})(/|$)`,
        message: `The ${feature} feature may not import another feature: move what they share to src/client/lib or src/client/components.`,
      },
      {
        regex: '^(\\.\\./)+app(/|$)',
        message: 'A feature may not import src/client/app (the app composes features).',
      },
    ],
  ),
);

/**
 * Server layers (docs/architecture.md: routes -> service -> repo -> db), with the TypeScript rule so that a
 * route may still name a repository's row type. A module reaches another only through what it publishes,
 * its index.ts; a route never calls a repository. One rule object per zone, as for the client.
 */
const modules = readdirSync('src/server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleInsides = (/** @type {string} */ module) => ({
  // `../billing/plan.service.js`, `../../stories/stories.repo.js`: anything of another module but its index.
  regex: `^(\\.\\./)+(${modules.filter((other) => other !== module).join('|')})/(?!index\\.js$)`,
  message: `The ${module} module uses another module only through its index.ts (what it publishes): add what you need there.`,
});
const routesOffRepositories = {
  regex: '\\.repo(\\.js)?$',
  allowTypeImports: true,
  message: 'A route calls its service, never a repository (routes -> service -> repo -> db).',
};
const serverLayers = modules.flatMap((module) => [
  {
    files: [`src/server/modules/${module}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [moduleInsides(module)] }] },
  },
  {
    files: [`src/server/modules/${module}/**/*.routes.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [moduleInsides(module), routesOffRepositories] },
      ],
    },
  },
]);

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
      'no-restricted-imports': ['error', { patterns: [clientImports] }],
    },
  },
  ...featureZones,
  zone(
    ['src/client/lib/**/*.{ts,tsx}', 'src/client/components/**/*.{ts,tsx}'],
    [
      {
        regex: '^(\\.\\./)+(features|app)(/|$)',
        message:
          'src/client/lib and src/client/components are shared: they import no feature and not the app.',
      },
    ],
  ),
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
    // The one exception: the library's text files are read from disk once at start-up
    // (docs/decisions/017-story-library-as-text.md).
    files: ['src/story-engine/library/load/read-files.ts'],
    rules: boundary(
      ['**/server/**', '**/client/**', 'react*', 'drizzle-orm*', 'fastify*'],
      'The story engine reads only its own library files.',
    ),
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary(['**/client/**', 'react*'], 'The server never imports the client.'),
  },
  ...serverLayers,
);
