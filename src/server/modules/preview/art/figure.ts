/**
 * The chibi figure that the superheroes and the story's child share (200 x 200 box, feet on y = 190): a big
 * round head, a small rounded body, stubby arms and legs. Costumes, hair and props are options, so every
 * figure is drawn in one style.
 */
import { cheeks, eyes, smile } from './features.js';
import { darken, flat, num, outlineOf, paint, type Canvas } from './svg.js';

export type HairStyle =
  | 'tuft'
  | 'spiky'
  | 'bob'
  | 'long'
  | 'curly'
  | 'pigtails'
  | 'puffs'
  | 'cropped'
  | 'coily'
  | 'braids'
  | 'bun'
  | 'wavy'
  | 'none';
export type ArmPose = 'down' | 'out' | 'up';

export interface FigureOptions {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  iris: string;
  suit: string;
  /** Belt, cuffs and trousers. */
  trim: string;
  boots: string;
  /** Hand colour: gloves, or the skin when omitted. */
  gloves?: string;
  armLeft?: ArmPose;
  armRight?: ArmPose;
  /** Drawn first: auras, wind, capes. */
  behind?: string;
  /** A cape in this colour, hanging from the shoulders. */
  cape?: string;
  /** Drawn over the cape (stars on it, leaves). */
  capeDetail?: string;
  /** Centred near (100, 133) on the chest. */
  emblem?: string;
  /** Held items drawn under the hands (staffs, bolts). */
  held?: string;
  /** A domino mask across the eyes in this colour. */
  mask?: string;
  /** Replaces the standard face (a ninja hood, say). */
  face?: string;
  /** Drawn over the hair: helmets, circlets, crowns, goggles. */
  headgear?: string;
  /** Drawn last: shields, helmets' glass, sparkles. */
  front?: string;
  /** A collar/scarf over the neck. */
  neck?: string;
  /** Glasses, drawn over the face and under the fringe. */
  eyewear?: string;
  /** No ears drawn (a hood covers them). */
  hideEars?: boolean;
  /** Only the hair drawn behind the head (the child seen from behind has no fringe). */
  noFringe?: boolean;
}

export const SHOULDER = { left: [80, 118], right: [120, 118] } as const;
export const HANDS: Record<'left' | 'right', Record<ArmPose, [number, number]>> = {
  left: { down: [66, 154], out: [50, 128], up: [58, 88] },
  right: { down: [134, 154], out: [150, 128], up: [142, 88] },
};

function arm(side: 'left' | 'right', pose: ArmPose, o: FigureOptions): string {
  const [sx, sy] = SHOULDER[side];
  const [hx, hy] = HANDS[side][pose];
  const line = `M${sx} ${sy}L${hx} ${hy}`;
  return (
    `<path d="${line}" stroke="${outlineOf(o.suit)}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="${line}" stroke="${o.suit}" stroke-width="13" stroke-linecap="round"/>`
  );
}

function hand(side: 'left' | 'right', pose: ArmPose, c: Canvas, o: FigureOptions): string {
  const [hx, hy] = HANDS[side][pose];
  return `<circle cx="${hx}" cy="${hy}" r="8.5" ${paint(c, o.gloves ?? o.skin, 2.2)}/>`;
}

/** Hair drawn behind the head (long hair, bob backs, pigtails). */
function hairBack(c: Canvas, o: FigureOptions): string {
  const h = paint(c, o.hair);
  switch (o.hairStyle) {
    case 'bob':
      return `<path d="M58 98C50 56 66 30 100 30C134 30 150 56 142 98Q136 106 128 100H72Q64 106 58 98Z" ${h}/>`;
    case 'long':
      return `<path d="M58 126C46 80 58 30 100 30C142 30 154 80 142 126Q134 134 124 126L120 104H80L76 126Q66 134 58 126Z" ${h}/>`;
    case 'pigtails':
      return (
        `<ellipse cx="54" cy="86" rx="13" ry="20" transform="rotate(20 54 86)" ${h}/>` +
        `<ellipse cx="146" cy="86" rx="13" ry="20" transform="rotate(-20 146 86)" ${h}/>` +
        `<circle cx="62" cy="68" r="5" fill="#ff7aa2"/><circle cx="138" cy="68" r="5" fill="#ff7aa2"/>`
      );
    case 'puffs':
      return `<circle cx="62" cy="42" r="18" ${h}/><circle cx="138" cy="42" r="18" ${h}/>`;
    case 'coily': {
      // A round afro: a ring of tight curls around a full crown.
      const ring = Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return `<circle cx="${num(100 + Math.cos(a) * 40)}" cy="${num(64 + Math.sin(a) * 38)}" r="14"/>`;
      }).join('');
      return `<g ${h}>${ring}</g><circle cx="100" cy="64" r="44" fill="${o.hair}"/>`;
    }
    case 'braids': {
      const braid = (x: number, tilt: number) =>
        [92, 106, 120, 134]
          .map((y, i) => `<ellipse cx="${num(x + tilt * i)}" cy="${y}" rx="8" ry="9" ${h}/>`)
          .join('') +
        `<circle cx="${num(x + tilt * 4)}" cy="146" r="4.5" fill="#ffd45c" stroke="${outlineOf('#ffd45c')}" stroke-width="1.5"/>`;
      return braid(60, -1.5) + braid(140, 1.5);
    }
    case 'bun':
      return `<circle cx="100" cy="30" r="17" ${h}/>`;
    case 'wavy':
      return `<path d="M58 108C48 70 62 30 100 30C138 30 152 70 142 108Q136 116 130 108Q124 116 118 106V100H82V106Q76 116 70 108Q64 116 58 108Z" ${h}/>`;
    default:
      return '';
  }
}

