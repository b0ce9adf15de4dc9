/** URLs of the product's own pictures (docs/product.md §4.7), shared by the client and the server. */
import type { ScenePicture, Setting } from './settings.js';

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

/**
 * What a picture shows of the child: a look (src/shared/looks.ts `ChildLook`, spelt out here so that the
 * story page, which loads this file, loads nothing of the looks' lists; docs/decisions/025-child-looks.md).
 */
export type PageLook = Partial<
  Record<'skinTone' | 'hairStyle' | 'hairColor' | 'eyeColor' | 'pyjamas', string | null> & {
    glasses: boolean;
  }
>;

/** The parts of a look, in the one order that gives each picture one URL. */
export const LOOK_PARTS = ['skinTone', 'hairStyle', 'hairColor', 'eyeColor', 'glasses', 'pyjamas'] as const;

/**
 * '?skinTone=tone-5&hairStyle=coily&...' for a picture of the child ('' for no look); read back by
 * lookFromQuery (src/shared/looks.ts).
 */
export function lookQuery(look: PageLook | null | undefined): string {
  const params = new URLSearchParams();
  for (const key of LOOK_PARTS) {
    const value = look?.[key];
    // glasses=true; false and null parts are left out.
    if (value) params.set(key, value as string);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A picture-book page: the setting with the companion and the child in it (SVG, cached for a week), and
 * the brothers and sisters beside them. The looks come from a story response, whose schema keeps them to
 * the closed lists.
 */
export function pagePictureUrl(
  setting: Setting,
  companion: string,
  look?: PageLook | null,
  picture?: ScenePicture | null,
  siblings?: readonly { look: PageLook | null }[],
): string {
  return `/media/pages/${setting}/${companionSlug(companion)}.svg${pageQuery(look, picture, siblings)}`;
}

/**
 * A page picture's query: its variant ('scene=snow'), the child's look (lookQuery), then the brothers'
 * and sisters' looks, each its LOOK_PARTS joined by '~' (glasses 'true'), joined by ',' (siblingLooksFromQuery).
 */
export function pageQuery(
  look: PageLook | null | undefined,
  picture?: ScenePicture | null,
  siblings?: readonly { look: PageLook | null }[],
): string {
  const query = [
    picture && `scene=${picture}`,
    lookQuery(look).slice(1),
    siblings?.length &&
      `siblings=${siblings.map(({ look: l }) => LOOK_PARTS.map((k) => l?.[k] || '').join('~')).join('%2C')}`,
  ]
    .filter(Boolean)
    .join('&');
  return query && `?${query}`;
}

/** Where page `index` of a story's book happens: its scene's setting (the last one past the end; the bedroom if none). */
export function pageSetting(story: { sceneSettings: readonly Setting[] }, index: number): Setting {
  return story.sceneSettings[index] ?? story.sceneSettings.at(-1) ?? 'bedroom';
}

/** What page `index`'s picture shows besides its place (none past the end, or for an older story). */
export function pageScenePicture(
  story: { scenePictures?: readonly (ScenePicture | null)[] },
  index: number,
): ScenePicture | null {
  return story.scenePictures?.[index] ?? null;
}

/** The picture a story's book opens on (its first page's). */
export function openingPictureUrl(story: {
  sceneSettings: readonly Setting[];
  scenePictures?: readonly (ScenePicture | null)[];
  animal: string;
  childLook?: PageLook | null;
  siblings?: readonly { look: PageLook | null }[];
}): string {
  return pagePictureUrl(
    pageSetting(story, 0),
    story.animal,
    story.childLook,
    pageScenePicture(story, 0),
    story.siblings,
  );
}
