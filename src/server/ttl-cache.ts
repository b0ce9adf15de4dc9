/**
 * A small in-process cache: entries live `ttlMs`, at most `maxEntries` of them (the oldest written goes
 * first). Times come from the caller (the app's clock), so a test that moves the clock moves the cache too.
 * What a cache may hold, for how long, and who forgets an entry when the row changes is decided where it is
 * used (docs/decisions/009-performance.md).
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number }) {}

  get(key: K, nowMs: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= nowMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V, nowMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: nowMs + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
