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
  const [choice, setChoice] = useState<SleepChoice>('off');
  const [asleep, setAsleep] = useState(false);

  useEffect(() => {
    if (choice === 'off' || choice === 'end') return;
    const timer = setTimeout(() => setAsleep(true), Number(choice) * 60_000);
    return () => clearTimeout(timer);
  }, [choice]);

  const storyEnded = useCallback(() => {
    setAsleep((already) => already || choice === 'end');
  }, [choice]);

  const wake = useCallback(() => {
    setAsleep(false);
    setChoice('off');
  }, []);

  return { choice, setChoice, asleep, storyEnded, wake };
}
