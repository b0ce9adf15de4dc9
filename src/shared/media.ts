/** URLs of the product's own pictures (docs/product.md §4.7), shared by the client and the server. */
import { EYE_COLORS, HAIR_COLORS } from './catalogue.js';
import type { Setting } from './settings.js';

export function companionSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The companion's portrait (SVG, cached for a long time). */
export function companionImageUrl(name: string): string {
  return `/media/companions/${companionSlug(name)}.svg`;
}

/** A theme's scene (SVG). */
export function themeSceneUrl(theme: string): string {
  return `/media/scenes/${companionSlug(theme)}.svg`;
}

/** What a page picture shows of the child: a profile's hair and eye colours, when it has them. */
export interface PageLook {
  hairColor?: string | null;
  eyeColor?: string | null;
}

/** The catalogue's spelling of a colour ('blonde ' -> 'Blonde'), or undefined when it is not one. */
function catalogueColour<T extends string>(
  list: readonly T[],
  value: string | null | undefined,
): T | undefined {
  const wanted = value?.trim().toLowerCase();
  return wanted ? list.find((v) => v.toLowerCase() === wanted) : undefined;
}

/**
 * A picture-book page: the setting with the companion and the child in it (SVG, cached for a week).
 * Colours outside the catalogue are left out (the default child), so the URL always answers.
 */
export function pagePictureUrl(setting: Setting, companion: string, look?: PageLook | null): string {
  const params = new URLSearchParams();
  const hair = catalogueColour(HAIR_COLORS, look?.hairColor);
  const eyes = catalogueColour(EYE_COLORS, look?.eyeColor);
  if (hair) params.set('hair', hair);
  if (eyes) params.set('eyes', eyes);
  const query = params.toString();
  return `/media/pages/${setting}/${companionSlug(companion)}.svg${query ? `?${query}` : ''}`;
}

/** Where page `index` of a story's book happens: its scene's setting (the last one past the end; the bedroom if none). */
export function pageSetting(story: { sceneSettings: readonly Setting[] }, index: number): Setting {
  return story.sceneSettings[index] ?? story.sceneSettings.at(-1) ?? 'bedroom';
}

/** The picture a story's book opens on (its first page's). */
export function openingPictureUrl(story: {
  sceneSettings: readonly Setting[];
  animal: string;
  childLook?: PageLook | null;
}): string {
  return pagePictureUrl(pageSetting(story, 0), story.animal, story.childLook);
}
