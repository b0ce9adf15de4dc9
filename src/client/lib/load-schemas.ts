/**
 * The shared validation schemas bring zod, about a quarter of the app's code. Forms need them only when
 * submitted, so they load on demand (and are fetched as soon as the visitor first touches the page).
 */
import type * as SharedSchemas from './browser-schemas';
import { afterFirstInteraction } from './first-interaction';

type Schemas = typeof SharedSchemas;

let loading: Promise<Schemas> | null = null;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import('./browser-schemas');
  return loading;
}

/** Fetches the schemas at the visitor's first touch (a tap, a key), well before any submit. */
export function preloadSchemasOnFirstInteraction(): void {
  afterFirstInteraction(() => void loadSchemas().catch(() => (loading = null)));
}
