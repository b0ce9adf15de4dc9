/**
 * How a family likes the reader (docs/product.md, "The reader"), kept in local storage under
 * `storyReader`: book or scroll, text size, candle palette, dimmer, and the voice and speed that read aloud.
 */
import { useCallback, useState } from 'react';

export const READER_MODES = ['book', 'scroll'] as const;
export type ReaderMode = (typeof READER_MODES)[number];

/** Text size steps, smallest first; the default is the second. */
export const TEXT_SIZES = ['Small', 'Medium', 'Large', 'Extra large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** How fast the voice reads; 'Bedtime' is a little slower than conversation. */
export const READING_SPEEDS = ['Slow', 'Bedtime', 'Normal'] as const;
export type ReadingSpeed = (typeof READING_SPEEDS)[number];
export const SPEECH_RATES: Record<ReadingSpeed, number> = { Slow: 0.7, Bedtime: 0.85, Normal: 1 };

/** The dimmer's darkest setting, as a percentage of black over the page: the words stay readable. */
export const MAX_DIMMER = 70;

export interface ReaderPreferences {
  mode: ReaderMode;
  textSize: TextSize;
  candle: boolean;
  /** 0 (off) to MAX_DIMMER, in steps of 10. */
  dimmer: number;
  /** The chosen voice's voiceURI; null for the browser's pick. */
  voice: string | null;
  speed: ReadingSpeed;
}

export const DEFAULT_PREFERENCES: ReaderPreferences = {
  mode: 'book',
  textSize: 'Medium',
  candle: false,
  dimmer: 0,
  voice: null,
  speed: 'Bedtime',
};

export const READER_STORAGE_KEY = 'storyReader';

/** Reads what was kept, keeping each valid field and defaulting the rest (an old or edited value never breaks the page). */
export function parsePreferences(raw: string | null): ReaderPreferences {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') value = parsed as Record<string, unknown>;
  } catch {
    // unparseable: defaults
  }
  const oneOf = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
    list.includes(v as T) ? (v as T) : fallback;
  const dimmer =
    typeof value.dimmer === 'number' && Number.isFinite(value.dimmer)
      ? Math.min(MAX_DIMMER, Math.max(0, Math.round(value.dimmer / 10) * 10))
      : DEFAULT_PREFERENCES.dimmer;
  return {
    mode: oneOf(READER_MODES, value.mode, DEFAULT_PREFERENCES.mode),
    textSize: oneOf(TEXT_SIZES, value.textSize, DEFAULT_PREFERENCES.textSize),
    candle: typeof value.candle === 'boolean' ? value.candle : DEFAULT_PREFERENCES.candle,
    dimmer,
    voice: typeof value.voice === 'string' && value.voice !== '' ? value.voice : null,
    speed: oneOf(READING_SPEEDS, value.speed, DEFAULT_PREFERENCES.speed),
  };
}

/** The kept preferences (the defaults when none are kept or storage is off). */
export function readReaderPreferences(): ReaderPreferences {
  try {
    return parsePreferences(window.localStorage.getItem(READER_STORAGE_KEY));
  } catch {
    return DEFAULT_PREFERENCES; // storage disabled (private mode)
  }
}

function save(preferences: ReaderPreferences): void {
  try {
    window.localStorage.setItem(READER_STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // storage disabled or full: the choice lasts as long as the page
  }
}

/** The preferences, and a setter that keeps each change. */
export function useReaderPreferences() {
  const [preferences, setPreferences] = useState(readReaderPreferences);
  const update = useCallback((change: Partial<ReaderPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change };
      save(next);
      return next;
    });
  }, []);
  return [preferences, update] as const;
}

/** One step smaller or larger, within the steps. */
export function stepTextSize(size: TextSize, by: -1 | 1): TextSize {
  const index = Math.min(TEXT_SIZES.length - 1, Math.max(0, TEXT_SIZES.indexOf(size) + by));
  return TEXT_SIZES[index]!;
}
