import { Sparkles, UserPlus, UserRound } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { Link } from 'wouter';
import type { CharacterProfile } from '../../../../shared/api-contracts';
import type { Gender } from '../../../../shared/catalogue';
import { authPath, ROUTES } from '../../../../shared/routes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, inputClasses } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCharacterProfiles } from '../../../lib/api/get-character-profiles';
import { childPortraitUrl } from '../../../../shared/looks';
import { LookPicker, lookOfChoice, type LookChoice } from '../../../components/child-look/look-picker';

/** docs/product.md §9: the chooser's summary shows up to 4 personality traits, then '+N more'. */

/** What a story uses of a profile, plan by plan (docs/product.md "Character profiles"). */
const PROFILE_USES =
  'every story uses the name and age, the pictures the looks; Premium adds favourite things.';
export const SUMMARY_TRAITS = 4;

export const profileEntryLabel = (p: Pick<CharacterProfile, 'name' | 'age' | 'gender'>) =>
  `${p.name} (${p.age} yr old ${p.gender})`;

interface ChildChooserProps {
  signedIn: boolean;
  childName: string;
  onChildNameChange: (name: string) => void;
  profileId: string | null;
  onProfileChange: (profile: CharacterProfile | null) => void;
  error?: string | undefined;
  nameInputRef?: Ref<HTMLInputElement>;
  /** The child's age when typed in by hand ('' when not given); a profile carries its own. */
  childAge: string;
  onChildAgeChange: (age: string) => void;
  /** Boy, Girl or '' (neither given: the story says the name and 'they'), for a child typed in by hand. */
  childGender?: Gender | '';
  onChildGenderChange?: (gender: Gender | '') => void;
  /** Open at the typed-in name (last night's child had no profile) rather than the profile list. */
  startManual?: boolean;
  /** The look of a child typed in by hand (a profile keeps its own). */
  look?: LookChoice;
  onLookChange?: (look: LookChoice) => void;
  /** Below the child: brothers and sisters in the story too. */
  children?: ReactNode;
}

const GENDER_CHOICES: { value: Gender | ''; label: string }[] = [
  { value: 'Boy', label: 'Boy' },
  { value: 'Girl', label: 'Girl' },
  { value: '', label: 'Neither' },
];

/** Ages a story is written for (the shared story rules: 1 to 12). */
const AGES = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** The age choices of a child typed in by hand: 'Any', then 1 to 12. */
export function AgeOptions() {
  return (
    <>
      <option value="">Any</option>
      {AGES.map((age) => (
        <option key={age} value={age}>
          {age}
        </option>
      ))}
    </>
  );
}

/** 'Choose Your Child': a saved character profile for signed-in users, or the child's name typed in. */
export function ChildChooser(props: ChildChooserProps) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-bold text-moon-300">
        <UserRound className="size-5" aria-hidden="true" />
        Choose Your Child
      </h2>
      <div className="mt-4 grid grid-cols-1 gap-4">
        {props.signedIn ? <SignedInChooser {...props} /> : <GuestChooser {...props} />}
        {props.children}
      </div>
    </Card>
  );
}

