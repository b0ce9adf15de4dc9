/**
 * The story's child: the same chibi figure as the heroes, in star-print pyjamas, holding a little glowing
 * star. One drawing serves every place the child appears (the profile portrait, every page picture, the
 * book cover and preview, the print booklet, the shared view): each draws `drawChild`.
 *
 * The child is drawn from their look (docs/decisions/025-child-looks.md) and guesses nothing the look does
 * not give: with no skin tone the child is seen from behind, in a hooded sleep-suit with mitts (the back of
 * their hair showing when a hair style is given); with a skin tone and no hair style, face on, hood up.
 * Clothes say nothing of boy or girl: pyjamas in the favourite colour, or a sleepy teal.
 */
import { EYE_COLORS, HAIR_COLORS } from '../../../../shared/catalogue.js';
import {
  DEFAULT_PYJAMAS,
  EYE_PAINT,
  HAIR_PAINT,
  HAIR_STYLES,
  PYJAMA_COLORS,
  PYJAMA_PAINT,
  SKIN_PAINT,
  SKIN_TONES,
  pyjamaColorOf,
  type HairStyle as LookHairStyle,
} from '../../../../shared/looks.js';
import { sparkle, star5 } from './features.js';
import { HANDS, figure, type HairStyle } from './figure.js';
import { darken, lighten, num, outlineOf, type Canvas } from './svg.js';

export { EYE_PAINT, HAIR_PAINT, SKIN_PAINT };

/**
 * What the picture needs of a child: every field optional, each looked up in a closed table, so that no
 * text from a profile or a request reaches the picture.
 */
export interface ChildLook {
  skinTone?: string | null;
  hairStyle?: string | null;
  hairColor?: string | null;
  eyeColor?: string | null;
  glasses?: boolean | null;
  /** A pyjama colour id (src/shared/looks.ts), or a favourite colour as typed. */
  pyjamas?: string | null;
  favoriteColor?: string | null;
}

/** The figure's way of drawing each of the look's hair styles. */
const FIGURE_HAIR: Record<LookHairStyle, HairStyle> = {
  short: 'tuft',
  cropped: 'cropped',
  long: 'long',
  curly: 'curly',
  coily: 'coily',
  braids: 'braids',
  puffs: 'puffs',
  bun: 'bun',
  bob: 'bob',
  wavy: 'wavy',
};

function pick<T extends string>(list: readonly T[], value: string | null | undefined): T | undefined {
  return value ? list.find((v) => v.toLowerCase() === value.trim().toLowerCase()) : undefined;
}

export interface ResolvedLook {
  /** null: not given, so the child is seen from behind. */
  skin: string | null;
  /** null: not given, so the hood is up. */
  hairStyle: HairStyle | null;
  hair: string;
  iris: string;
  glasses: boolean;
  pyjamas: string;
}

/** The look's paints, each one looked up in a fixed table. */
export function resolveLook(look: ChildLook | null | undefined): ResolvedLook {
  const tone = pick(SKIN_TONES, look?.skinTone);
  const style = pick(HAIR_STYLES, look?.hairStyle);
  const pyjamas = pick(PYJAMA_COLORS, look?.pyjamas) ?? pyjamaColorOf(look?.favoriteColor);
  return {
    skin: tone ? SKIN_PAINT[tone] : null,
    hairStyle: style ? FIGURE_HAIR[style] : null,
    // A style given without a colour is drawn dark brown: the style is the look's, the shade a default.
    hair: HAIR_PAINT[pick(HAIR_COLORS, look?.hairColor) ?? 'Brown'],
    iris: EYE_PAINT[pick(EYE_COLORS, look?.eyeColor) ?? 'Brown'],
    glasses: look?.glasses === true,
    pyjamas: pyjamas ? PYJAMA_PAINT[pyjamas] : DEFAULT_PYJAMAS,
  };
}

const FRAME = '#3a2f4a';
const GLASSES =
  `<g fill="#ffffff" fill-opacity=".18" stroke="${FRAME}" stroke-width="2.6" stroke-linecap="round">` +
  `<circle cx="85" cy="80" r="11.5"/><circle cx="115" cy="80" r="11.5"/>` +
  `<path d="M96.5 78Q100 75 103.5 78M73.6 77L63 73M126.4 77L137 73" fill="none"/></g>`;

/** The sleep-suit's hood, seen from the front: its rim frames the face and hides the hair and ears. */
function hoodFront(hood: string): string {
  const rim = darken(hood, 0.1);
  return (
    `<path d="M58 88C52 48 72 26 100 26C128 26 148 48 142 88C138 70 124 56 100 54C76 56 62 70 58 88Z" fill="${hood}" stroke="${outlineOf(hood)}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M64 82C64 66 80 56 100 56C120 56 136 66 136 82" fill="none" stroke="${rim}" stroke-width="4" stroke-linecap="round"/>` +
    star5(100, 28, 7, '#ffd54a', `stroke="#c99a3a" stroke-width="1.4"`)
  );
}

/** The hood from behind: a seam down the middle and the star on top. */
function hoodBack(hood: string): string {
  return (
    `<path d="M100 38V110" stroke="${darken(hood, 0.14)}" stroke-width="2.5" stroke-linecap="round" stroke-dasharray="5 5"/>` +
    star5(100, 36, 7, '#ffd54a', `stroke="#c99a3a" stroke-width="1.4"`)
  );
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
  const hood = lighten(r.pyjamas, 0.12);
  const mitts = lighten(r.pyjamas, 0.35);
  const common = {
    hair: r.hair,
    iris: r.iris,
    suit: r.pyjamas,
    trim: darken(r.pyjamas, 0.12),
    // Footed pyjamas: the feet in the suit's own darker shade.
    boots: darken(r.pyjamas, 0.28),
    armRight: 'out' as const,
    emblem: print,
    held:
      `<circle cx="${num(hx + 4)}" cy="${num(hy - 16)}" r="22" fill="${glow}"/>` +
      `<path d="M${hx} ${hy}L${num(hx + 4)} ${num(hy - 14)}" stroke="#c99a3a" stroke-width="2.5" stroke-linecap="round"/>` +
      star5(hx + 4, hy - 18, 10, '#ffd54a', `stroke="#c99a3a" stroke-width="1.6"`),
    front: sparkle(hx + 20, hy - 30, 3.5) + sparkle(hx - 10, hy - 34, 2.5),
  };

  if (r.skin === null) {
    // Seen from behind: no face, no skin. The head is the back of the hair, or the hood.
    return figure(c, {
      ...common,
      skin: r.hairStyle ? r.hair : hood,
      hairStyle: r.hairStyle ?? 'none',
      gloves: mitts,
      face: '',
      hideEars: true,
      noFringe: true,
      headgear: r.hairStyle ? '' : hoodBack(hood),
    });
  }
  return figure(c, {
    ...common,
    skin: r.skin,
    hairStyle: r.hairStyle ?? 'none',
    hideEars: r.hairStyle === null,
    eyewear: r.glasses ? GLASSES : '',
    headgear: r.hairStyle === null ? hoodFront(hood) : '',
  });
}

/** The child's portrait (the profile avatar): the drawing above on the night sky, head and shoulders. */
export function childPortrait(c: Canvas, look: ChildLook | null | undefined): string {
  const sky = c.radial([
    [0, '#3a3f86'],
    [1, '#1d2550'],
  ]);
  return (
    `<circle cx="100" cy="78" r="70" fill="${sky}"/>` +
    `<g clip-path="${c.clip('portrait', '<circle cx="100" cy="78" r="70"/>')}">${drawChild(c, look)}</g>`
  );
}
