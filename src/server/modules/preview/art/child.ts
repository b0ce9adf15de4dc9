/**
 * The story's child: the same chibi figure as the heroes, in star-print pyjamas and slippers, holding a
 * little glowing star. Hair and eye colours come from the character profile when the story has one;
 * otherwise a neutral default (brown hair, brown eyes).
 */
import { EYE_COLORS, HAIR_COLORS, type EyeColor, type HairColor } from '../../../../shared/catalogue.js';
import { sparkle, star5 } from './features.js';
import { HANDS, figure, type HairStyle } from './figure.js';
import { darken, lighten, num, type Canvas } from './svg.js';

/** What the picture needs from a character profile; every field optional. */
export interface ChildLook {
  gender?: string | null;
  hairColor?: string | null;
  eyeColor?: string | null;
  favoriteColor?: string | null;
}

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

/** Pyjama colours for favourite colours a parent is likely to type; anything else gets the default. */
const PYJAMA_PAINT: Record<string, string> = {
  red: '#f06a6a',
  orange: '#ffa45c',
  yellow: '#ffd45c',
  gold: '#f2c14e',
  green: '#6cc58a',
  mint: '#8fe0c0',
  teal: '#3fb8b0',
  turquoise: '#45cfc4',
  blue: '#7fa8e8',
  'light blue': '#9cc8f5',
  'dark blue': '#4a6fc8',
  navy: '#4a5fa8',
  purple: '#a98be0',
  violet: '#a98be0',
  lilac: '#c6a8f0',
  lavender: '#c6b4f0',
  pink: '#ff9ccf',
  white: '#eef1f7',
  gray: '#b4b8c8',
  grey: '#b4b8c8',
  black: '#4a4660',
  brown: '#b08060',
  silver: '#cfd6e4',
  rainbow: '#ffb3c7',
};
const DEFAULT_PYJAMAS = '#7fa8e8';
/** A warm, medium skin tone: profiles carry no skin colour, so the child is drawn the same for everyone. */
const CHILD_SKIN = '#eebc94';

function pick<T extends string>(list: readonly T[], value: string | null | undefined): T | undefined {
  return value ? list.find((v) => v.toLowerCase() === value.trim().toLowerCase()) : undefined;
}

export interface ResolvedLook {
  hair: string;
  iris: string;
  hairStyle: HairStyle;
  pyjamas: string;
}

/** The look's colours, each one looked up in a fixed table: no profile text reaches the picture. */
export function resolveLook(look: ChildLook | null | undefined): ResolvedLook {
  const hair = pick(HAIR_COLORS, look?.hairColor) ?? 'Brown';
  const eye = pick(EYE_COLORS, look?.eyeColor) ?? 'Brown';
  const gender = look?.gender?.trim().toLowerCase();
  return {
    hair: HAIR_PAINT[hair],
    iris: EYE_PAINT[eye],
    hairStyle: gender === 'girl' ? 'pigtails' : gender === 'boy' ? 'tuft' : 'bob',
    pyjamas: PYJAMA_PAINT[look?.favoriteColor?.trim().toLowerCase() ?? ''] ?? DEFAULT_PYJAMAS,
  };
}

export function drawChild(c: Canvas, look: ChildLook | null | undefined): string {
  const r = resolveLook(look);
  const [hx, hy] = HANDS.right.out;
  const glow = c.radial([
    [0, '#fff6c8', 0.9],
    [1, '#fff6c8', 0],
  ]);
  const print = [
    [84, 124],
    [116, 140],
    [90, 146],
    [112, 118],
  ]
    .map(([x, y]) => star5(x!, y!, 3.2, lighten(r.pyjamas, 0.6)))
    .join('');
  return figure(c, {
    skin: CHILD_SKIN,
    hair: r.hair,
    hairStyle: r.hairStyle,
    iris: r.iris,
    suit: r.pyjamas,
    trim: darken(r.pyjamas, 0.12),
    boots: '#ffc2d6',
    armRight: 'out',
    emblem: print,
    held:
      `<circle cx="${num(hx + 4)}" cy="${num(hy - 16)}" r="22" fill="${glow}"/>` +
      `<path d="M${hx} ${hy}L${num(hx + 4)} ${num(hy - 14)}" stroke="#c99a3a" stroke-width="2.5" stroke-linecap="round"/>` +
      star5(hx + 4, hy - 18, 10, '#ffd54a', `stroke="#c99a3a" stroke-width="1.6"`),
    front: sparkle(hx + 20, hy - 30, 3.5) + sparkle(hx - 10, hy - 34, 2.5),
  });
}
