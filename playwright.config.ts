import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  // The screenshot refresher is a tool, not a test: it runs only when asked (SCREENSHOTS=1).
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    viewport: { width: 1280, height: 800 },
    // The production build registers a service worker; page.route() cannot see requests a worker answers,
    // so specs run without it unless they test it (e2e/offline.spec.ts allows it).
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
