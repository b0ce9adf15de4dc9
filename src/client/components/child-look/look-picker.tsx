/**
 * "What do they look like?": a child's look in a few taps (docs/decisions/025-child-looks.md). Every
 * choice is drawn, not named: skin tones and colours as swatches, hair styles as the child's own portrait
 * with that style; each radio's aria-label names it for a screen reader. Every part may stay unchosen
 * ("not given"), and the pictures then guess nothing.
 */
import type { ReactNode } from 'react';
import { EYE_COLORS, HAIR_COLORS, type EyeColor, type HairColor } from '../../../shared/catalogue';
import {
  EYE_PAINT,
  HAIR_PAINT,
  HAIR_STYLES,
  HAIR_STYLE_LABELS,
  SKIN_PAINT,
  SKIN_TONES,
  SKIN_TONE_LABELS,
  type HairStyle,
  type SkinTone,
} from '../../../shared/looks';
import { childPortraitUrl } from '../../../shared/looks';
import { cn } from '../../lib/cn';

export interface LookChoice {
  skinTone: SkinTone | '';
  hairStyle: HairStyle | '';
  hairColor: HairColor | '';
  eyeColor: EyeColor | '';
  glasses: boolean;
}

export const NO_LOOK_CHOICE: LookChoice = {
  skinTone: '',
  hairStyle: '',
  hairColor: '',
  eyeColor: '',
  glasses: false,
};

/** The look as the API takes it (null for what is not given). */
export const lookOfChoice = (choice: LookChoice) => ({
  skinTone: choice.skinTone || null,
  hairStyle: choice.hairStyle || null,
  hairColor: choice.hairColor || null,
  eyeColor: choice.eyeColor || null,
  glasses: choice.glasses,
});

type Part = 'skinTone' | 'hairStyle' | 'hairColor' | 'eyeColor' | 'glasses';

const optionClasses =
  'relative grid size-12 cursor-pointer place-items-center rounded-full border-2 border-transparent ' +
  'has-[:checked]:border-moon-400 has-[:checked]:bg-night-700 has-[:focus-visible]:ring-2 ' +
  'has-[:focus-visible]:ring-moon-300 hover:border-lavender-300/60';

function Option({
  group,
  label,
  checked,
  onSelect,
  children,
}: {
  group: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className={optionClasses}>
      <input
        type="radio"
        name={group}
        checked={checked}
        onChange={onSelect}
        aria-label={label}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/** The "not given" choice: an empty dashed circle. */
const NotGiven = () => (
  <svg viewBox="0 0 40 40" className="size-9" aria-hidden="true">
    <circle cx="20" cy="20" r="16" fill="none" stroke="#a79fcf" strokeWidth="2" strokeDasharray="4 4" />
  </svg>
);

const Dot = ({ paint }: { paint: string }) => (
  <svg viewBox="0 0 40 40" className="size-9" aria-hidden="true">
    <circle cx="20" cy="20" r="16" fill={paint} stroke="#ffffff" strokeOpacity=".45" strokeWidth="2" />
  </svg>
);

const Eye = ({ paint }: { paint: string }) => (
  <svg viewBox="0 0 40 40" className="size-9" aria-hidden="true">
    <ellipse cx="20" cy="20" rx="16" ry="11" fill="#fff" stroke="#2b1f3a" strokeWidth="2" />
    <circle cx="20" cy="20" r="8" fill={paint} />
    <circle cx="20" cy="20" r="3.6" fill="#2b1f3a" />
    <circle cx="22.5" cy="17.5" r="1.6" fill="#fff" />
  </svg>
);

const Glasses = () => (
  <svg viewBox="0 0 40 40" className="size-9" aria-hidden="true">
    <g fill="#ffffff" fillOpacity=".15" stroke="#f3eefc" strokeWidth="2.4" strokeLinecap="round">
      <circle cx="12" cy="21" r="7" />
      <circle cx="28" cy="21" r="7" />
      <path d="M19 20q1-2 2 0M5 19 2 16m33 3 3-3" fill="none" />
    </g>
  </svg>
);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-lavender-200">{legend}</legend>
      <div className="flex flex-wrap gap-1">{children}</div>
    </fieldset>
  );
}

