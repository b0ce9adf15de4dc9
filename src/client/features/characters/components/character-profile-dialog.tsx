import { Loader2, Plus, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import type { CharacterProfile } from '../../../../shared/api-contracts';
import {
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  PERSONALITY_TRAITS,
  PROFILE_AGE,
  PROFILE_DEFAULTS,
  PROFILE_LIMITS,
} from '../../../../shared/catalogue';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, FieldLabel, Input, inputClasses } from '../../../components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger } from '../../../components/ui/select';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { loadSchemas } from '../../../lib/load-schemas';
import { useCreateCharacterProfile, type CharacterProfileFields } from '../api/create-character-profile';
import { useUpdateCharacterProfile } from '../api/update-character-profile';
import { profileErrorMessage } from '../profile-errors';
import { ChildAvatar } from './child-avatar';

const MAX_INTERESTS = PROFILE_LIMITS.interests;
const MAX_INTEREST_LENGTH = PROFILE_LIMITS.interestLength;
const MAX_NOTES = PROFILE_LIMITS.notes;

type Field = 'name' | 'age' | 'favoriteColor' | 'interests' | 'description';
type Errors = Partial<Record<Field, string>>;

interface FormState {
  name: string;
  age: string;
  gender: string;
  hairColor: string;
  eyeColor: string;
  favoriteColor: string;
  personality: string[];
  interests: string[];
  description: string;
}

function initialState(profile: CharacterProfile | null): FormState {
  return profile
    ? {
        name: profile.name,
        age: String(profile.age),
        gender: profile.gender,
        hairColor: profile.hairColor,
        eyeColor: profile.eyeColor,
        favoriteColor: profile.favoriteColor ?? '',
        personality: [...profile.personality],
        interests: [...profile.interests],
        description: profile.description ?? '',
      }
    : {
        name: '',
        age: String(PROFILE_DEFAULTS.age),
        gender: PROFILE_DEFAULTS.gender,
        hairColor: PROFILE_DEFAULTS.hairColor,
        eyeColor: PROFILE_DEFAULTS.eyeColor,
        favoriteColor: '',
        personality: [],
        interests: [],
        description: '',
      };
}

