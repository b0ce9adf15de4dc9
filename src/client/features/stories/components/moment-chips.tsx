import { useId } from 'react';
import { MOMENTS, MOMENT_LABELS, type Moment } from '../../../../shared/moments';
import { cn } from '../../../lib/cn';

/**
 * "Something happening for {name}?": the life moments as chips, one at most, optional. Tapping the chosen
 * chip again leaves the story without one.
 */
export function MomentChips({
  childName,
  value,
  onChange,
}: {
  childName: string;
  value: Moment | null;
  onChange: (moment: Moment | null) => void;
}) {
  const id = useId();
  const name = childName.trim() || 'your child';
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1 block font-semibold text-lavender-200">Something happening for {name}?</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-lavender-300">
        Optional. Tonight's story meets it gently, and ends on a warm thought about tomorrow.
      </p>
      <div className="flex flex-wrap gap-2">
        {MOMENTS.map((moment) => {
          const on = value === moment;
          return (
            <button
              key={moment}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? null : moment)}
              className={cn(
                'min-h-10 rounded-full border px-3.5 text-sm font-semibold transition-colors',
                on
                  ? 'border-moon-400 bg-moon-400 text-night-950 hover:bg-moon-300'
                  : 'border-night-600 bg-night-950/60 text-lavender-200 hover:border-lavender-300 hover:text-white',
              )}
            >
              {MOMENT_LABELS[moment]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
