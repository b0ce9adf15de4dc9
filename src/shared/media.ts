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

/**
 * '?skinTone=tone-5&hairStyle=coily&...' for a picture of the child ('' for no look), its parts in the
 * one order that gives each picture one URL; read back by lookFromQuery (src/shared/looks.ts).
 */
export function lookQuery(look: PageLook | null | undefined): string {
  const params = new URLSearchParams();
  for (const key of ['skinTone', 'hairStyle', 'hairColor', 'eyeColor', 'glasses', 'pyjamas'] as const) {
    const value = look?.[key];
    // glasses=true; false and null parts are left out.
    if (value) params.set(key, value as string);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A picture-book page: the setting with the companion and the child in it (SVG, cached for a week). The
 * look comes from a story response, whose schema keeps it to the closed lists.
 */
export function pagePictureUrl(
  setting: Setting,
  companion: string,
  look?: PageLook | null,
  picture?: ScenePicture | null,
): string {
  return `/media/pages/${setting}/${companionSlug(companion)}.svg${pageQuery(look, picture)}`;
}

/** A page picture's query: its variant first ('?scene=snow'), then the child's look (lookQuery). */
export function pageQuery(look: PageLook | null | undefined, picture?: ScenePicture | null): string {
  const query = lookQuery(look);
  if (!picture) return query;
  return `?scene=${picture}${query ? `&${query.slice(1)}` : ''}`;
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
}): string {
  return pagePictureUrl(pageSetting(story, 0), story.animal, story.childLook, pageScenePicture(story, 0));
}
