import { Pencil, Trash2 } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import type { CharacterProfile } from '../../../../shared/api-contracts';
import { Button } from '../../../components/ui/button';
import { HAIR_STYLE_LABELS, SKIN_TONE_LABELS } from '../../../../shared/looks';
import { ChildAvatar, profileLook } from './child-avatar';

/** docs/product.md §9: a card shows up to 3 personality chips and 2 interest chips. */
export const CARD_TRAITS = 3;
export const CARD_INTERESTS = 2;

/** A swatch only for colours the browser knows by name ('purple', 'sky blue' is just words). */
function swatchFor(color: string): string | null {
  const value = color.trim().toLowerCase();
  return typeof CSS !== 'undefined' && CSS.supports('color', value) ? value : null;
}

export function CharacterCard({
  profile,
  onEdit,
  onDelete,
}: {
  profile: CharacterProfile;
  onEdit: (event: MouseEvent<HTMLButtonElement>) => void;
  onDelete: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const titleId = useId();
  const traits = profile.personality.slice(0, CARD_TRAITS);
  const interests = profile.interests.slice(0, CARD_INTERESTS);
  const swatch = profile.favoriteColor ? swatchFor(profile.favoriteColor) : null;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-3xl border border-night-600/60 bg-night-900/80 p-5 shadow-card"
      data-testid="character-card"
    >
      <div className="flex items-center gap-4">
        <div className="companion-halo rounded-full p-1">
          <ChildAvatar look={profileLook(profile)} size={64} />
        </div>
        <div className="min-w-0">
          <h2 id={titleId} className="truncate text-xl font-bold text-moon-300">
            {profile.name}
          </h2>
          <p className="text-lavender-200">
            {profile.age} years old · {profile.gender}
          </p>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {profile.skinTone && (
          <>
            <dt className="text-lavender-300">Skin</dt>
            <dd className="text-mist-100">{SKIN_TONE_LABELS[profile.skinTone]}</dd>
          </>
        )}
        {profile.hairStyle && (
          <>
            <dt className="text-lavender-300">Hair style</dt>
            <dd className="text-mist-100">{HAIR_STYLE_LABELS[profile.hairStyle]}</dd>
          </>
        )}
        <dt className="text-lavender-300">Hair</dt>
        <dd className="text-mist-100">{profile.hairColor}</dd>
        <dt className="text-lavender-300">Eyes</dt>
        <dd className="text-mist-100">
          {profile.eyeColor}
          {profile.glasses && ', wears glasses'}
        </dd>
        {profile.favoriteColor && (
          <>
            <dt className="text-lavender-300">Favourite colour</dt>
            <dd className="flex min-w-0 items-center gap-2 text-mist-100">
              {swatch && (
                <span
                  aria-hidden="true"
                  className="size-3.5 shrink-0 rounded-full border border-white/40"
                  style={{ backgroundColor: swatch }}
                />
              )}
              <span className="truncate">{profile.favoriteColor}</span>
            </dd>
          </>
        )}
      </dl>

      {(traits.length > 0 || interests.length > 0) && (
        <div className="mt-4 grid gap-2">
          {traits.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Personality">
              {traits.map((trait) => (
                <li key={trait} className="rounded-full bg-night-700 px-3 py-1 text-sm text-mist-100">
                  {trait}
                </li>
              ))}
            </ul>
          )}
          {interests.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Interests">
              {interests.map((interest) => (
                <li
                  key={interest}
                  className="max-w-full truncate rounded-full border border-moon-400/40 px-3 py-1 text-sm text-moon-300"
                >
                  {interest}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {profile.description && (
        <p
          className="mt-3 line-clamp-2 text-sm leading-relaxed text-lavender-200"
          title={profile.description}
        >
          {profile.description}
        </p>
      )}

      <div className="mt-auto flex gap-2 pt-5">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${profile.name}`}>
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${profile.name}`}
          className="text-rose-200 hover:bg-rose-950/60 hover:text-rose-50"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
