/** The profile dialog's fields: each labels itself and ties its error and hints to its input. */
import { Plus, X } from 'lucide-react';
import { useId, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { PERSONALITY_TRAITS, PROFILE_AGE } from '../../../../shared/catalogue';
import { Button } from '../../../components/ui/button';
import { FieldError, FieldLabel, Input, inputClasses } from '../../../components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { MAX_INTEREST_LENGTH, MAX_INTERESTS, MAX_NOTES } from '../use-character-profile-form';

export const errorId = (fieldId: string) => `${fieldId}-error`;

/** A field's hint, then its error while it has one. */
const describedBy = (fieldId: string, error: string | undefined, hintId?: string) =>
  [hintId, error ? errorId(fieldId) : undefined].filter(Boolean).join(' ') || undefined;

interface TextFieldProps<E extends HTMLElement> {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  inputRef: RefObject<E | null>;
}

/** The name beside the child's picture, its error under both. */
export function NameField({
  avatar,
  value,
  onChange,
  error,
  inputRef,
}: TextFieldProps<HTMLInputElement> & { avatar: ReactNode }) {
  const id = useId();
  return (
    <>
      <div className="flex items-end gap-4">
        <div className="companion-halo shrink-0 rounded-full p-1">{avatar}</div>
        <div className="min-w-0 flex-1">
          <FieldLabel htmlFor={id}>Name</FieldLabel>
          <Input
            id={id}
            ref={inputRef}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            maxLength={50}
            autoComplete="off"
            autoCapitalize="words"
            required
            aria-required="true"
            placeholder="e.g. Luna"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error)}
          />
        </div>
      </div>
      {error && (
        <div className="-mt-3">
          <FieldError id={errorId(id)}>{error}</FieldError>
        </div>
      )}
    </>
  );
}

/** The age input; its error spans the grid's row below (the dialog places it, with `errorId(id)`). */
export function AgeInput({
  id,
  value,
  onChange,
  error,
  inputRef,
}: TextFieldProps<HTMLInputElement> & { id: string }) {
  return (
    <div>
      <FieldLabel htmlFor={id}>Age</FieldLabel>
      <Input
        id={id}
        ref={inputRef}
        type="number"
        inputMode="numeric"
        min={PROFILE_AGE.formMin}
        max={PROFILE_AGE.formMax}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
    </div>
  );
}

export function ChoiceField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
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

export function FavoriteColorField({ value, onChange, error, inputRef }: TextFieldProps<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>
        Favourite colour <span className="font-normal text-lavender-300">(optional)</span>
      </FieldLabel>
      <Input
        id={id}
        ref={inputRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={30}
        autoComplete="off"
        placeholder="e.g. Purple"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
      <FieldError id={errorId(id)}>{error}</FieldError>
    </div>
  );
}

export function TraitsField({
  chosen,
  onToggle,
}: {
  chosen: readonly string[];
  onToggle: (trait: string) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend id={id} className="mb-2 block font-semibold text-lavender-200">
        Personality traits{' '}
        <span className="font-normal text-lavender-300">
          (tap to choose{chosen.length > 0 ? `, ${chosen.length} chosen` : ''})
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {PERSONALITY_TRAITS.map((trait) => {
          const on = chosen.includes(trait);
          return (
            <button
              key={trait}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(trait)}
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
  );
}

export function InterestsField({
  interests,
  draft,
  hint,
  error,
  inputRef,
  onType,
  onAdd,
  onRemove,
}: {
  interests: readonly string[];
  draft: string;
  hint: string;
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
  onType: (draft: string) => void;
  onAdd: () => void;
  onRemove: (interest: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // Enter adds the interest; it does not send the form.
      onAdd();
    }
  };
  return (
    <div>
      <FieldLabel htmlFor={id}>
        Interests <span className="font-normal text-lavender-300">(press Enter to add)</span>
      </FieldLabel>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={inputRef}
          value={draft}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_INTEREST_LENGTH}
          autoComplete="off"
          placeholder="e.g. Dinosaurs"
          aria-describedby={describedBy(id, error, hintId)}
          aria-invalid={error ? true : undefined}
        />
        <Button
          variant="secondary"
          onClick={onAdd}
          className="shrink-0"
          aria-label="Add interest"
          disabled={interests.length >= MAX_INTERESTS}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 min-h-5 text-sm text-lavender-300" aria-live="polite">
        {hint}
      </p>
      <FieldError id={errorId(id)}>{error}</FieldError>
      {interests.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label="Interests added">
          {interests.map((interest) => (
            <li
              key={interest}
              className="flex max-w-full items-center gap-1 rounded-full border border-moon-400/40 bg-night-950/60 py-0.5 pr-1 pl-3 text-sm text-moon-300"
            >
              <span className="truncate">{interest}</span>
              <button
                type="button"
                onClick={() => onRemove(interest)}
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
  );
}

export function NotesField({ value, onChange, error, inputRef }: TextFieldProps<HTMLTextAreaElement>) {
  const id = useId();
  const countId = useId();
  const hintId = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>
        Notes <span className="font-normal text-lavender-300">(optional)</span>
      </FieldLabel>
      {/* Stories are written from the fields above, never from free text (nothing is read out unchecked). */}
      <p id={hintId} className="mb-2 text-sm text-lavender-300">
        Notes are for you; stories don&rsquo;t read them. A pet or a favourite toy goes in Interests, like
        &lsquo;my dog Biscuit&rsquo;.
      </p>
      <textarea
        id={id}
        ref={inputRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={MAX_NOTES}
        rows={3}
        placeholder="What helps them settle, a bedtime routine..."
        className={cn(inputClasses, 'resize-y py-3 leading-relaxed')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, `${hintId} ${countId}`)}
      />
      <p id={countId} className="mt-1.5 text-right text-xs text-lavender-300">
        {value.length}/{MAX_NOTES}
      </p>
      <FieldError id={errorId(id)}>{error}</FieldError>
    </div>
  );
}
