import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('keeps an entry for its lifetime, then forgets it', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 1, 5000);
    expect(cache.get('a', 5999)).toBe(1);
    expect(cache.get('a', 6000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets on delete, and a new value restarts the lifetime', () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', 1, 0);
    cache.delete('a');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 2, 0);
    cache.set('a', 3, 900);
    expect(cache.get('a', 1500)).toBe(3);
  });

  it('holds at most maxEntries, dropping the oldest written', () => {
    const cache = new TtlCache<number, number>({ ttlMs: 1000, maxEntries: 3 });
    for (let i = 0; i < 5; i++) cache.set(i, i, 0);
    expect(cache.size).toBe(3);
    expect(cache.get(0, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBeUndefined();
    expect(cache.get(4, 1)).toBe(4);
  });
});
