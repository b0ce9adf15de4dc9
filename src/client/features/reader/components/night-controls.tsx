import { AArrowDown, AArrowUp, Flame } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field';
import { cn } from '../../../lib/cn';
import {
  MAX_DIMMER,
  READING_SPEEDS,
  stepTextSize,
  TEXT_SIZES,
  type ReaderPreferences,
  type ReadingSpeed,
} from '../reader-preferences';
import type { VoiceOption } from '../use-read-aloud';
import { SLEEP_CHOICES, SLEEP_CHOICE_LABELS, type SleepChoice } from '../use-sleep-timer';

const labelClasses = 'mb-2 block text-sm font-semibold text-lavender-200';
const iconButtonClasses =
  'inline-flex size-11 items-center justify-center rounded-full border border-lavender-300/50 bg-night-800/70 text-lavender-200 transition-colors hover:border-lavender-200 hover:bg-night-700 hover:text-white aria-disabled:cursor-default aria-disabled:opacity-40';

/** Text size, candle light, dimmer, sleep timer and the reading voice. */
export function NightControls({
  id,
  preferences,
  onChange,
  sleepChoice,
  onSleepChoice,
  voices,
  voiceId,
}: {
  id: string;
  preferences: ReaderPreferences;
  onChange: (change: Partial<ReaderPreferences>) => void;
  sleepChoice: SleepChoice;
  onSleepChoice: (choice: SleepChoice) => void;
  voices: readonly VoiceOption[];
  voiceId: string | null;
}) {
  const size = preferences.textSize;
  const smallest = size === TEXT_SIZES[0];
  const largest = size === TEXT_SIZES[TEXT_SIZES.length - 1];
  return (
    <div
      id={id}
      role="group"
      aria-label="Night controls"
      // Above the dimmer's veil (z-45): the dimmer does not dim its own controls.
      className="relative z-[46] mt-4 grid gap-5 rounded-3xl border border-night-600/60 bg-night-900/90 p-4 sm:grid-cols-2 sm:p-6"
    >
      <div>
        <span id={`${id}-size`} className={labelClasses}>
          Text size
        </span>
        <div role="group" aria-labelledby={`${id}-size`} className="flex items-center gap-3">
          <button
            type="button"
            aria-label="Smaller text"
            aria-disabled={smallest || undefined}
            className={iconButtonClasses}
            onClick={() => onChange({ textSize: stepTextSize(size, -1) })}
          >
            <AArrowDown className="size-5" aria-hidden="true" />
          </button>
          <output aria-live="polite" className="min-w-24 text-center font-semibold text-mist-100">
            {size}
          </output>
          <button
            type="button"
            aria-label="Larger text"
            aria-disabled={largest || undefined}
            className={iconButtonClasses}
            onClick={() => onChange({ textSize: stepTextSize(size, 1) })}
          >
            <AArrowUp className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>

      <div>
        <span className={labelClasses} aria-hidden="true">
          Palette
        </span>
        <button
          type="button"
          aria-pressed={preferences.candle}
          onClick={() => onChange({ candle: !preferences.candle })}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-full border px-5 font-semibold transition-colors',
            preferences.candle
              ? 'border-moon-400 bg-moon-400 text-night-950'
              : 'border-lavender-300/50 bg-night-800/70 text-lavender-200 hover:bg-night-700 hover:text-white',
          )}
        >
          <Flame className="size-5" aria-hidden="true" />
          Candle light
        </button>
      </div>

      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-dimmer`} className={labelClasses}>
            Dimmer
          </label>
          <output
            htmlFor={`${id}-dimmer`}
            className="text-sm font-semibold text-mist-100"
            data-testid="dimmer-level"
          >
            {preferences.dimmer === 0 ? 'Off' : `${preferences.dimmer}%`}
          </output>
        </div>
        <input
          id={`${id}-dimmer`}
          type="range"
          min={0}
          max={MAX_DIMMER}
          step={10}
          value={preferences.dimmer}
          aria-valuetext={preferences.dimmer === 0 ? 'Off' : `${preferences.dimmer}%`}
          onChange={(event) => onChange({ dimmer: Number(event.target.value) })}
          className="h-11 w-full accent-moon-400"
        />
      </div>

      <div>
        <label htmlFor={`${id}-sleep`} className={labelClasses}>
          Sleep timer
        </label>
        <SelectField
          id={`${id}-sleep`}
          value={sleepChoice}
          onValueChange={(value) => onSleepChoice(value as SleepChoice)}
          placeholder="Off"
          groups={[
            {
              options: SLEEP_CHOICES.map((choice) => ({
                value: choice,
                textValue: SLEEP_CHOICE_LABELS[choice],
                label: SLEEP_CHOICE_LABELS[choice],
              })),
            },
          ]}
        />
      </div>

      {voices.length > 0 && (
        <>
          <div>
            <label htmlFor={`${id}-voice`} className={labelClasses}>
              Voice
            </label>
            <SelectField
              id={`${id}-voice`}
              value={voiceId ?? ''}
              onValueChange={(value) => onChange({ voice: value })}
              placeholder="The browser's voice"
              groups={[{ options: voices.map((v) => ({ value: v.id, textValue: v.label, label: v.label })) }]}
            />
          </div>
          <div>
            <label htmlFor={`${id}-speed`} className={labelClasses}>
              Reading speed
            </label>
            <SelectField
              id={`${id}-speed`}
              value={preferences.speed}
              onValueChange={(value) => onChange({ speed: value as ReadingSpeed })}
              placeholder="Bedtime"
              groups={[{ options: READING_SPEEDS.map((s) => ({ value: s, textValue: s, label: s })) }]}
            />
          </div>
        </>
      )}
    </div>
  );
}
