/**
 * The places a story's scenes happen in: a closed list. Each scene of a story declares one (the story
 * engine's library), the story keeps them (one per paragraph), and the picture book draws each page's
 * setting with the companion and the child in it.
 */

import { isOneOf, type Theme } from './catalogue.js';

export const SETTINGS = [
  'bedroom',
  'garden',
  'orchard',
  'meadow',
  'forest',
  'pond',
  'river',
  'waterfall',
  'beach',
  'lighthouse',
  'harbour',
  'reef',
  'island',
  'snowfield',
  'mountain',
  'cave',
  'castle',
  'village',
  'fair',
  'library',
  'treehouse',
  'farm',
  'desert',
  'jungle',
  'clouds',
  'moon',
  'hilltop',
  'kitchen',
] as const;
export type Setting = (typeof SETTINGS)[number];

export interface SettingInfo {
  id: Setting;
  /** How the place is named mid-sentence: 'the orchard', 'the snowy field'. */
  name: string;
  /** A short description for the picture's accessible name. */
  picture: string;
}

/** Each setting's name and picture, in that order (its id is its key). */
const DESCRIPTIONS: Record<Setting, [name: string, picture: string]> = {
  bedroom: ['the bedroom', 'A cosy bedroom at night, moonlight at the window'],
  garden: ['the garden', 'A moonlit back garden with a gate and flower beds'],
  orchard: ['the orchard', 'An orchard of apple trees under the moon'],
  meadow: ['the meadow', 'A meadow of tall grass and flowers with fireflies'],
  forest: ['the forest', 'A quiet forest of tall pines at night'],
  pond: ['the pond', 'A still pond with lily pads and reeds'],
  river: ['the river', 'A winding river with stepping stones'],
  waterfall: ['the waterfall', 'A waterfall tumbling into a rocky pool'],
  beach: ['the beach', 'A sandy beach with gentle waves and shells'],
  lighthouse: ['the lighthouse', 'A striped lighthouse on the rocks, its lamp glowing'],
  harbour: ['the harbour', 'A little harbour with boats bobbing by the jetty'],
  reef: ['the reef', 'Under the sea, a coral reef with fish and bubbles'],
  island: ['the island', 'A small island with a palm tree in a silver sea'],
  snowfield: ['the snowy field', 'A field of deep snow under falling snowflakes'],
  mountain: ['the mountain', 'Snow-capped mountains and a winding path'],
  cave: ['the cave', 'A glowing cave with crystals on its walls'],
  castle: ['the castle', 'A castle with towers and flags on a hill'],
  village: ['the village', 'A village street of little houses with lit windows'],
  fair: ['the fair', 'A fair with a carousel, bunting and lanterns'],
  library: ['the library', 'A library of tall shelves and glowing books'],
  treehouse: ['the treehouse', 'A treehouse with a rope ladder in a big old tree'],
  farm: ['the farm', 'A farm with a red barn, a fence and hay bales'],
  desert: ['the desert', 'Sand dunes and a cactus under a starry sky'],
  jungle: ['the jungle', 'A jungle of big leaves, vines and bright flowers'],
  clouds: ['the clouds', 'A kingdom of fluffy clouds high in the sky'],
  moon: ['the moon', 'The surface of the moon, with the Earth and stars above'],
  hilltop: ['the hilltop', 'A grassy hilltop under a sky full of stars'],
  kitchen: ['the kitchen', 'A warm kitchen with a table, a stove and a teapot'],
};

export const SETTING_INFO = Object.fromEntries(
  SETTINGS.map((id) => [id, { id, name: DESCRIPTIONS[id][0], picture: DESCRIPTIONS[id][1] }]),
) as Record<Setting, SettingInfo>;

export const isSetting = isOneOf(SETTINGS);

/**
 * What a page's picture can show besides its place, where the paragraph names it: snow lying and falling,
 * rain, autumn leaves, spring blossom, sunflowers. A passage of the library names its own (`picture:`);
 * the library checker lists passages whose words name one their picture would not show.
 */
