import { Info, Lock } from 'lucide-react';
import type { Ref } from 'react';
import {
  COMPANION_GROUPS,
  COMPANION_INFO,
  LENGTHS,
  THEMES,
  isPremiumTheme,
} from '../../../../shared/catalogue';
import { FieldError } from '../../../components/ui/field';
import { SelectField, type SelectOptionGroup } from '../../../components/ui/select-field';
import { Tooltip } from '../../../components/ui/tooltip';
import { CompanionPicture } from '../../../components/story/companion-picture';
import { PremiumStar } from './premium-star';

interface PickerProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  triggerRef?: Ref<HTMLButtonElement>;
  /** The visitor's plan lacks this picker's premium options: they look locked. */
  premiumLocked?: boolean;
  /** Said under the picker when a locked premium option is chosen (before any submit). */
  premiumNote?: string | undefined;
}

function PickerLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold text-lavender-200">
      {children}
    </label>
  );
}

export const PREMIUM_TIPS = {
  animal: 'Premium animal - requires premium subscription',
  superhero: 'Premium superhero - requires premium subscription',
  theme: 'Premium theme - requires premium subscription',
  length: 'Premium length - requires premium subscription',
} as const;

/** Each picker's options, built once for a plan that has the premium ones and once for one that lacks them. */
function byLock(build: (locked: boolean) => SelectOptionGroup[]) {
  const open = build(false);
  const locked = build(true);
  return (isLocked: boolean) => (isLocked ? locked : open);
}

const companionOptions = byLock((locked) =>
  COMPANION_GROUPS.map((group) => ({
    label: group,
    options: COMPANION_INFO.filter((c) => c.group === group).map((companion) => ({
      value: companion.name,
      textValue: companion.name,
      label: (
        <>
          <CompanionPicture name={companion.name} size={32} />
          <span>{companion.name}</span>
        </>
      ),
      extra: companion.premium ? (
        <PremiumStar tip={PREMIUM_TIPS[companion.kind]} locked={locked} />
      ) : undefined,
    })),
  })),
);

const themeOptions = byLock((locked) => [
  {
    options: THEMES.map((theme) => ({
      value: theme,
      textValue: theme,
      label: theme,
      extra: isPremiumTheme(theme) ? <PremiumStar tip={PREMIUM_TIPS.theme} locked={locked} /> : undefined,
    })),
  },
]);

/** Roughly how long a story takes to read aloud, at a calm 130 words a minute. */
function readingMinutes(minWords: number, maxWords: number): string {
  return `${Math.round(minWords / 130)}–${Math.round(maxWords / 130)} min`;
}

const lengthOptions = byLock((locked) => [
  {
    options: LENGTHS.map((length) => ({
      value: length.name,
      textValue: length.name,
      label: length.name,
      // The star before the minutes, the minutes last and right-aligned: every row's minutes end in one
      // column, whether or not a star (or a locked 'Premium') stands in the row.
      extra: (
        <>
          {length.premium && <PremiumStar tip={PREMIUM_TIPS.length} locked={locked} />}
          <span className="text-right text-sm text-lavender-300 [font-variant-numeric:tabular-nums]">
            {readingMinutes(length.minWords, length.maxWords)}
          </span>
        </>
      ),
    })),
  },
]);

function Picker({
  id,
  label,
  placeholder,
  groups,
  info,
  value,
  onChange,
  error,
  triggerRef,
  premiumNote,
}: Omit<PickerProps, 'premiumLocked'> & {
  id: string;
  label: string;
  placeholder: string;
  groups: SelectOptionGroup[];
  info?: string;
}) {
  return (
    <div>
      <div className="mb-2 flex min-h-7 items-center gap-1.5">
        <PickerLabel htmlFor={id}>{label}</PickerLabel>
        {info && (
          <Tooltip content={info}>
            <button
              type="button"
              aria-label="About characters"
              className="rounded-full p-1 text-lavender-300 hover:text-moon-300"
            >
              <Info className="size-4" aria-hidden="true" />
            </button>
          </Tooltip>
        )}
      </div>
      <SelectField
        id={id}
        value={value}
        onValueChange={onChange}
        placeholder={placeholder}
        groups={groups}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : premiumNote ? `${id}-premium` : undefined}
        triggerRef={triggerRef}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {premiumNote && !error && (
        <p id={`${id}-premium`} className="mt-2 flex items-start gap-1.5 text-sm text-moon-300">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {premiumNote}
        </p>
      )}
    </div>
  );
}

export function CharacterPicker({ premiumLocked = false, ...props }: PickerProps) {
  return (
    <Picker
      {...props}
      id="story-animal"
      label="Choose Your Character"
      placeholder="Select a magical friend or superhero"
      info="Pick a magical friend or superhero to join your story adventure"
      groups={companionOptions(premiumLocked)}
    />
  );
}

export function ThemePicker({ premiumLocked = false, ...props }: PickerProps) {
  return (
    <Picker
      {...props}
      id="story-theme"
      label="Choose a Theme"
      placeholder="Select a magical theme"
      groups={themeOptions(premiumLocked)}
    />
  );
}

export function LengthPicker({ premiumLocked = false, ...props }: PickerProps) {
  return (
    <Picker
      {...props}
      id="story-length"
      label="Story Length"
      placeholder="Choose story length"
      groups={lengthOptions(premiumLocked)}
    />
  );
}
