import type { CharacterProfile } from '../../../../shared/api-contracts';
import type { EyeColor, HairColor } from '../../../../shared/catalogue';
import { pyjamaColorOf, type ChildLook } from '../../../../shared/looks';
import { childPortraitUrl } from '../../../../shared/looks';
import { cn } from '../../../lib/cn';

/**
 * The child's portrait: the very drawing the story's pictures make (/media/children/portrait.svg), so the
 * profile and the pages show one child (docs/decisions/025-child-looks.md). Decorative: the name and the
 * look are written beside it.
 */
export function ChildAvatar({
  look,
  size = 64,
  className,
}: {
  look: Partial<ChildLook> | null;
  size?: number;
  className?: string;
}) {
  return (
    <img
      src={childPortraitUrl(look)}
      width={size}
      height={size}
      alt=""
      decoding="async"
      className={cn('shrink-0 rounded-full bg-night-800', className)}
    />
  );
}

/** A profile's look as its stories keep it (stories.service storyLookOf): the same child in both. */
export function profileLook(
  profile: Pick<CharacterProfile, 'skinTone' | 'hairStyle' | 'glasses' | 'favoriteColor'> & {
    hairColor: string;
    eyeColor: string;
  },
): Partial<ChildLook> {
  return {
    skinTone: profile.skinTone,
    hairStyle: profile.hairStyle,
    hairColor: profile.hairColor as HairColor,
    eyeColor: profile.eyeColor as EyeColor,
    glasses: profile.glasses,
    pyjamas: pyjamaColorOf(profile.favoriteColor),
  };
}
