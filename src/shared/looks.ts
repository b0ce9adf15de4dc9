/**
 * A child's look (docs/decisions/025-child-looks.md): skin tone, hair style, hair colour, eye colour and
 * glasses, each from a closed list, so that nothing a parent types ever reaches a picture. The paints live
 * here too: the pictures (server), the profile form's swatches and the story form's look step (client)
 * draw the same colours from one table.
 */
import { EYE_COLORS, HAIR_COLORS, type EyeColor, type HairColor } from './catalogue.js';
import { LOOK_PARTS, lookQuery } from './media.js';

export { lookQuery };

/** Light (tone-1) to deep (tone-8). */
export const SKIN_TONES = [
  'tone-1',
  'tone-2',
  'tone-3',
  'tone-4',
  'tone-5',
  'tone-6',
  'tone-7',
  'tone-8',
] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

export const HAIR_STYLES = [
  'short',
  'cropped',
  'long',
  'curly',
  'coily',
  'braids',
  'puffs',
  'bun',
  'bob',
  'wavy',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/** Pyjama colours: a profile's favourite colour, when it names one of these, dresses the child. */
export const PYJAMA_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'mint',
  'teal',
  'blue',
  'navy',
  'purple',
  'lilac',
  'pink',
  'white',
  'gray',
  'black',
  'brown',
  'rainbow',
] as const;
export type PyjamaColor = (typeof PYJAMA_COLORS)[number];

/** The whole look; every part optional (null: not given, so not drawn and never guessed). */
export interface ChildLook {
  skinTone: SkinTone | null;
  hairStyle: HairStyle | null;
  hairColor: HairColor | null;
  eyeColor: EyeColor | null;
  glasses: boolean;
  /** From the profile's favourite colour; null: the pyjamas' own colour. */
  pyjamas?: PyjamaColor | null;
}

export const SKIN_PAINT: Record<SkinTone, string> = {
  'tone-1': '#fbe4d5',
  'tone-2': '#f4cfb2',
  'tone-3': '#e8b78d',
  'tone-4': '#d49d6c',
  'tone-5': '#b97f51',
  'tone-6': '#976139',
  'tone-7': '#714327',
  'tone-8': '#4c2c1a',
};

/** What a screen reader says for each choice (the choices are drawn, not named, on screen). */
export const SKIN_TONE_LABELS: Record<SkinTone, string> = {
  'tone-1': 'Very light skin',
  'tone-2': 'Light skin',
  'tone-3': 'Light to medium skin',
  'tone-4': 'Medium skin',
  'tone-5': 'Medium to tan skin',
  'tone-6': 'Tan to brown skin',
  'tone-7': 'Brown skin',
  'tone-8': 'Deep brown skin',
};

export const HAIR_STYLE_LABELS: Record<HairStyle, string> = {
  short: 'Short hair',
  cropped: 'Very short, cropped hair',
  long: 'Long straight hair',
  curly: 'Curly hair',
  coily: 'Coily hair, an afro',
  braids: 'Braids',
  puffs: 'Two puffs',
  bun: 'A bun on top',
  bob: 'A bob',
  wavy: 'Wavy hair',
};

export const HAIR_PAINT: Record<HairColor, string> = {
  Blonde: '#f3d27a',
  Brown: '#7a4b2a',
  Black: '#2b2230',
  Red: '#d8552f',
  Auburn: '#9c4a2a',
  Gray: '#a9a9b6',
  White: '#f3f3f8',
  Blue: '#4a7fe0',
  Pink: '#ff8fc0',
  Purple: '#9a62d8',
  Green: '#4fb872',
};

export const EYE_PAINT: Record<EyeColor, string> = {
  Brown: '#7a4b2a',
  Blue: '#3f86e0',
  Green: '#3fa060',
  Hazel: '#9a7a3a',
  Gray: '#8a94a6',
  Amber: '#e0a030',
  Violet: '#8a5cf5',
};

