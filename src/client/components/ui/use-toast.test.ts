import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, resetToastsForTests, toast, TOAST_REMOVE_DELAY_MS, useToasts } from './use-toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  resetToastsForTests();
  vi.useRealTimers();
});

describe('toasts (docs/product.md §2.3, §9)', () => {
  it('shows one at a time: a new toast replaces the previous one', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Story Details Missing' }));
    act(() => void toast({ title: 'Premium Magic Required', variant: 'stardust-warning' }));
    expect(result.current.map((t) => t.title)).toEqual(['Premium Magic Required']);
  });

  it('keeps a dismissed toast, closed, for 1,000,000 ms', () => {
    const { result } = renderHook(() => useToasts());
    act(() => void toast({ title: 'Story link copied!' }));
    act(() => dismissToast());
    expect(result.current).toMatchObject([{ title: 'Story link copied!', open: false }]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});
