/**
 * A picker that paints at once and gains its list a moment later. The list (Radix Select with its
 * positioning engine) is a fifth of the home page's code, so it loads at the visitor's first touch of the
 * page (`preloadSelectField`); until then a look-alike trigger stands in, and a tap on it opens the list as soon
 * as it arrives.
 *
 * The list mounts only when the visitor reaches for a picker (a tap, or a key on it): mounting the four of
 * the home page at once was its longest task on a phone (Lighthouse mobile, TBT about 2 s; see
 * docs/performance.md).
 */
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { afterFirstInteraction } from '../../lib/first-interaction';
import { handoff, type SelectFieldProps } from './select-field-handoff';
import { selectTriggerClasses } from './select-styles';

export type { SelectFieldProps, SelectOptionGroup } from './select-field-handoff';

const load = () => import('./select-field-impl');
const SelectFieldImpl = lazy(load);

const fetchList = () => void load().catch(() => undefined);

/**
 * Fetches the list's code at the visitor's first touch of the page (lib/first-interaction.ts), so it never
 * competes with the page's load; a tap on a picker fetches it at once. Returns the effect's clean-up.
 */
export function preloadSelectField(): () => void {
  return afterFirstInteraction(fetchList);
}

// Keys that open a Radix Select from its trigger.
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
// Once a picker was used, pickers that mount later (another page, a dialog) come with their list.
let listWanted = false;

export function SelectField(props: SelectFieldProps) {
  const [active, setActive] = useState(listWanted);
  if (!active) {
    const activate = () => {
      listWanted = true;
      setActive(true);
    };
    return <StandInTrigger {...props} onActivate={activate} />;
  }
  return (
    <Suspense fallback={<StandInTrigger {...props} />}>
      <SelectFieldImpl {...props} />
    </Suspense>
  );
}

function StandInTrigger({
  id,
  value,
  placeholder,
  groups,
  invalid,
  describedBy,
  triggerRef,
  onActivate,
}: SelectFieldProps & { onActivate?: () => void }) {
  const selected = groups.flatMap((g) => g.options).find((o) => o.value === value);
  return (
    <button
      type="button"
      id={id}
      ref={triggerRef}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      data-placeholder={selected ? undefined : ''}
      className={selectTriggerClasses}
      onFocus={() => handoff.focused.add(id)}
      onBlur={() => handoff.focused.delete(id)}
      onClick={() => {
        handoff.open.add(id);
        fetchList();
        onActivate?.();
      }}
      onKeyDown={(event) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          handoff.open.add(id);
        } else if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
          // Tab, Shift, Escape...: passing through is not reaching for the list. Swapping the stand-in for
          // the real picker now would take the Tab's focus move with it (two Tabs to leave).
          return;
        }
        onActivate?.();
      }}
    >
      <span className="flex min-w-0 items-center gap-3 leading-snug">
        {selected ? selected.label : placeholder}
      </span>
      <ChevronDown className="size-5 shrink-0 text-lavender-300" aria-hidden="true" />
    </button>
  );
}