export const PYJAMA_PAINT: Record<PyjamaColor, string> = {
  red: '#f06a6a',
  orange: '#ffa45c',
  yellow: '#ffd45c',
  green: '#6cc58a',
  mint: '#8fe0c0',
  teal: '#3fb8b0',
  blue: '#7fa8e8',
  navy: '#4a5fa8',
  purple: '#a98be0',
  lilac: '#c6a8f0',
  pink: '#ff9ccf',
  white: '#eef1f7',
  gray: '#b4b8c8',
  black: '#4a4660',
  brown: '#b08060',
  rainbow: '#ffb3c7',
};

/** Pyjamas when no favourite colour is given: a sleepy teal that says nothing of boy or girl. */
export const DEFAULT_PYJAMAS = '#5fb3a8';

/** Other words parents type for the pyjama colours. */
const PYJAMA_WORDS: Record<string, PyjamaColor> = {
  gold: 'yellow',
  turquoise: 'teal',
  'light blue': 'blue',
  'sky blue': 'blue',
  'dark blue': 'navy',
  violet: 'purple',
  lavender: 'lilac',
  grey: 'gray',
  silver: 'gray',
};

/** The pyjama colour a favourite colour names ('Light Blue ' -> 'blue'), or null. */
export function pyjamaColorOf(favoriteColor: string | null | undefined): PyjamaColor | null {
  const word = favoriteColor?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '';
  if ((PYJAMA_COLORS as readonly string[]).includes(word)) return word as PyjamaColor;
  return PYJAMA_WORDS[word] ?? null;
}

/** True when the look gives anything at all. */
export const hasLook = (look: Partial<ChildLook> | null | undefined): boolean =>
  Boolean(look && (look.skinTone || look.hairStyle || look.hairColor || look.eyeColor || look.glasses));

/**
 * A look read back from a picture's query string: absent parts are not given; a present part must be the
 * list's exact spelling (one URL per picture). Anything else (a typo, a list) is `false`.
 */
export function lookFromQuery(query: Record<string, unknown>): ChildLook | false {
  const one = <T extends string>(list: readonly T[], value: unknown): T | null | false =>
    value === undefined
      ? null
      : typeof value === 'string' && (list as readonly string[]).includes(value)
        ? (value as T)
        : false;
  const skinTone = one(SKIN_TONES, query.skinTone);
  const hairStyle = one(HAIR_STYLES, query.hairStyle);
  const hairColor = one(HAIR_COLORS, query.hairColor);
  const eyeColor = one(EYE_COLORS, query.eyeColor);
  const pyjamas = one(PYJAMA_COLORS, query.pyjamas);
  const glasses = one(['true'], query.glasses);
  if (skinTone === false || hairStyle === false || hairColor === false || eyeColor === false) return false;
  if (pyjamas === false || glasses === false) return false;
  return { skinTone, hairStyle, hairColor, eyeColor, glasses: glasses === 'true', pyjamas };
}

/**
 * The brothers' and sisters' looks of a page picture's `siblings` (media.ts pageQuery): at most two, each
 * part one of its list or empty; false for anything else.
 */
export function siblingLooksFromQuery(value: unknown): ChildLook[] | false {
  if (value === undefined) return [];
  if (typeof value !== 'string') return false;
  const looks = value.split(',').map((written) => {
    const parts = written.split('~');
    if (parts.length !== LOOK_PARTS.length) return false;
    const query = Object.fromEntries(LOOK_PARTS.flatMap((k, i) => (parts[i] === '' ? [] : [[k, parts[i]]])));
    return lookFromQuery(query);
  });
  return looks.length <= 2 && looks.every((l) => l !== false) ? (looks as ChildLook[]) : false;
}

/** The child's portrait (the profile avatar): the same drawing as the pages, head and shoulders. */
export function childPortraitUrl(look: Partial<ChildLook> | null | undefined): string {
  return `/media/children/portrait.svg${lookQuery(look)}`;
}