export const SCENE_PICTURES = ['snow', 'rain', 'autumn', 'blossom', 'sunflowers'] as const;
export type ScenePicture = (typeof SCENE_PICTURES)[number];
export const isScenePicture = isOneOf(SCENE_PICTURES);
/** How a picture's accessible name says its variant: 'A moonlit back garden ..., with snow falling'. */
export const SCENE_PICTURE_WORDS: Record<ScenePicture, string> = {
  snow: 'with snow on the ground and falling',
  rain: 'with rain falling',
  autumn: 'with autumn leaves falling',
  blossom: 'with spring blossom',
  sunflowers: 'with tall sunflowers',
};

/** Indoor places and places beyond weather: their pictures take no variant (the window is a detail). */
export const PLAIN_PICTURE_SETTINGS: readonly Setting[] = [
  'bedroom',
  'kitchen',
  'library',
  'cave',
  'reef',
  'moon',
  'clouds',
];

/** What a setting's own picture already shows: the snowy field is snowy, the mountain's tops are. */
export const SETTING_SHOWS: Partial<Record<Setting, readonly ScenePicture[]>> = {
  snowfield: ['snow'],
  mountain: ['snow'],
};

/**
 * The places a night's journey stays at home in, and the ones with a climate of their own: a child does
 * not go from the snowy field to the desert in one night (issue 28), nor through one place twice.
 */
export const HOME_SETTINGS: readonly Setting[] = ['bedroom', 'garden', 'kitchen'];
export const SETTING_CLIMATE: Partial<Record<Setting, 'cold' | 'hot'>> = {
  snowfield: 'cold',
  mountain: 'cold',
  desert: 'hot',
  jungle: 'hot',
  island: 'hot',
};
/** A paragraph's climate: its place's, or cold where the words bring snow. */
export function climateOf(setting: Setting, picture: ScenePicture | null): 'cold' | 'hot' | null {
  return picture === 'snow' ? 'cold' : (SETTING_CLIMATE[setting] ?? null);
}

/** Whether a place's picture can be drawn with a variant. */
export function takesScenePicture(setting: Setting, picture: ScenePicture): boolean {
  return !PLAIN_PICTURE_SETTINGS.includes(setting) && !SETTING_SHOWS[setting]?.includes(picture);
}

/**
 * A paragraph's place as a story keeps it: 'garden', or with its picture's variant, 'garden:snow'. One
 * text per paragraph, so stories told before variants read unchanged.
 */
export function sceneOf(stored: string): { setting: Setting; picture: ScenePicture | null } | null {
  const [setting, picture, ...rest] = stored.split(':');
  if (rest.length || setting === undefined || !isSetting(setting)) return null;
  if (picture === undefined) return { setting, picture: null };
  return isScenePicture(picture) ? { setting, picture } : null;
}
export function storedScene(setting: Setting, picture: ScenePicture | null | undefined): string {
  return picture ? `${setting}:${picture}` : setting;
}

/** Where a theme's pages happen when a story predates settings: the theme's own place. */
export const THEME_SETTING: Record<Theme, Setting> = {
  Friendship: 'meadow',
  Kindness: 'garden',
  Courage: 'forest',
  Sharing: 'orchard',
  Learning: 'library',
  Family: 'kitchen',
  Adventure: 'lighthouse',
  'Helping Others': 'village',
  Teamwork: 'castle',
  Responsibility: 'farm',
  Leadership: 'mountain',
  Determination: 'hilltop',
};

/**
 * The settings of a story's paragraphs: as the story keeps them, or (a story told before settings) home
 * for the first and last paragraph and the theme's place between.
 */
export function storySettings(
  stored: readonly string[] | null,
  theme: string,
  paragraphs: number,
): Setting[] {
  const scenes = stored?.map(sceneOf);
  if (scenes && scenes.length === paragraphs && scenes.every((scene) => scene !== null))
    return scenes.map((scene) => scene!.setting);
  const middle: Setting = (THEME_SETTING as Record<string, Setting>)[theme] ?? 'meadow';
  return Array.from({ length: paragraphs }, (_, i) => (i === 0 || i === paragraphs - 1 ? 'bedroom' : middle));
}

/** The variant of each paragraph's picture, as the story keeps it (none for a story told before them). */
export function storyPictures(stored: readonly string[] | null, paragraphs: number): (ScenePicture | null)[] {
  const scenes = stored?.map(sceneOf);
  if (!scenes || scenes.length !== paragraphs || scenes.some((scene) => scene === null))
    return Array.from({ length: paragraphs }, () => null);
  return scenes.map((scene) => scene!.picture);
}
