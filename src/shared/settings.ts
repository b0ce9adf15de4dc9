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

export const SETTING_INFO: Record<Setting, SettingInfo> = {
  bedroom: {
    id: 'bedroom',
    name: 'the bedroom',
    picture: 'A cosy bedroom at night, moonlight at the window',
  },
  garden: { id: 'garden', name: 'the garden', picture: 'A moonlit back garden with a gate and flower beds' },
  orchard: { id: 'orchard', name: 'the orchard', picture: 'An orchard of apple trees under the moon' },
  meadow: { id: 'meadow', name: 'the meadow', picture: 'A meadow of tall grass and flowers with fireflies' },
  forest: { id: 'forest', name: 'the forest', picture: 'A quiet forest of tall pines at night' },
  pond: { id: 'pond', name: 'the pond', picture: 'A still pond with lily pads and reeds' },
  river: { id: 'river', name: 'the river', picture: 'A winding river with stepping stones' },
  waterfall: { id: 'waterfall', name: 'the waterfall', picture: 'A waterfall tumbling into a rocky pool' },
  beach: { id: 'beach', name: 'the beach', picture: 'A sandy beach with gentle waves and shells' },
  lighthouse: {
    id: 'lighthouse',
    name: 'the lighthouse',
    picture: 'A striped lighthouse on the rocks, its lamp glowing',
  },
  harbour: {
    id: 'harbour',
    name: 'the harbour',
    picture: 'A little harbour with boats bobbing by the jetty',
  },
  reef: { id: 'reef', name: 'the reef', picture: 'Under the sea, a coral reef with fish and bubbles' },
  island: { id: 'island', name: 'the island', picture: 'A small island with a palm tree in a silver sea' },
  snowfield: {
    id: 'snowfield',
    name: 'the snowy field',
    picture: 'A field of deep snow under falling snowflakes',
  },
  mountain: { id: 'mountain', name: 'the mountain', picture: 'Snow-capped mountains and a winding path' },
  cave: { id: 'cave', name: 'the cave', picture: 'A glowing cave with crystals on its walls' },
  castle: { id: 'castle', name: 'the castle', picture: 'A castle with towers and flags on a hill' },
  village: {
    id: 'village',
    name: 'the village',
    picture: 'A village street of little houses with lit windows',
  },
  fair: { id: 'fair', name: 'the fair', picture: 'A fair with a carousel, bunting and lanterns' },
  library: { id: 'library', name: 'the library', picture: 'A library of tall shelves and glowing books' },
  treehouse: {
    id: 'treehouse',
    name: 'the treehouse',
    picture: 'A treehouse with a rope ladder in a big old tree',
  },
  farm: { id: 'farm', name: 'the farm', picture: 'A farm with a red barn, a fence and hay bales' },
  desert: { id: 'desert', name: 'the desert', picture: 'Sand dunes and a cactus under a starry sky' },
  jungle: { id: 'jungle', name: 'the jungle', picture: 'A jungle of big leaves, vines and bright flowers' },
  clouds: { id: 'clouds', name: 'the clouds', picture: 'A kingdom of fluffy clouds high in the sky' },
  moon: { id: 'moon', name: 'the moon', picture: 'The surface of the moon, with the Earth and stars above' },
  hilltop: { id: 'hilltop', name: 'the hilltop', picture: 'A grassy hilltop under a sky full of stars' },
  kitchen: {
    id: 'kitchen',
    name: 'the kitchen',
    picture: 'A warm kitchen with a table, a stove and a teapot',
  },
};

export const isSetting = isOneOf(SETTINGS);

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
  if (stored && stored.length === paragraphs && stored.every(isSetting)) return [...stored] as Setting[];
  const middle: Setting = (THEME_SETTING as Record<string, Setting>)[theme] ?? 'meadow';
  return Array.from({ length: paragraphs }, (_, i) => (i === 0 || i === paragraphs - 1 ? 'bedroom' : middle));
}