function NameField({
  childName,
  onChildNameChange,
  error,
  nameInputRef,
  childAge,
  onChildAgeChange,
  childGender = '',
  onChildGenderChange,
  look,
  onLookChange,
}: ChildChooserProps) {
  return (
    <div className="grid grid-cols-[1fr_auto] gap-3">
      <div>
        <label htmlFor="child-name" className="mb-2 block font-semibold text-lavender-200">
          Child's name
        </label>
        <Input
          id="child-name"
          ref={nameInputRef}
          value={childName}
          onChange={(e) => onChildNameChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="words"
          maxLength={30}
          placeholder="e.g. Luna"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'child-name-error' : undefined}
        />
      </div>
      <div>
        <label htmlFor="child-age" className="mb-2 block font-semibold text-lavender-200">
          Age
        </label>
        {/* The story's sentences and words follow the child's age (docs/product.md, stories). */}
        <select
          id="child-age"
          value={childAge}
          onChange={(e) => onChildAgeChange(e.target.value)}
          aria-describedby="child-age-hint"
          className={cn(inputClasses, 'w-28 pr-2')}
        >
          <AgeOptions />
        </select>
      </div>
      <p id="child-age-hint" className="col-span-2 -mt-1 text-sm text-lavender-300">
        With an age, sentences and words are pitched for your child.
      </p>
      <div className="col-span-2 -mt-2 empty:hidden">
        <FieldError id="child-name-error">{error}</FieldError>
      </div>
      {onChildGenderChange && (
        <fieldset className="col-span-2">
          <legend className="mb-2 font-semibold text-lavender-200">
            Boy or girl? <span className="font-normal text-lavender-300">(optional, for he or she)</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {GENDER_CHOICES.map((choice) => (
              <label
                key={choice.label}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-night-600 bg-night-950/50 px-4 text-mist-100 has-[:checked]:border-moon-400 has-[:checked]:bg-night-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-moon-400"
              >
                <input
                  type="radio"
                  name="child-gender"
                  value={choice.value}
                  checked={childGender === choice.value}
                  onChange={() => onChildGenderChange(choice.value)}
                  className="accent-moon-400"
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {look && onLookChange && <LookStep look={look} onLookChange={onLookChange} />}
    </div>
  );
}

/** 'What do they look like?': optional, folded away, a few taps (docs/decisions/025-child-looks.md). */
function LookStep({ look, onLookChange }: { look: LookChoice; onLookChange: (look: LookChoice) => void }) {
  const chosen = Boolean(look.skinTone || look.hairStyle || look.hairColor || look.eyeColor || look.glasses);
  return (
    <details className="col-span-2 rounded-2xl border border-night-600 bg-night-950/50 p-3" open={chosen}>
      <summary className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-lavender-200">
        <img
          src={childPortraitUrl(lookOfChoice(look))}
          alt=""
          width={40}
          height={40}
          decoding="async"
          className="size-10 rounded-full bg-night-800"
        />
        <span>
          What do they look like? <span className="font-normal text-lavender-300">(optional)</span>
        </span>
      </summary>
      <p className="mt-2 mb-4 text-sm text-lavender-300">
        The pictures draw your child as you choose, and guess nothing you leave out. Kept on this device.
      </p>
      <LookPicker idPrefix="story-look" value={look} onChange={onLookChange} />
    </details>
  );
}

function Notice({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-lavender-400/30 bg-night-800/60 p-4 sm:p-5"
    >
      <h3 className="flex items-center gap-2 font-semibold text-mist-100">
        <Sparkles className="size-4 text-moon-400" aria-hidden="true" />
        {title}
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-lavender-200">{children}</p>
      <div className="mt-3 flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}

function focusName() {
  document.getElementById('child-name')?.focus();
}

function GuestChooser(props: ChildChooserProps) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <>
      {!dismissed && (
        <Notice
          title="Character Profiles Need an Account"
          actions={
            <>
              <Link href={authPath({ signup: true })} className={buttonClasses('primary', 'sm')}>
                <UserPlus className="size-4" aria-hidden="true" />
                Create Free Account
              </Link>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setDismissed(true);
                  requestAnimationFrame(focusName);
                }}
              >
                Continue with manual entry
              </Button>
            </>
          }
        >
          Save your child once: {PROFILE_USES}
        </Notice>
      )}
      <NameField {...props} />
    </>
  );
}

function SignedInChooser(props: ChildChooserProps) {
  const profiles = useCharacterProfiles(true);
  const [manual, setManual] = useState(props.startManual ?? false);
  const { profileId, onProfileChange } = props;

  if (profiles.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Loading character profiles">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }

  const list = profiles.data ?? [];
  const enterManually = () => {
    onProfileChange(null);
    setManual(true);
    requestAnimationFrame(focusName);
  };

  if (list.length === 0) {
    return (
      <>
        {!manual && (
          <Notice
            title="No Character Profiles Yet"
            actions={
              <>
                <Link href={ROUTES.characters} className={buttonClasses('primary', 'sm')}>
                  Create New Profile
                </Link>
                <Button variant="secondary" size="sm" onClick={enterManually}>
                  Skip for now - Enter name manually
                </Button>
              </>
            }
          >
            {profiles.isError
              ? "We couldn't load your character profiles just now. You can still type your child's name."
              : `Create a profile: ${PROFILE_USES}`}
          </Notice>
        )}
        <NameField {...props} />
      </>
    );
  }

  if (manual) {
    return (
      <>
        <NameField {...props} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setManual(false)}>
            Choose a saved profile
          </Button>
        </div>
      </>
    );
  }

  const selected = list.find((p) => String(p.id) === profileId) ?? null;
  return (
    <>
      <div>
        <label htmlFor="child-profile" className="mb-2 block font-semibold text-lavender-200">
          Child's profile
        </label>
        <SelectField
          id="child-profile"
          value={selected ? String(selected.id) : ''}
          onValueChange={(id) => onProfileChange(list.find((p) => String(p.id) === id) ?? null)}
          placeholder="Choose a character profile..."
          groups={[
            {
              options: list.map((p) => ({
                value: String(p.id),
                textValue: p.name,
                label: profileEntryLabel(p),
              })),
            },
          ]}
          invalid={Boolean(props.error)}
          describedBy={props.error ? 'child-name-error' : undefined}
        />
        <FieldError id="child-name-error">{props.error}</FieldError>
      </div>
      {selected && <ProfileSummary profile={selected} />}
      <div className="flex flex-wrap gap-2">
        <Link href={ROUTES.characters} className={buttonClasses('secondary', 'sm')}>
          Create New Profile
        </Link>
        <Button variant="secondary" size="sm" onClick={enterManually}>
          Enter name manually
        </Button>
      </div>
    </>
  );
}

export function ProfileSummary({ profile }: { profile: CharacterProfile }) {
  const shown = profile.personality.slice(0, SUMMARY_TRAITS);
  const more = profile.personality.length - shown.length;
  const facts = [
    `${profile.age} years old`,
    profile.gender,
    `${profile.hairColor} hair`,
    `${profile.eyeColor} eyes`,
    ...(profile.favoriteColor ? [`Favourite colour: ${profile.favoriteColor}`] : []),
  ];
  return (
    <div className="rounded-2xl border border-night-600 bg-night-950/50 p-4">
      <p className="text-sm text-lavender-200">{facts.join(' · ')}</p>
      {shown.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Personality">
          {shown.map((trait) => (
            <li key={trait} className="rounded-full bg-night-700 px-3 py-1 text-sm text-mist-100">
              {trait}
            </li>
          ))}
          {more > 0 && <li className="rounded-full px-2 py-1 text-sm text-lavender-300">+{more} more</li>}
        </ul>
      )}
    </div>
  );
}
