/**
 * What the client keeps in local storage (docs/product.md §3, §4.1, §9): the guest session under `guestSession`
 * ({ sessionId, expiresAt in ms }) and the signed-in user's id under `userId` (numeric, as text).
 * A guest session that is expired or unparseable is deleted and treated as absent.
 */

export const STORAGE_KEYS = { guestSession: 'guestSession', userId: 'userId', visited: 'visited' } as const;

/**
 * Whether this device has had a session before (a guest's or an account's): a first visit's sign-in page
 * explains the product (docs/product.md §2.9). Kept after logout; nothing personal is in it.
 */
export function hasVisitedBefore(): boolean {
  return (
    read(STORAGE_KEYS.visited) !== null ||
    read(STORAGE_KEYS.userId) !== null ||
    read(STORAGE_KEYS.guestSession) !== null
  );
}
function markVisited(): void {
  write(STORAGE_KEYS.visited, '1');
}

export interface StoredGuestSession {
  sessionId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): behave as if nothing was kept
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage disabled or full: the session lives only as long as the page
  }
}

function parseGuestSession(raw: string | null, now: number): StoredGuestSession | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'sessionId' in value &&
      'expiresAt' in value &&
      typeof value.sessionId === 'string' &&
      value.sessionId !== '' &&
      typeof value.expiresAt === 'number' &&
      Number.isFinite(value.expiresAt) &&
      value.expiresAt > now
    ) {
      return { sessionId: value.sessionId, expiresAt: value.expiresAt };
    }
  } catch {
    // unparseable: deleted below
  }
  return null;
}

/** The stored guest session, or null; an expired or unparseable one is deleted. */
export function readGuestSession(now = Date.now()): StoredGuestSession | null {
  const raw = read(STORAGE_KEYS.guestSession);
  const session = parseGuestSession(raw, now);
  if (raw !== null && session === null) write(STORAGE_KEYS.guestSession, null);
  return session;
}

/** Keeps a session answered by POST /api/guest/session (expiresAt ISO) in milliseconds. */
export function toStoredGuestSession(response: { sessionId: string; expiresAt: string }): StoredGuestSession {
  return { sessionId: response.sessionId, expiresAt: new Date(response.expiresAt).getTime() };
}

// A tiny external store, so every component sees the same guest session (useSyncExternalStore).
const listeners = new Set<() => void>();
let current: StoredGuestSession | null | undefined;

function emit() {
  for (const listener of listeners) listener();
}

export const guestSessionStore = {
  get(): StoredGuestSession | null {
    if (current === undefined) current = readGuestSession();
    return current;
  },
  set(session: StoredGuestSession): void {
    write(STORAGE_KEYS.guestSession, JSON.stringify(session));
    markVisited();
    current = session;
    emit();
  },
  clear(): void {
    write(STORAGE_KEYS.guestSession, null);
    current = null;
    emit();
  },
  /** Re-reads local storage (another tab changed it, or the session expired while the page was open). */
  refresh(): void {
    const next = readGuestSession();
    if (next?.sessionId !== current?.sessionId || next?.expiresAt !== current?.expiresAt) {
      current = next;
      emit();
    }
  },
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === STORAGE_KEYS.guestSession) guestSessionStore.refresh();
}

export function readUserId(): number | null {
  const raw = read(STORAGE_KEYS.userId);
  if (raw === null) return null;
  const id = Number(raw);
  if (Number.isInteger(id) && id > 0) return id;
  write(STORAGE_KEYS.userId, null);
  return null;
}
export function saveUserId(id: number): void {
  markVisited();
  write(STORAGE_KEYS.userId, String(id));
}
export function clearUserId(): void {
  write(STORAGE_KEYS.userId, null);
}

/** Test seam: forget the cached snapshot so the next read goes to local storage. */
export function resetGuestSessionCacheForTests(): void {
  current = undefined;
}