/** Hair drawn over the head: fringes, tufts, spikes and curls. */
function hairFront(c: Canvas, o: FigureOptions): string {
  const h = paint(c, o.hair);
  switch (o.hairStyle) {
    case 'tuft':
      return `<path d="M62 74C58 44 78 32 100 32C124 32 144 44 138 74C132 62 124 56 114 56C108 50 92 50 86 56C76 56 66 62 62 74Z" ${h}/><path d="M96 34Q98 20 112 20Q104 26 106 34Z" ${h}/>`;
    case 'spiky':
      return `<path d="M62 76C56 60 58 48 64 40L60 26L76 32L84 16L96 28L108 12L114 28L130 18L132 34L146 34L138 48C144 56 144 66 138 76C132 64 126 58 118 56L112 64L102 54L92 64L86 56C74 58 66 64 62 76Z" ${h}/>`;
    case 'bob':
    case 'long':
    case 'pigtails':
      return `<path d="M62 74C60 44 78 32 100 32C122 32 140 44 138 74C130 66 120 58 114 48C104 58 84 64 62 74Z" ${h}/>`;
    case 'curly': {
      const curls = [
        [68, 58],
        [76, 44],
        [90, 36],
        [106, 34],
        [120, 40],
        [132, 50],
        [136, 64],
        [64, 72],
      ];
      return `<g ${h}>${curls.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13"/>`).join('')}</g>`;
    }
    case 'puffs':
    case 'bun':
      return `<path d="M62 72C60 46 78 36 100 36C122 36 140 46 138 72C128 60 112 54 100 54C88 54 72 60 62 72Z" ${h}/>`;
    case 'cropped':
      return `<path d="M63 68C62 46 78 36 100 36C122 36 138 46 137 68C130 58 118 52 100 52C82 52 70 58 63 68Z" ${h}/>`;
    case 'coily':
      return `<path d="M62 72C58 42 78 30 100 30C122 30 142 42 138 72C132 58 118 50 100 50C82 50 68 58 62 72Z" ${h}/>`;
    case 'braids':
      return (
        `<path d="M62 74C60 46 76 34 98 34L99 50C84 52 70 60 62 74Z" ${h}/>` +
        `<path d="M138 74C140 46 124 34 102 34L101 50C116 52 130 60 138 74Z" ${h}/>`
      );
    case 'wavy':
      return `<path d="M62 74C60 44 78 32 100 32C122 32 140 44 138 74C134 64 126 56 118 56C112 62 104 62 98 56C90 62 80 62 74 58C68 62 64 68 62 74Z" ${h}/>`;
    case 'none':
      return '';
  }
}

export function figure(c: Canvas, o: FigureOptions): string {
  const armLeft = o.armLeft ?? 'down';
  const armRight = o.armRight ?? 'down';
  const cape = o.cape
    ? `<path d="M78 112C62 134 50 164 44 188Q100 198 156 188C150 164 138 134 122 112Z" ${paint(c, o.cape)}/>` +
      `<path d="M78 112C62 134 50 164 44 188Q60 190 70 186C68 160 72 134 84 114Z" fill="${darken(o.cape, 0.18)}" opacity=".6"/>`
    : '';
  const leg = (x: number) =>
    `<rect x="${x}" y="150" width="17" height="30" rx="7" ${paint(c, o.trim)}/>` +
    `<path d="M${x - 3} 176Q${x - 3} 170 ${x + 4} 170H${x + 14}Q${x + 20} 170 ${x + 20} 176V186Q${x + 20} 191 ${x + 15} 191H${x + 1}Q${x - 4} 191 ${x - 3} 186Z" ${paint(c, o.boots)}/>`;
  const torso = `<path d="M72 120Q72 108 86 107H114Q128 108 128 120L131 154Q131 162 122 162H78Q69 162 69 154Z" ${paint(c, o.suit)}/>`;
  const belt = `<rect x="70" y="148" width="60" height="8" rx="3" ${flat(o.trim, 2)}/>`;
  const face =
    o.face ??
    eyes(85, 115, 80, 8, o.iris) +
      cheeks(74, 126, 93, 7) +
      smile(100, 94, 6) +
      (o.mask
        ? `<path d="M66 74Q70 66 84 68Q100 72 116 68Q130 66 134 74Q134 88 120 90Q108 90 100 82Q92 90 80 90Q66 88 66 74Z" ${flat(o.mask, 2)}/>` +
          eyes(85, 115, 79, 6.8, o.iris)
        : '');
  return (
    (o.behind ?? '') +
    cape +
    (o.capeDetail ?? '') +
    (o.hairStyle === 'long' ? hairBack(c, o) : '') +
    leg(81) +
    leg(102) +
    torso +
    belt +
    (o.emblem ?? '') +
    (o.neck ?? '') +
    arm('left', armLeft, o) +
    arm('right', armRight, o) +
    (o.held ?? '') +
    hand('left', armLeft, c, o) +
    hand('right', armRight, c, o) +
    (o.hairStyle === 'long' ? '' : hairBack(c, o)) +
    (o.hideEars
      ? ''
      : `<circle cx="62" cy="80" r="7" ${paint(c, o.skin, 2)}/><circle cx="138" cy="80" r="7" ${paint(c, o.skin, 2)}/>`) +
    `<circle cx="100" cy="74" r="38" ${paint(c, o.skin)}/>` +
    face +
    (o.eyewear ?? '') +
    (o.noFringe ? '' : hairFront(c, o)) +
    (o.headgear ?? '') +
    (o.front ?? '')
  );
}

/** An emblem disc on the chest with a symbol drawn over it. */
export function emblemDisc(c: Canvas, color: string, symbol: string, cx = 100, cy = 131, r = 12): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" ${paint(c, color, 2)}/>${symbol}`;
}
