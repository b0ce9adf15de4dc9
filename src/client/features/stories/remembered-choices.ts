/**
 * What the story form starts from (docs/product.md, "Every night in one tap"): the choices of the newest
 * story, else the first-visit defaults. Pure, so it is tested without a browser.
 */
import type { CreateStoryRequest, Story } from '../../../shared/api-contracts';
import { FIRST_STORY_CHOICES, type Gender } from '../../../shared/catalogue';
import type { StoryFormValues } from './story-rules';

export interface StoryChoices {
  values: StoryFormValues;
  /** The profile the last story was made from (a parent's), or null for a name typed in. */
  profileId: string | null;
  /** Typed-in age and gender ('' when not given). */
  childAge: string;
  childGender: Gender | '';
  /** The look of a typed-in child (null: none, or the child has a profile, which keeps its own). */
  childLook: StoryLookRequest | null;
}

/** A look as POST /api/stories takes it. */
export type StoryLookRequest = NonNullable<CreateStoryRequest['childLook']>;

/** A story's look, as the request for another story of that child sends it (no pyjamas: a profile's). */
export function lookRequestOf(look: Story['childLook']): StoryLookRequest | null {
  if (!look) return null;
  const { skinTone, hairStyle, hairColor, eyeColor, glasses } = look;
  return { skinTone, hairStyle, hairColor, eyeColor, glasses };
}

export const FIRST_CHOICES: StoryChoices = {
  values: { childName: '', ...FIRST_STORY_CHOICES },
  profileId: null,
  childAge: '',
  childGender: '',
  childLook: null,
};

export function rememberedChoices(last: Story | null | undefined): StoryChoices {
  if (!last) return FIRST_CHOICES;
  return {
    values: { childName: last.childName, animal: last.animal, theme: last.theme, length: last.length },
    profileId: last.characterProfileId,
    childAge: last.childAge === null ? '' : String(last.childAge),
    childGender: last.childGender ?? '',
    childLook: last.characterProfileId ? null : lookRequestOf(last.childLook),
  };
}

/** 'Another story for Mia': tonight's story with last night's choices, for the one who owns them. */
export function anotherStoryRequest(
  last: Story,
  owner: { userId: number } | { guestSessionId: string },
): CreateStoryRequest {
  return {
    childName: last.childName,
    animal: last.animal,
    theme: last.theme,
    length: last.length,
    ...owner,
    ...(last.characterProfileId && 'userId' in owner ? { characterProfileId: last.characterProfileId } : {}),
    ...(last.childAge !== null ? { childAge: last.childAge } : {}),
    ...(last.childGender !== null ? { childGender: last.childGender } : {}),
    ...(last.childLook && !last.characterProfileId ? { childLook: lookRequestOf(last.childLook) } : {}),
  };
}
