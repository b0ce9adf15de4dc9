/**
 * The Chromium every browser run uses (Playwright specs, Lighthouse, the contact sheets, the icons):
 * CHROMIUM_PATH overrides where it is (default /usr/bin/chromium), and one list of flags keeps it quiet
 * and headless on a shared machine.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