/** 'Create Character Profile' or "Edit {name}'s Profile" (docs/product.md §2.8, §5.3); loaded on demand. */
export default function CharacterProfileDialog({
  profile,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  /** The profile to edit; null to create one. */
  profile: CharacterProfile | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const editing = profile !== null;
  const create = useCreateCharacterProfile();
  const update = useUpdateCharacterProfile();
  const [form, setForm] = useState<FormState>(() => initialState(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [interestDraft, setInterestDraft] = useState('');
  const [interestHint, setInterestHint] = useState('');
  const [checking, setChecking] = useState(false);
  const saving = checking || create.isPending || update.isPending;

  const ids = {
    name: useId(),
    age: useId(),
    gender: useId(),
    hair: useId(),
    eyes: useId(),
    color: useId(),
    traits: useId(),
    interest: useId(),
    interestHint: useId(),
    notes: useId(),
    notesCount: useId(),
  };
  const refs = {
    name: useRef<HTMLInputElement>(null),
    age: useRef<HTMLInputElement>(null),
    favoriteColor: useRef<HTMLInputElement>(null),
    interests: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
  };

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const toggleTrait = (trait: string) =>
    set(
      'personality',
      form.personality.includes(trait)
        ? form.personality.filter((t) => t !== trait)
        : // Kept in the catalogue's order, so a profile reads the same wherever it is shown.
          PERSONALITY_TRAITS.filter((t) => t === trait || form.personality.includes(t)),
    );

  const addInterest = () => {
    const interest = interestDraft.trim();
    if (interest === '') {
      setInterestDraft('');
      return;
    }
    if (form.interests.some((i) => i.toLowerCase() === interest.toLowerCase())) {
      setInterestHint(`“${interest}” is already on the list.`);
      setInterestDraft('');
      return;
    }
    if (form.interests.length >= MAX_INTERESTS) {
      setInterestHint(`At most ${MAX_INTERESTS} interests.`);
      return;
    }
    set('interests', [...form.interests, interest]);
    setInterestHint('');
    setInterestDraft('');
  };

  const removeInterest = (interest: string) => {
    set(
      'interests',
      form.interests.filter((i) => i !== interest),
    );
    setInterestHint(`Removed “${interest}”.`);
    refs.interests.current?.focus();
  };

  const onInterestKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // Enter adds the interest; it does not send the form.
      addInterest();
    }
  };

  function showErrors(next: Errors) {
    setErrors(next);
    const first = (['name', 'age', 'favoriteColor', 'interests', 'description'] as const).find(
      (f) => next[f],
    );
    if (first) refs[first].current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const next: Errors = {};
    if (form.name.trim() === '') next.name = 'Please enter a name.';
    const age = Number(form.age);
    if (
      form.age.trim() === '' ||
      !Number.isInteger(age) ||
      age < PROFILE_AGE.formMin ||
      age > PROFILE_AGE.formMax
    ) {
      next.age = `Age must be a whole number from ${PROFILE_AGE.formMin} to ${PROFILE_AGE.formMax}.`;
    }
    if (next.name || next.age) return showErrors(next);

    const fields: CharacterProfileFields = {
      name: form.name.trim(),
      age,
      gender: form.gender as CharacterProfileFields['gender'],
      hairColor: form.hairColor as CharacterProfileFields['hairColor'],
      eyeColor: form.eyeColor as CharacterProfileFields['eyeColor'],
      favoriteColor: form.favoriteColor.trim() || null,
      personality: form.personality as CharacterProfileFields['personality'],
      interests: form.interests,
      description: form.description.trim() || null,
    };

    // The shared data rules (name length, notes length, ...) answer before the server has to.
    setChecking(true);
    try {
      const { characterProfileInput } = await loadSchemas();
      const parsed = characterProfileInput.safeParse(fields);
      if (!parsed.success) {
        const fieldErrors: Errors = {};
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as Field;
          if (field in refs && !fieldErrors[field]) fieldErrors[field] = issue.message;
        }
        if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors);
      }
    } catch {
      // The rules could not load: the server checks the same rules and says what is wrong.
    } finally {
      setChecking(false);
    }
    setErrors({});

    const onError = (error: Error, fallback: string) =>
      toast({ title: 'Error', description: profileErrorMessage(error, fallback), variant: 'destructive' });

    if (editing) {
      update.mutate(
        { id: profile.id, fields },
        {
          onSuccess: (saved) => {
            toast({
              title: 'Profile Updated',
              description: `${saved.name}'s profile is up to date.`,
              variant: 'wish-bubble',
            });
            onOpenChange(false);
          },
          onError: (error) => onError(error, 'Failed to update character profile.'),
        },
      );
    } else {
      create.mutate(fields, {
        onSuccess: (saved) => {
          toast({
            title: 'Profile Created',
            description: `${saved.name} is ready for tonight's story.`,
            variant: 'wish-bubble',
          });
          onOpenChange(false);
        },
        onError: (error) => onError(error, 'Failed to create character profile.'),
      });
    }
  }

  const title = editing ? `Edit ${profile.name}'s Profile` : 'Create Character Profile';
  const errorIds: Record<Field, string> = {
    name: `${ids.name}-error`,
    age: `${ids.age}-error`,
    favoriteColor: `${ids.color}-error`,
    interests: `${ids.interest}-error`,
    description: `${ids.notes}-error`,
  };
  const describedBy = (field: Field, extra?: string) =>
    [extra, errors[field] ? errorIds[field] : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent
        title={title}
        description="Every story uses your child's name, age and pronouns, and its pictures their hair and eyes; Premium stories also weave in the rest."
        {...(returnFocusTo ? { returnFocusTo } : {})}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5" aria-label={title}>
          <div className="flex items-end gap-4">
            <div className="companion-halo shrink-0 rounded-full p-1">
              <ChildAvatar
                hairColor={form.hairColor}
                eyeColor={form.eyeColor}
                gender={form.gender}
                size={60}
              />
            </div>
            <div className="min-w-0 flex-1">
              <FieldLabel htmlFor={ids.name}>Name</FieldLabel>
              <Input
                id={ids.name}
                ref={refs.name}
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
                maxLength={50}
                autoComplete="off"
                autoCapitalize="words"
                required
                aria-required="true"
                placeholder="e.g. Luna"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('name')}
              />
            </div>
          </div>
          {errors.name && (
            <div className="-mt-3">
              <FieldError id={errorIds.name}>{errors.name}</FieldError>
            </div>
          )}

          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
            <div>
              <FieldLabel htmlFor={ids.age}>Age</FieldLabel>
              <Input
                id={ids.age}
                ref={refs.age}
                type="number"
                inputMode="numeric"
                min={PROFILE_AGE.formMin}
                max={PROFILE_AGE.formMax}
                step={1}
                value={form.age}
                onChange={(e) => set('age', e.target.value)}
                aria-invalid={errors.age ? true : undefined}
                aria-describedby={describedBy('age')}
              />
            </div>
            <ChoiceField
              id={ids.gender}
              label="Gender"
              value={form.gender}
              options={GENDERS}
              onChange={(v) => set('gender', v)}
            />
            {errors.age && (
              <div className="col-span-2 -mt-2">
                <FieldError id={errorIds.age}>{errors.age}</FieldError>
              </div>
            )}
            <ChoiceField
              id={ids.hair}
              label="Hair color"
              value={form.hairColor}
              options={HAIR_COLORS}
              onChange={(v) => set('hairColor', v)}
            />
            <ChoiceField
              id={ids.eyes}
              label="Eye color"
              value={form.eyeColor}
              options={EYE_COLORS}
              onChange={(v) => set('eyeColor', v)}
            />
          </div>

          <div>
            <FieldLabel htmlFor={ids.color}>
              Favorite color <span className="font-normal text-lavender-300">(optional)</span>
            </FieldLabel>
            <Input
              id={ids.color}
              ref={refs.favoriteColor}
              value={form.favoriteColor}
              onChange={(e) => set('favoriteColor', e.target.value)}
              maxLength={30}
              autoComplete="off"
              placeholder="e.g. Purple"
              aria-invalid={errors.favoriteColor ? true : undefined}
              aria-describedby={describedBy('favoriteColor')}
            />
            <FieldError id={errorIds.favoriteColor}>{errors.favoriteColor}</FieldError>
          </div>

          <fieldset>
            <legend id={ids.traits} className="mb-2 block font-semibold text-lavender-200">
              Personality traits{' '}
              <span className="font-normal text-lavender-300">
                (tap to choose{form.personality.length > 0 ? `, ${form.personality.length} chosen` : ''})
              </span>
            </legend>
            <div className="flex flex-wrap gap-2">
              {PERSONALITY_TRAITS.map((trait) => {
                const on = form.personality.includes(trait);
                return (
                  <button
                    key={trait}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggleTrait(trait)}
                    className={cn(
                      'min-h-10 rounded-full border px-3.5 text-sm font-semibold transition-colors',
                      on
                        ? 'border-moon-400 bg-moon-400 text-night-950 hover:bg-moon-300'
                        : 'border-night-600 bg-night-950/60 text-lavender-200 hover:border-lavender-300 hover:text-white',
                    )}
                  >
                    {trait}
                  </button>
                );
              })}
            </div>
          </fieldset>

          <div>
            <FieldLabel htmlFor={ids.interest}>
              Interests <span className="font-normal text-lavender-300">(press Enter to add)</span>
            </FieldLabel>
            <div className="flex gap-2">
              <Input
                id={ids.interest}
                ref={refs.interests}
                value={interestDraft}
                onChange={(e) => {
                  setInterestDraft(e.target.value);
                  if (interestHint) setInterestHint('');
                }}
                onKeyDown={onInterestKey}
                maxLength={MAX_INTEREST_LENGTH}
                autoComplete="off"
                placeholder="e.g. Dinosaurs"
                aria-describedby={describedBy('interests', ids.interestHint)}
                aria-invalid={errors.interests ? true : undefined}
              />
              <Button
                variant="secondary"
                onClick={addInterest}
                className="shrink-0"
                aria-label="Add interest"
                disabled={form.interests.length >= MAX_INTERESTS}
              >
                <Plus className="size-4" aria-hidden="true" />
                Add
              </Button>
            </div>
            <p id={ids.interestHint} className="mt-1.5 min-h-5 text-sm text-lavender-300" aria-live="polite">
              {interestHint}
            </p>
            <FieldError id={errorIds.interests}>{errors.interests}</FieldError>
            {form.interests.length > 0 && (
              <ul className="mt-1 flex flex-wrap gap-2" aria-label="Interests added">
                {form.interests.map((interest) => (
                  <li
                    key={interest}
                    className="flex max-w-full items-center gap-1 rounded-full border border-moon-400/40 bg-night-950/60 py-0.5 pr-1 pl-3 text-sm text-moon-300"
                  >
                    <span className="truncate">{interest}</span>
                    <button
                      type="button"
                      onClick={() => removeInterest(interest)}
                      aria-label={`Remove ${interest}`}
                      className="grid size-8 shrink-0 place-items-center rounded-full text-lavender-200 hover:bg-night-700 hover:text-white"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div>
            <FieldLabel htmlFor={ids.notes}>
              Notes <span className="font-normal text-lavender-300">(optional)</span>
            </FieldLabel>
            <textarea
              id={ids.notes}
              ref={refs.description}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              maxLength={MAX_NOTES}
              rows={3}
              placeholder="A favourite toy, a pet's name, what helps them fall asleep..."
              className={cn(inputClasses, 'resize-y py-3 leading-relaxed')}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy('description', ids.notesCount)}
            />
            <p id={ids.notesCount} className="mt-1.5 text-right text-xs text-lavender-300">
              {form.description.length}/{MAX_NOTES}
            </p>
            <FieldError id={errorIds.description}>{errors.description}</FieldError>
          </div>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
              Cancel
            </Button>
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus mid-save. */}
            <Button
              type="submit"
              aria-busy={saving}
              aria-disabled={saving}
              className="aria-disabled:cursor-wait aria-disabled:opacity-80 sm:min-w-44"
            >
              {saving ? (
                <>
                  <Loader2 className="spin size-5" aria-hidden="true" />
                  Saving...
                </>
              ) : editing ? (
                'Update Profile'
              ) : (
                'Create Profile'
              )}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ChoiceField({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} placeholder={label} />
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option} textValue={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
