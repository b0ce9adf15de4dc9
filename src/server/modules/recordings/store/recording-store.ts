/**
 * Where recordings' audio is kept (docs/product.md §14, docs/decisions/019-recorded-voices.md): a folder under
 * DATA_DIR by default, S3-compatible object storage when S3_URL is set (which several instances need). The
 * database says which objects a story has; the store only holds bytes by key.
 */
export interface StoredAudio {
  body: Buffer;
  contentType: string;
}

export interface RecordingStore {
  /** 'folder' or 's3', for the log and /readyz. */
  readonly kind: 'folder' | 's3';
  /** Writes the whole object; a reader never sees it half written. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredAudio | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Every key under a prefix (the clean-up's and the tests' view of what is kept). */
  list(prefix: string): Promise<string[]>;
  close(): void;
}

/** The store could not be reached or refused: answered as 503, never half-saved. */
export class RecordingStoreError extends Error {
  override name = 'RecordingStoreError';
}

/** Keys are made by the product only (recordings/<uuid>.<ext>); anything else is a bug, never a path. */
export const RECORDING_KEY = /^recordings\/[0-9a-f-]{36}\.(webm|m4a|ogg)$/;

export function assertKey(key: string): void {
  if (!RECORDING_KEY.test(key)) throw new Error(`not a recording key: ${key}`);
}
