import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/server/reliability/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: PGlite work is CPU-bound, more workers only contend.
          pool: 'forks',
          maxWorkers: 2,
          // Projects with their own maxWorkers need their own group (vitest 4): engine and client run
          // first, together; then server; then reliability.
          sequence: { groupOrder: 1 },
        },
      },
      {
        // npm run test:reliability: crashes, shutdown, several instances, fuzzing, the access matrix
        // (docs/security.md). Real server processes and property runs, so one file at a time.
        test: {
          name: 'reliability',
          include: ['src/server/reliability/**/*.test.ts'],
          // The long soak runs only when asked for (SOAK=1 npm run test:reliability).
          // Files whose every test needs PostgreSQL are left out without it (an empty file fails vitest),
          // unless REQUIRE_SERVICES=1, where describeWith registers a failing test naming what is missing.
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.SOAK === '1' ? [] : ['**/soak.test.ts']),
            ...(process.env.TEST_DATABASE_URL || process.env.REQUIRE_SERVICES === '1'
              ? []
              : ['**/recordings-instances.test.ts', '**/database-drop.test.ts']),
          ],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'engine',
          // scripts/: the build's own plugins (the service worker's precache list).
          include: ['src/shared/**/*.test.ts', 'src/story-engine/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The library's own check renders every passage every way a child could hear it: seconds each.
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
