import { useRef, useState } from 'react';
import type { CharacterProfile } from '../../../shared/api-contracts';
import { PERSONALITY_TRAITS, PROFILE_AGE, PROFILE_DEFAULTS, PROFILE_LIMITS } from '../../../shared/catalogue';
import type { HairStyle, SkinTone } from '../../../shared/looks';
import { toast } from '../../components/ui/use-toast';
import { onSubmitUnless, useValidatedForm } from '../../lib/use-validated-form';
import { useCreateCharacterProfile, type CharacterProfileFields } from './api/create-character-profile';
import { useUpdateCharacterProfile } from './api/update-character-profile';
import { profileErrorMessage } from './profile-errors';

export const MAX_INTERESTS = PROFILE_LIMITS.interests;
export const MAX_INTEREST_LENGTH = PROFILE_LIMITS.interestLength;
export const MAX_NOTES = PROFILE_LIMITS.notes;

export type ProfileField = 'name' | 'age' | 'favoriteColor' | 'interests' | 'description';
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export interface ProfileFormState {
  name: string;
  age: string;
  gender: string;
  hairColor: string;
  eyeColor: string;
  /** '' when not given: the pictures then guess no skin tone or hair style. */
  skinTone: SkinTone | '';
  hairStyle: HairStyle | '';
  glasses: boolean;
  favoriteColor: string;
  personality: string[];
  interests: string[];
  description: string;
}

function initialState(profile: CharacterProfile | null): ProfileFormState {
  return profile
    ? {
        name: profile.name,
        age: String(profile.age),
        gender: profile.gender,
        hairColor: profile.hairColor,
        eyeColor: profile.eyeColor,
        skinTone: profile.skinTone ?? '',
        hairStyle: profile.hairStyle ?? '',
        glasses: profile.glasses,
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
        skinTone: '',
        hairStyle: '',
        glasses: false,
        favoriteColor: '',
        personality: [],
        interests: [],
        description: '',
      };
}

/** The form's own checks, before the shared data rules: a name, and an age the form accepts. */
export function checkProfileForm(form: ProfileFormState): ProfileErrors {
  const errors: ProfileErrors = {};
  if (form.name.trim() === '') errors.name = 'Please enter a name.';
  const age = Number(form.age);
  if (
    form.age.trim() === '' ||
    !Number.isInteger(age) ||
    age < PROFILE_AGE.formMin ||
    age > PROFILE_AGE.formMax
  ) {
    errors.age = `Age must be a whole number from ${PROFILE_AGE.formMin} to ${PROFILE_AGE.formMax}.`;
  }
  return errors;
}

export function profileFields(form: ProfileFormState): CharacterProfileFields {
  return {
    name: form.name.trim(),
    age: Number(form.age),
    gender: form.gender as CharacterProfileFields['gender'],
    hairColor: form.hairColor as CharacterProfileFields['hairColor'],
    eyeColor: form.eyeColor as CharacterProfileFields['eyeColor'],
    skinTone: form.skinTone || null,
    hairStyle: form.hairStyle || null,
    glasses: form.glasses,
    favoriteColor: form.favoriteColor.trim() || null,
    personality: form.personality as CharacterProfileFields['personality'],
    interests: form.interests,
    description: form.description.trim() || null,
  };
}

/**
 * The profile dialog's state and actions: the fields, their errors, the interests being typed, and the
 * save (create or update) with its checks and toasts. `onSaved` closes the dialog.
 */
export function useCharacterProfileForm(profile: CharacterProfile | null, onSaved: () => void) {
  const create = useCreateCharacterProfile();
  const update = useUpdateCharacterProfile();
  const [interestDraft, setInterestDraft] = useState('');
  const [interestHint, setInterestHint] = useState('');
  const [checking, setChecking] = useState(false);
  const saving = checking || create.isPending || update.isPending;

  const refs = {
    name: useRef<HTMLInputElement>(null),
    age: useRef<HTMLInputElement>(null),
    favoriteColor: useRef<HTMLInputElement>(null),
    interests: useRef<HTMLInputElement>(null),
    description: useRef<HTMLTextAreaElement>(null),
  };
  // The fields a message can point at are those with a ref; the first in the form's order takes the focus.
  const {
    values: form,
    errors,
    set,
    show,
    check,
  } = useValidatedForm<ProfileFormState>(
    () => initialState(profile),
    (field) => (field in refs ? refs[field as ProfileField].current : null),
  );

  const toggleTrait = (trait: string) =>
    set(
      'personality',
      form.personality.includes(trait)
        ? form.personality.filter((t) => t !== trait)
        : // Kept in the catalogue's order, so a profile reads the same wherever it is shown.
          PERSONALITY_TRAITS.filter((t) => t === trait || form.personality.includes(t)),
    );

  const typeInterest = (draft: string) => {
    setInterestDraft(draft);
    if (interestHint) setInterestHint('');
  };

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

  async function save() {
    if (show(checkProfileForm(form))) return;
    const fields = profileFields(form);

    // The shared data rules (name length, notes length, ...) answer before the server has to.
    setChecking(true);
    try {
      if (!(await check((s) => s.characterProfileInput, fields))) return;
    } catch {
      // The rules could not load: the server checks the same rules and says what is wrong.
    } finally {
      setChecking(false);
    }

    const onError = (error: Error, fallback: string) =>
      toast({ title: 'Error', description: profileErrorMessage(error, fallback), variant: 'destructive' });

    if (profile) {
      update.mutate(
        { id: profile.id, fields },
        {
          onSuccess: (saved) => {
            toast({
              title: 'Profile Updated',
              description: `${saved.name}'s profile is up to date.`,
              variant: 'wish-bubble',
            });
            onSaved();
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
          onSaved();
        },
        onError: (error) => onError(error, 'Failed to create character profile.'),
      });
    }
  }

  return {
    form,
    errors,
    refs,
    saving,
    set,
    toggleTrait,
    interests: {
      draft: interestDraft,
      hint: interestHint,
      type: typeInterest,
      add: addInterest,
      remove: removeInterest,
    },
    submit: onSubmitUnless(saving, save),
  };
}
