import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown, useSleepTimer } from './use-sleep-timer';

describe('the sleep timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('falls asleep when its minutes run out, and a wake turns it off', () => {
    const { result } = renderHook(() => useSleepTimer());
    act(() => result.current.setChoice('10'));
    act(() => vi.advanceTimersByTime(10 * 60_000 - 1000));
    expect(result.current.asleep).toBe(false);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.asleep).toBe(true);
    act(() => result.current.wake());
    expect(result.current).toMatchObject({ asleep: false, choice: 'off' });
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(result.current.asleep).toBe(false);
  });

  it('a new choice starts the count again; off cancels it', () => {
    const { result } = renderHook(() => useSleepTimer());
    act(() => result.current.setChoice('5'));
    act(() => vi.advanceTimersByTime(4 * 60_000));
    act(() => result.current.setChoice('15'));
    act(() => vi.advanceTimersByTime(14 * 60_000));
    expect(result.current.asleep).toBe(false);
    act(() => result.current.setChoice('off'));
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(result.current.asleep).toBe(false);
  });

  it("'at the end of the story' sleeps when the story ends, and only then", () => {
    const { result } = renderHook(() => useSleepTimer());
    act(() => result.current.storyEnded());
    expect(result.current.asleep).toBe(false);
    act(() => result.current.setChoice('end'));
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(result.current.asleep).toBe(false);
    act(() => result.current.storyEnded());
    expect(result.current.asleep).toBe(true);
  });

  it('counts down what is left, a second at a time', () => {
    const { result } = renderHook(() => {
      const sleep = useSleepTimer();
      return { sleep, left: useCountdown(sleep.endsAt) };
    });
    expect(result.current.left).toBeNull();
    act(() => result.current.sleep.setChoice('5'));
    expect(result.current.left).toBe('5:00');
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current.left).toBe('3:59');
    act(() => result.current.sleep.setChoice('end'));
    expect(result.current.left).toBeNull();
  });

  it('writes minutes and seconds', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
