import { useCallback, useEffect, useState } from 'react';

/** Off, at the end of the story, or after so many minutes. */
export const SLEEP_CHOICES = ['off', 'end', '5', '10', '15'] as const;
export type SleepChoice = (typeof SLEEP_CHOICES)[number];

export const SLEEP_CHOICE_LABELS: Record<SleepChoice, string> = {
  off: 'Off',
  end: 'At the end of the story',
  '5': 'After 5 minutes',
  '10': 'After 10 minutes',
  '15': 'After 15 minutes',
};

/**
 * The sleep timer: once it runs out (or the story ends, for 'end') the screen fades to black; a tap wakes it
 * and turns the timer off, so it does not fall asleep again at once.
 */
export function useSleepTimer() {
  const [choice, setChoiceState] = useState<SleepChoice>('off');
  const [asleep, setAsleep] = useState(false);
  /** When a minutes timer runs out (ms since the epoch); null for 'off' and 'end'. */
  const [endsAt, setEndsAt] = useState<number | null>(null);

  const setChoice = useCallback((next: SleepChoice) => {
    setChoiceState(next);
    setEndsAt(next === 'off' || next === 'end' ? null : Date.now() + Number(next) * 60_000);
  }, []);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setTimeout(() => setAsleep(true), Math.max(0, endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt]);

  const storyEnded = useCallback(() => {
    setAsleep((already) => already || choice === 'end');
  }, [choice]);

  const wake = useCallback(() => {
    setAsleep(false);
    setChoice('off');
  }, [setChoice]);

  return { choice, setChoice, asleep, storyEnded, wake, endsAt };
}

/** 'm:ss' left until `endsAt`, ticking each second; null without a deadline. */
export function useCountdown(endsAt: number | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [endsAt]);
  if (endsAt === null) return null;
  return formatCountdown(endsAt - now);
}

export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
