import { useId } from 'react';
import { MOMENTS, MOMENT_LABELS, type Moment } from '../../../../shared/moments';
import { cn } from '../../../lib/cn';

/**
 * "Something happening for {name}?": the life moments as chips, one at most, optional, folded away like
 * the look (a phone's form stays short; a moment is tonight's only, so the form starts without one).
 * Tapping the chosen chip again leaves the story without one.
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
  const question = `Something happening for ${childName.trim() || 'your child'}?`;
  return (
    <details className="rounded-2xl border border-night-600 bg-night-950/50 p-3">
      <summary className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-lavender-200">
        <span>
          {question}{' '}
          <span className="font-normal text-lavender-300">{value ? MOMENT_LABELS[value] : '(optional)'}</span>
        </span>
      </summary>
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className="sr-only">{question}</legend>
        <p id={`${id}-hint`} className="mt-2 mb-3 text-sm text-lavender-300">
          Tonight's story meets it gently, and ends on a warm thought about tomorrow.
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
    </details>
  );
}