export function LookPicker({
  idPrefix,
  value,
  onChange,
  parts = ['skinTone', 'hairStyle', 'hairColor', 'eyeColor', 'glasses'],
  hairColor,
}: {
  /** Names the radio groups apart when two pickers share a page. */
  idPrefix: string;
  value: LookChoice;
  onChange: (next: LookChoice) => void;
  /** Which parts to ask (the profile form asks hair and eye colours with its own fields). */
  parts?: readonly Part[];
  /** The hair colour to draw the styles in, when the picker does not ask it. */
  hairColor?: HairColor;
}) {
  const set = <K extends keyof LookChoice>(key: K, v: LookChoice[K]) => onChange({ ...value, [key]: v });
  const shown = new Set(parts);
  const styleHair = value.hairColor || hairColor || null;
  return (
    <div className="grid gap-3">
      {shown.has('skinTone') && (
        <Group legend="Skin">
          <Option
            group={`${idPrefix}-skin`}
            label="Skin tone not given"
            checked={value.skinTone === ''}
            onSelect={() => set('skinTone', '')}
          >
            <NotGiven />
          </Option>
          {SKIN_TONES.map((tone) => (
            <Option
              key={tone}
              group={`${idPrefix}-skin`}
              label={SKIN_TONE_LABELS[tone]}
              checked={value.skinTone === tone}
              onSelect={() => set('skinTone', tone)}
            >
              <Dot paint={SKIN_PAINT[tone]} />
            </Option>
          ))}
        </Group>
      )}
      {shown.has('hairStyle') && (
        <Group legend="Hair">
          <Option
            group={`${idPrefix}-style`}
            label="Hair style not given"
            checked={value.hairStyle === ''}
            onSelect={() => set('hairStyle', '')}
          >
            <NotGiven />
          </Option>
          {HAIR_STYLES.map((style) => (
            <Option
              key={style}
              group={`${idPrefix}-style`}
              label={HAIR_STYLE_LABELS[style]}
              checked={value.hairStyle === style}
              onSelect={() => set('hairStyle', style)}
            >
              <img
                src={childPortraitUrl({
                  skinTone: value.skinTone || null,
                  hairStyle: style,
                  hairColor: styleHair,
                })}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                className="size-10 rounded-full"
              />
            </Option>
          ))}
        </Group>
      )}
      {shown.has('hairColor') && (
        <Group legend="Hair colour">
          <Option
            group={`${idPrefix}-hair`}
            label="Hair colour not given"
            checked={value.hairColor === ''}
            onSelect={() => set('hairColor', '')}
          >
            <NotGiven />
          </Option>
          {HAIR_COLORS.map((color) => (
            <Option
              key={color}
              group={`${idPrefix}-hair`}
              label={`${color} hair`}
              checked={value.hairColor === color}
              onSelect={() => set('hairColor', color)}
            >
              <Dot paint={HAIR_PAINT[color]} />
            </Option>
          ))}
        </Group>
      )}
      {shown.has('eyeColor') && (
        <Group legend="Eyes">
          <Option
            group={`${idPrefix}-eyes`}
            label="Eye colour not given"
            checked={value.eyeColor === ''}
            onSelect={() => set('eyeColor', '')}
          >
            <NotGiven />
          </Option>
          {EYE_COLORS.map((color) => (
            <Option
              key={color}
              group={`${idPrefix}-eyes`}
              label={`${color} eyes`}
              checked={value.eyeColor === color}
              onSelect={() => set('eyeColor', color)}
            >
              <Eye paint={EYE_PAINT[color]} />
            </Option>
          ))}
        </Group>
      )}
      {shown.has('glasses') && (
        <Group legend="Glasses">
          <label className={cn(optionClasses, 'w-auto px-1')}>
            <input
              type="checkbox"
              checked={value.glasses}
              onChange={(e) => set('glasses', e.target.checked)}
              aria-label="Wears glasses"
              className="sr-only"
            />
            <Glasses />
          </label>
        </Group>
      )}
    </div>
  );
}
