import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.js';

export default defineConfig({
  testDir: 'e2e',
  // The screenshot refresher is a tool, not a test: it runs only when asked (SCREENSHOTS=1).
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'],
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  // In CI a test that fails is run once more: a failure that comes back fails the run; one that does not is
  // listed as flaky, and its first try's report (e2e/fixtures.ts: the browser's requests, console and the
  // server's output) is printed for whoever looks into it. Two tests hung once in CI, in a run that passed
  // three times here, and left only "Test timeout" behind.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    viewport: { width: 1280, height: 800 },
    // The production build registers a service worker; page.route() cannot see requests a worker answers,
    // so specs run without it unless they test it (e2e/offline.spec.ts allows it).
    serviceWorkers: 'block',
    // A click that cannot land (covered, detached) fails in 15 s naming the element and what is in the way,
    // rather than waiting out the test's 60 s with no word (the hardcover dialog's flake in CI).
    actionTimeout: 15_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
