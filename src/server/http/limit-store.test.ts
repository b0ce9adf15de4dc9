import { describe, expect, it } from 'vitest';
import { MemoryCounter } from './limit-store.js';

describe('MemoryCounter', () => {
  it('counts in a window and starts again after it', () => {
    const c = new MemoryCounter();
    expect(c.hit('a', 1000, 0)).toEqual({ count: 1, ttlMs: 1000 });
    expect(c.hit('a', 1000, 400)).toEqual({ count: 2, ttlMs: 600 });
    expect(c.peek('a', 999).count).toBe(2);
    expect(c.peek('a', 1000).count).toBe(0);
    expect(c.hit('a', 1000, 1000)).toEqual({ count: 1, ttlMs: 1000 });
  });

  it('a locked-out key survives a flood of junk keys; the store stays at its capacity', () => {
    const c = new MemoryCounter(1000);
    for (let i = 0; i < 10; i++) c.hit('victim', 60_000, 0);
    for (let i = 0; i < 200_000; i++) c.hit(`junk-${i}`, 60_000, 1);
    expect(c.peek('victim', 2).count).toBe(10);
    expect(c.size).toBeLessThanOrEqual(1000);
  });

  it('expired counts make room first', () => {
    const c = new MemoryCounter(2);
    c.hit('old', 10, 0);
    c.hit('kept', 1000, 0);
    c.hit('kept', 1000, 0);
    c.hit('new', 1000, 50);
    expect(c.peek('old', 50).count).toBe(0);
    expect(c.peek('kept', 50).count).toBe(2);
    expect(c.peek('new', 50).count).toBe(1);
  });
});
