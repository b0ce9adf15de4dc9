import { useId, type RefObject } from 'react';
import type { CharacterProfile } from '../../../../shared/api-contracts';
import { EYE_COLORS, GENDERS, HAIR_COLORS, type HairColor } from '../../../../shared/catalogue';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import {
  AgeInput,
  ChoiceField,
  errorId,
  FavoriteColorField,
  InterestsField,
  NameField,
  NotesField,
  TraitsField,
} from './character-profile-fields';
import { LookPicker } from '../../../components/child-look/look-picker';
import { ChildAvatar, profileLook } from './child-avatar';
import { useCharacterProfileForm } from '../use-character-profile-form';

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
  const { form, errors, refs, saving, set, toggleTrait, interests, submit } = useCharacterProfileForm(
    profile,
    () => onOpenChange(false),
  );
  const ageId = useId();
  const title = profile ? `Edit ${profile.name}'s Profile` : 'Create Character Profile';

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent
        title={title}
        description="Every story uses your child's name, age and pronouns, and its pictures their look; Premium stories also weave in the rest."
        {...(returnFocusTo ? { returnFocusTo } : {})}
      >
        <form onSubmit={submit} noValidate className="grid gap-5" aria-label={title}>
          <NameField
            avatar={
              <ChildAvatar
                look={profileLook({
                  ...form,
                  skinTone: form.skinTone || null,
                  hairStyle: form.hairStyle || null,
                })}
                size={60}
              />
            }
            value={form.name}
            onChange={(v) => set('name', v)}
            error={errors.name}
            inputRef={refs.name}
          />

          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
            <AgeInput
              id={ageId}
              value={form.age}
              onChange={(v) => set('age', v)}
              error={errors.age}
              inputRef={refs.age}
            />
            <ChoiceField
              label="Gender"
              value={form.gender}
              options={GENDERS}
              onChange={(v) => set('gender', v)}
            />
            {errors.age && (
              <div className="col-span-2 -mt-2">
                <FieldError id={errorId(ageId)}>{errors.age}</FieldError>
              </div>
            )}
            <ChoiceField
              label="Hair colour"
              value={form.hairColor}
              options={HAIR_COLORS}
              onChange={(v) => set('hairColor', v)}
            />
            <ChoiceField
              label="Eye colour"
              value={form.eyeColor}
              options={EYE_COLORS}
              onChange={(v) => set('eyeColor', v)}
            />
          </div>

          <fieldset className="grid gap-2">
            <legend className="mb-1 font-semibold text-lavender-200">
              What do they look like? <span className="font-normal text-lavender-300">(optional)</span>
            </legend>
            <p className="text-sm text-lavender-300">
              The pictures draw what you choose here, and never guess what you leave out.
            </p>
            <LookPicker
              idPrefix="profile-look"
              parts={['skinTone', 'hairStyle', 'glasses']}
              hairColor={form.hairColor as HairColor}
              value={{
                skinTone: form.skinTone,
                hairStyle: form.hairStyle,
                hairColor: '',
                eyeColor: '',
                glasses: form.glasses,
              }}
              onChange={(look) => {
                set('skinTone', look.skinTone);
                set('hairStyle', look.hairStyle);
                set('glasses', look.glasses);
              }}
            />
          </fieldset>

          <FavoriteColorField
            value={form.favoriteColor}
            onChange={(v) => set('favoriteColor', v)}
            error={errors.favoriteColor}
            inputRef={refs.favoriteColor}
          />

          <TraitsField chosen={form.personality} onToggle={toggleTrait} />

          <InterestsField
            interests={form.interests}
            draft={interests.draft}
            hint={interests.hint}
            error={errors.interests}
            inputRef={refs.interests}
            onType={interests.type}
            onAdd={interests.add}
            onRemove={interests.remove}
          />

          <NotesField
            value={form.description}
            onChange={(v) => set('description', v)}
            error={errors.description}
            inputRef={refs.description}
          />

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
              Cancel
            </Button>
            <SubmitButton
              pending={saving}
              pendingLabel="Saving..."
              keepsFocus
              className="aria-disabled:cursor-wait aria-disabled:opacity-80 sm:min-w-44"
            >
              {profile ? 'Update Profile' : 'Create Profile'}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
