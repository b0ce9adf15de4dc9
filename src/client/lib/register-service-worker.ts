/**
 * Registers the service worker (/sw.js, written by the build) in production builds only, once the page
 * has loaded, so it never competes with the first paint (docs/decisions/014-offline-and-print.md).
 * A browser that refuses (private mode, a test that blocks workers) simply stays online-only.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    window.addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => undefined));
  }
}
