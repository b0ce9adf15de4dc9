/**
 * The shared validation schemas bring zod, about a quarter of the app's code. Forms need them only when
 * submitted, so they load on demand (and are fetched early while the browser is idle).
 */
import type * as SharedSchemas from './browser-schemas';

type Schemas = typeof SharedSchemas;

let loading: Promise<Schemas> | null = null;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./browser-schemas');
  return loading;
}

/** Fetches the schemas once the page has settled, so a submit never waits for them. */
export function preloadSchemasWhenIdle(): void {
  const start = () => void loadSchemas().catch(() => (loading = null));
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1500);
}
