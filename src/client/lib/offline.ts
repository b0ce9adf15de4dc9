/**
 * Offline, from the page's side (docs/decisions/014-offline-and-print.md): whether there is a network, the
 * stories this device kept for reading without one, and forgetting them when the parent leaves.
 */
import { useSyncExternalStore } from 'react';

/** The service worker's cache of stories, pictures and the account's reads (src/client/service-worker.js). */
export const PRIVATE_CACHE = 'stories-v1';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser knows it has no network. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Forgets every private answer the worker kept (stories, pictures, the account): at logout, account
 * deletion, or when the session has ended. The page does it itself, because a page loaded past the worker
 * (a hard reload) sends its logout where the worker cannot see it.
 */
export async function forgetKeptStories(): Promise<void> {
  try {
    if ('caches' in window) await caches.delete(PRIVATE_CACHE);
  } catch {
    // No cache storage (an insecure origin, a private window): nothing was kept.
  }
}
