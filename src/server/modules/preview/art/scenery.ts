/**
 * The scenery every place is built from, shared by the twelve theme scenes and the twenty-eight story
 * settings: skies, moons, trees, flowers, houses, a lighthouse, a castle, a barn, bookshelves, water,
 * rocks, snow... All drawn in a 320 x 200 box in the house style (soft shading, plum outlines) and placed
 * by the caller; anything random takes the caller's seeded source, so the same seed gives the same bytes.
 */
import { NIGHT, crescent, moonGlow, starField } from './features.js';
import { darken, flat, lighten, num, outlineOf, paint, seededRandom, type Canvas } from './svg.js';

export const SCENE_WIDTH = 320;
export const SCENE_HEIGHT = 200;

export interface ScenePalette {
  skyTop: string;
  skyBottom: string;
  /** Where figures stand: the ground colour at the bottom of the scene. */
  ground: string;
  /** A title colour that reads well on the sky. */
  accent: string;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

// ---------- sky ----------
export function sky(c: Canvas, p: Pick<ScenePalette, 'skyTop' | 'skyBottom'>): string {
  return `<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${c.linear([p.skyTop, p.skyBottom])}"/>`;
}

/** The night sky most places have: the palette's gradient, with `count` stars over its top `height` units. */
export function starrySky(
  c: Canvas,
  p: Pick<ScenePalette, 'skyTop' | 'skyBottom'>,
  seed: number,
  height: number,
  count: number,
): string {
  return sky(c, p) + starField(seed, { x: 0, y: 0, w: SCENE_WIDTH, h: height }, count);
}

/** The near ground the figures stand on: the band `d`, shaded from `top` down to the palette's ground. */
export function nearGround(c: Canvas, d: string, top: string, p: Pick<ScenePalette, 'ground'>): string {
  return `<path d="${d}" fill="${c.linear([top, p.ground])}"/>`;
}

export function fullMoon(c: Canvas, x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${num(r * 2.6)}" fill="${moonGlow(c, 0.55)}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radial(['#fffaf0', '#f7e3b5'], { cx: 0.4, cy: 0.35 })}"/>` +
    `<circle cx="${num(x - r * 0.3)}" cy="${num(y + r * 0.2)}" r="${num(r * 0.18)}" fill="#ecd59e" opacity=".6"/>` +
    `<circle cx="${num(x + r * 0.35)}" cy="${num(y - r * 0.25)}" r="${num(r * 0.12)}" fill="#ecd59e" opacity=".6"/>`
  );
}

export function cloud(x: number, y: number, s: number, color: string, opacity = 0.8): string {
  return `<g fill="${color}" opacity="${num(opacity)}"><ellipse cx="${x}" cy="${y}" rx="${num(26 * s)}" ry="${num(9 * s)}"/><circle cx="${num(x - 8 * s)}" cy="${num(y - 6 * s)}" r="${num(10 * s)}"/><circle cx="${num(x + 8 * s)}" cy="${num(y - 9 * s)}" r="${num(13 * s)}"/></g>`;
}

/** A shooting star: a fading tail and a bright head. */
export function shootingStar(c: Canvas, x: number, y: number, length: number): string {
  const tail = c.linear(
    [
      [0, NIGHT.star, 0],
      [1, NIGHT.star, 0.9],
    ],
    [0, 0, 1, 0],
  );
  return (
    `<path d="M${num(x - length)} ${num(y - length * 0.4)}L${x} ${y}L${num(x - length)} ${num(y - length * 0.4 + 3)}Z" fill="${tail}"/>` +
    `<circle cx="${x}" cy="${y}" r="2.2" fill="${NIGHT.star}"/>`
  );
}

/** Slowly falling snow: flakes of a few sizes, placed by the seed. */
export function snowfall(seed: number, box: Box, count: number): string {
  const random = seededRandom(seed ^ 0x2545f491);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + random() * box.w;
    const y = box.y + random() * box.h;
    const r = 1 + random() * 2.2;
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="#ffffff" opacity="${num(0.6 + random() * 0.4)}"/>`;
  }
  return out;
}

/** Glowing fireflies scattered in a box. */
export function fireflies(c: Canvas, seed: number, box: Box, n: number): string {
  const random = seededRandom(seed ^ 0x5f3759df);
  const glow = c.radial([
    [0, '#f6ff9a', 0.9],
    [1, '#f6ff9a', 0],
  ]);
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = box.x + random() * box.w;
    const y = box.y + random() * box.h;
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="6" fill="${glow}"/><circle cx="${num(x)}" cy="${num(y)}" r="1.4" fill="#fbffd0"/>`;
  }
  return out;
}

/** A soft radial glow (lamps, lanterns, crystals). */
export function glow(c: Canvas, x: number, y: number, r: number, color: string, strength = 0.75): string {
  const fill = c.radial([
    [0, color, strength],
    [1, color, 0],
  ]);
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${fill}"/>`;
}

// ---------- plants ----------
/** Overlapping circles that read as one soft shape (a leafy crown, a bank of cloud): outlines first, then the fills over them. */
export function puffs(
  c: Canvas,
  circles: readonly (readonly [number, number, number])[],
  leaves: string,
): string {
  const outline = circles.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('');
  const fill = circles.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${num(r - 1.2)}"/>`).join('');
  return `<g ${paint(c, leaves, 2.2)}>${outline}</g><g fill="${c.soft(leaves)}">${fill}</g>`;
}

export function roundTree(
  c: Canvas,
  x: number,
  ground: number,
  s: number,
  leaves: string,
  extra = '',
): string {
  return (
    `<path d="M${num(x - 4 * s)} ${ground}L${num(x - 3 * s)} ${num(ground - 26 * s)}H${num(x + 3 * s)}L${num(x + 4 * s)} ${ground}Z" ${flat('#7a5236', 2)}/>` +
    `<g ${paint(c, leaves, 2.2)}><circle cx="${num(x - 12 * s)}" cy="${num(ground - 34 * s)}" r="${num(14 * s)}"/><circle cx="${num(x + 12 * s)}" cy="${num(ground - 34 * s)}" r="${num(14 * s)}"/><circle cx="${x}" cy="${num(ground - 46 * s)}" r="${num(18 * s)}"/></g>` +
    `<g fill="${c.soft(leaves)}"><circle cx="${num(x - 12 * s)}" cy="${num(ground - 34 * s)}" r="${num(12.8 * s)}"/><circle cx="${num(x + 12 * s)}" cy="${num(ground - 34 * s)}" r="${num(12.8 * s)}"/><circle cx="${x}" cy="${num(ground - 46 * s)}" r="${num(16.8 * s)}"/></g>` +
    extra
  );
}

/** A red apple with a stalk and a shine. */
export function apple(x: number, y: number, r: number): string {
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="#e84a4a" stroke="#9a2a2a" stroke-width="1.2"/>` +
    `<circle cx="${num(x - r * 0.35)}" cy="${num(y - r * 0.35)}" r="${num(r * 0.28)}" fill="#fff" opacity=".55"/>` +
    `<path d="M${num(x)} ${num(y - r)}l1 ${num(-r * 0.5)}" stroke="#6b4731" stroke-width="1.2" stroke-linecap="round"/>`
  );
}

/** Apples hung in a round crown centred at (cx, cy). */
export function apples(
  random: () => number,
  cx: number,
  cy: number,
  spread: number,
  n: number,
  r = 4.5,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = random() * Math.PI * 2;
    const d = random() * spread;
    out += apple(cx + d * Math.cos(a), cy + d * Math.sin(a) * 0.7, r);
  }
  return out;
}

/** A round tree full of red apples. */
export function appleTree(c: Canvas, random: () => number, x: number, ground: number, s: number): string {
  // Apples in a ring inside the crown so every one is seen.
  let fruit = '';
  const spots: [number, number][] = [
    [-16, -32],
    [14, -30],
    [-4, -50],
    [10, -56],
    [-14, -48],
    [2, -36],
    [20, -44],
    [-22, -38],
  ];
  for (const [dx, dy] of spots) {
    fruit += apple(x + (dx + (random() - 0.5) * 3) * s, ground + (dy + (random() - 0.5) * 3) * s, 3.4 * s);
  }
  return roundTree(c, x, ground, s, '#4f9a55', fruit);
}

export function pine(x: number, ground: number, h: number, color: string): string {
  const w = h * 0.42;
  const tiers = [0, 0.3, 0.58]
    .map((t) => {
      const top = ground - h + t * h * 0.8;
      const bottom = top + h * 0.48;
      const half = w * (0.55 + t * 0.6);
      return `M${num(x)} ${num(top)}Q${num(x + half * 0.5)} ${num(bottom - h * 0.2)} ${num(x + half)} ${num(bottom)}Q${num(x)} ${num(bottom + h * 0.06)} ${num(x - half)} ${num(bottom)}Q${num(x - half * 0.5)} ${num(bottom - h * 0.2)} ${num(x)} ${num(top)}Z`;
    })
    .join('');
  return `<rect x="${num(x - h * 0.04)}" y="${num(ground - h * 0.12)}" width="${num(h * 0.08)}" height="${num(h * 0.12)}" fill="#5a3d2e"/><path d="${tiers}" fill="${color}" stroke="${darken(color, 0.25)}" stroke-width="1.5" stroke-linejoin="round"/>`;
}

/** A pine with snow lying on each tier. */
export function snowyPine(x: number, ground: number, h: number, color: string): string {
  const w = h * 0.42;
  const caps = [0, 0.3, 0.58]
    .map((t) => {
      const top = ground - h + t * h * 0.8;
      const half = w * (0.55 + t * 0.6) * 0.55;
      const y = top + h * 0.2;
      return `M${num(x)} ${num(top)}Q${num(x + half * 0.6)} ${num(y - h * 0.08)} ${num(x + half)} ${num(y)}Q${num(x + half * 0.4)} ${num(y - h * 0.04)} ${num(x)} ${num(y + h * 0.02)}Q${num(x - half * 0.4)} ${num(y - h * 0.04)} ${num(x - half)} ${num(y)}Q${num(x - half * 0.6)} ${num(y - h * 0.08)} ${num(x)} ${num(top)}Z`;
    })
    .join('');
  return pine(x, ground, h, color) + `<path d="${caps}" fill="#f6f8ff"/>`;
}

export function flower(x: number, y: number, s: number, petal: string, centre = '#ffd45c'): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    petals += `<circle cx="${num(x + 4.2 * s * Math.cos(a))}" cy="${num(y + 4.2 * s * Math.sin(a))}" r="${num(3.6 * s)}"/>`;
  }
  return `<path d="M${x} ${num(y + 3 * s)}V${num(y + 16 * s)}" stroke="#3f8a4f" stroke-width="${num(1.6 * s)}"/><g fill="${petal}" stroke="${outlineOf(petal)}" stroke-width="1">${petals}</g><circle cx="${x}" cy="${y}" r="${num(2.6 * s)}" fill="${centre}"/>`;
}

/** Flowers of the given colours scattered along a strip of ground. */
export function flowerBed(
  random: () => number,
  box: Box,
  n: number,
  colours: readonly string[],
  s = 0.7,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += flower(box.x + random() * box.w, box.y + random() * box.h, s, colours[i % colours.length]!);
  }
  return out;
}

export function tulip(c: Canvas, x: number, y: number, col: string): string {
  return `<path d="M${x} ${y}V${y + 26}" stroke="#3f8a4f" stroke-width="2.5"/><path d="M${x} ${y + 18}q-10-4-12-14q10 2 12 10" fill="#5fb865"/><path d="M${x - 9} ${y - 12}L${x - 4} ${y - 4}L${x} ${y - 14}L${x + 4} ${y - 4}L${x + 9} ${y - 12}Q${x + 10} ${y + 4} ${x} ${y + 4}Q${x - 10} ${y + 4} ${x - 9} ${y - 12}Z" ${paint(c, col, 1.8)}/>`;
}

/** Blades of grass in a tuft. */
export function grassTuft(x: number, ground: number, s: number, color = '#3f7a4a'): string {
  return `<path d="M${num(x - 4 * s)} ${ground}q${num(-2 * s)} ${num(-8 * s)} ${num(-5 * s)} ${num(-13 * s)}M${x} ${ground}q0 ${num(-10 * s)} ${num(2 * s)} ${num(-16 * s)}M${num(x + 4 * s)} ${ground}q${num(2 * s)} ${num(-7 * s)} ${num(6 * s)} ${num(-11 * s)}" fill="none" stroke="${color}" stroke-width="${num(2 * s)}" stroke-linecap="round"/>`;
}

/** Reeds and a bulrush or two at the water's edge. */
export function reeds(x: number, ground: number, s: number): string {
  const stalks = [-8, -3, 2, 7]
    .map(
      (dx, i) =>
        `M${num(x + dx * s)} ${ground}Q${num(x + (dx + (i % 2 ? 3 : -2)) * s)} ${num(ground - 20 * s)} ${num(x + (dx + (i % 2 ? 4 : -3)) * s)} ${num(ground - (30 + i * 4) * s)}`,
    )
    .join('');
  return (
    `<path d="${stalks}" fill="none" stroke="#4f8a4a" stroke-width="${num(2.2 * s)}" stroke-linecap="round"/>` +
    `<rect x="${num(x - 4.8 * s)}" y="${num(ground - 40 * s)}" width="${num(4.4 * s)}" height="${num(12 * s)}" rx="${num(2.2 * s)}" fill="#8a5a36" stroke="#5a3a22" stroke-width="1"/>` +
    `<rect x="${num(x + 5.4 * s)}" y="${num(ground - 48 * s)}" width="${num(4.4 * s)}" height="${num(12 * s)}" rx="${num(2.2 * s)}" fill="#8a5a36" stroke="#5a3a22" stroke-width="1"/>`
  );
}

// ---------- ground and water ----------
/** A rounded boulder, lit from the top left. */
export function rock(c: Canvas, x: number, ground: number, w: number, h: number, color = '#7a7f9e'): string {
  return `<path d="M${num(x - w / 2)} ${ground}Q${num(x - w / 2)} ${num(ground - h)} ${num(x - w * 0.1)} ${num(ground - h)}Q${num(x + w / 2)} ${num(ground - h * 1.02)} ${num(x + w / 2)} ${ground}Z" ${paint(c, color, 2)}/>`;
}

/** Little wave marks on water, placed by the seed. */
export function wavelets(random: () => number, box: Box, n: number, color = '#bfe6ff'): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    d += `M${num(box.x + random() * box.w)} ${num(box.y + random() * box.h)}q5-4 10 0t10 0`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="1.6" stroke-linecap="round" opacity=".6"/>`;
}

/** The moon's path on water: short bright strokes narrowing towards the horizon. */
export function moonPath(x: number, top: number, rows: number, width = 28): string {
  let d = '';
  for (let i = 0; i < rows; i++) {
    const w = width * (0.5 + 0.5 * Math.abs(Math.sin(i * 1.7 + 0.6)));
    d += `M${num(x - w / 2)} ${top + i * 10}h${num(w)}`;
  }
  return `<path d="${d}" stroke="#fff3c4" stroke-width="3" stroke-linecap="round" opacity=".4"/>`;
}

/** Rising bubbles. */
export function bubbles(random: () => number, box: Box, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const r = 1.5 + random() * 3.5;
    const x = box.x + random() * box.w;
    const y = box.y + random() * box.h;
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="#dff4ff" fill-opacity=".18" stroke="#dff4ff" stroke-width="1" opacity=".85"/><circle cx="${num(x - r * 0.35)}" cy="${num(y - r * 0.35)}" r="${num(r * 0.3)}" fill="#fff"/>`;
  }
  return out;
}

/** A friendly round fish facing left (or right), with a stripe. */
export function fish(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  body: string,
  stripe: string,
  facingRight = false,
): string {
  const flip = facingRight ? ` transform="matrix(-1 0 0 1 ${num(2 * x)} 0)"` : '';
  return (
    `<g${flip}>` +
    `<path d="M${num(x + 9 * s)} ${y}L${num(x + 17 * s)} ${num(y - 7 * s)}Q${num(x + 15 * s)} ${y} ${num(x + 17 * s)} ${num(y + 7 * s)}Z" ${flat(darken(body, 0.08), 1.6)}/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${num(11 * s)}" ry="${num(7.5 * s)}" ${paint(c, body, 1.8)}/>` +
    `<path d="M${num(x + 2 * s)} ${num(y - 7 * s)}Q${num(x - 1 * s)} ${y} ${num(x + 2 * s)} ${num(y + 7 * s)}" fill="none" stroke="${stripe}" stroke-width="${num(2.6 * s)}"/>` +
    `<circle cx="${num(x - 5.5 * s)}" cy="${num(y - 1.5 * s)}" r="${num(2 * s)}" fill="#2b1f3a"/><circle cx="${num(x - 6 * s)}" cy="${num(y - 2.2 * s)}" r="${num(0.7 * s)}" fill="#fff"/>` +
    `</g>`
  );
}

export function seashell(x: number, y: number, s: number, color = '#ffd0c0'): string {
  return `<path d="M${num(x - 6 * s)} ${y}Q${num(x - 7 * s)} ${num(y - 9 * s)} ${x} ${num(y - 9 * s)}Q${num(x + 7 * s)} ${num(y - 9 * s)} ${num(x + 6 * s)} ${y}Z" ${flat(color, 1.4)}/><path d="M${x} ${y}V${num(y - 8 * s)}M${num(x - 3 * s)} ${y}L${num(x - 4 * s)} ${num(y - 7 * s)}M${num(x + 3 * s)} ${y}L${num(x + 4 * s)} ${num(y - 7 * s)}" stroke="${darken(color, 0.25)}" stroke-width="1"/>`;
}

export function starfish(x: number, y: number, r: number, color = '#ff9a5c', rotate = 0): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5 + (rotate * Math.PI) / 180;
    const rr = i % 2 === 0 ? r : r * 0.5;
    pts.push(`${num(x + rr * Math.cos(a))} ${num(y + rr * Math.sin(a))}`);
  }
  return `<path d="M${pts.join('L')}Z" ${flat(color, 1.5)}/><circle cx="${x}" cy="${y}" r="${num(r * 0.12)}" fill="${lighten(color, 0.5)}"/>`;
}

/** A palm tree leaning a little, with coconuts. */
export function palmTree(c: Canvas, x: number, ground: number, s: number, lean = 1): string {
  const topX = x + 16 * s * lean;
  const topY = ground - 78 * s;
  const trunk = `M${num(x - 6 * s)} ${ground}Q${num(x + 2 * s * lean - 6 * s)} ${num(ground - 40 * s)} ${num(topX - 3 * s)} ${num(topY)}H${num(topX + 3 * s)}Q${num(x + 2 * s * lean + 6 * s)} ${num(ground - 40 * s)} ${num(x + 6 * s)} ${ground}Z`;
  // Rings along the trunk's curve (the same quadratic as its outline), narrowing towards the top.
  const cx1 = x + 2 * s * lean;
  const cy1 = ground - 40 * s;
  let rings = '';
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const u = 1 - t;
    const rx = u * u * x + 2 * u * t * cx1 + t * t * topX;
    const ry = u * u * ground + 2 * u * t * cy1 + t * t * topY;
    const half = (6 - 3 * t) * s;
    rings += `M${num(rx - half)} ${num(ry)}q${num(half)} ${num(2.5 * s)} ${num(2 * half)} 0`;
  }
  const leaf = (angle: number, len: number) => {
    const a = (angle * Math.PI) / 180;
    const ex = topX + Math.cos(a) * len * s;
    const ey = topY + Math.sin(a) * len * s;
    const mx = topX + Math.cos(a) * len * 0.55 * s;
    const my = topY + Math.sin(a) * len * 0.55 * s - 10 * s;
    const nx = Math.sin(a) * 7 * s;
    const ny = -Math.cos(a) * 7 * s;
    return `M${num(topX)} ${num(topY)}Q${num(mx + nx)} ${num(my + ny)} ${num(ex)} ${num(ey)}Q${num(mx - nx)} ${num(my - ny)} ${num(topX)} ${num(topY)}Z`;
  };
  const leaves = [200, 230, 265, 300, 335, 0, 160].map((a, i) => leaf(a, 38 + (i % 2) * 8)).join('');
  return (
    `<path d="${trunk}" ${paint(c, '#b07a4a', 2)}/>` +
    `<path d="${rings}" fill="none" stroke="#7a5236" stroke-width="1.4" stroke-linecap="round"/>` +
    `<path d="${leaves}" ${paint(c, '#4fae62', 2)}/>` +
    `<circle cx="${num(topX - 4 * s)}" cy="${num(topY + 5 * s)}" r="${num(4.5 * s)}" ${flat('#7a4a2a', 1.5)}/>` +
    `<circle cx="${num(topX + 4 * s)}" cy="${num(topY + 6 * s)}" r="${num(4.5 * s)}" ${flat('#8a5a32', 1.5)}/>`
  );
}

// ---------- buildings and things ----------
export function house(
  c: Canvas,
  x: number,
  ground: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  smoke: boolean,
): string {
  const windowGlow = c.radial([
    [0, '#ffe9a8', 0.8],
    [1, '#ffe9a8', 0],
  ]);
  const roofTop = ground - h - w * 0.45;
  const winW = w * 0.22;
  return (
    (smoke
      ? `<rect x="${num(x + w * 0.62)}" y="${num(roofTop + 4)}" width="${num(w * 0.14)}" height="${num(w * 0.3)}" ${flat('#9a6a5a', 1.5)}/>` +
        `<path d="M${num(x + w * 0.69)} ${num(roofTop)}q-6-8 0-14t0-14" fill="none" stroke="#e6e4f4" stroke-width="3" stroke-linecap="round" opacity=".55"/>`
      : '') +
    `<rect x="${x}" y="${num(ground - h)}" width="${w}" height="${h}" ${paint(c, wall, 2)}/>` +
    `<path d="M${num(x - 5)} ${num(ground - h + 2)}L${num(x + w / 2)} ${num(roofTop)}L${num(x + w + 5)} ${num(ground - h + 2)}Z" ${paint(c, roof, 2)}/>` +
    `<circle cx="${num(x + w * 0.3)}" cy="${num(ground - h * 0.6)}" r="${num(winW * 1.6)}" fill="${windowGlow}"/>` +
    `<rect x="${num(x + w * 0.3 - winW / 2)}" y="${num(ground - h * 0.6 - winW / 2)}" width="${num(winW)}" height="${num(winW)}" rx="1.5" fill="#ffd97a" stroke="${outlineOf(wall)}" stroke-width="1.5"/>` +
    `<path d="M${num(x + w * 0.62)} ${ground}V${num(ground - h * 0.5)}Q${num(x + w * 0.72)} ${num(ground - h * 0.62)} ${num(x + w * 0.82)} ${num(ground - h * 0.5)}V${ground}Z" fill="${darken(wall, 0.35)}"/>`
  );
}

export function balloon(c: Canvas, x: number, y: number, s: number, colours: [string, string]): string {
  const env = `M${x} ${num(y - 26 * s)}C${num(x + 24 * s)} ${num(y - 26 * s)} ${num(x + 24 * s)} ${num(y + 4 * s)} ${num(x + 6 * s)} ${num(y + 18 * s)}H${num(x - 6 * s)}C${num(x - 24 * s)} ${num(y + 4 * s)} ${num(x - 24 * s)} ${num(y - 26 * s)} ${x} ${num(y - 26 * s)}Z`;
  const stripe = `M${x} ${num(y - 26 * s)}C${num(x + 9 * s)} ${num(y - 20 * s)} ${num(x + 8 * s)} ${num(y + 6 * s)} ${num(x + 3 * s)} ${num(y + 18 * s)}H${num(x - 3 * s)}C${num(x - 8 * s)} ${num(y + 6 * s)} ${num(x - 9 * s)} ${num(y - 20 * s)} ${x} ${num(y - 26 * s)}Z`;
  return (
    `<path d="M${num(x - 6 * s)} ${num(y + 18 * s)}L${num(x - 5 * s)} ${num(y + 26 * s)}M${num(x + 6 * s)} ${num(y + 18 * s)}L${num(x + 5 * s)} ${num(y + 26 * s)}" stroke="#5a3d2e" stroke-width="1.2"/>` +
    `<path d="${env}" ${paint(c, colours[0], 2)}/><path d="${stripe}" fill="${colours[1]}" opacity=".9"/>` +
    `<rect x="${num(x - 6 * s)}" y="${num(y + 26 * s)}" width="${num(12 * s)}" height="${num(8 * s)}" rx="1.5" ${flat('#b07a4b', 1.5)}/>`
  );
}

/** A street lamp with a warm glow. */
export function streetLamp(c: Canvas, x: number, ground: number): string {
  return (
    glow(c, x, ground - 50, 22, '#ffe9a8', 0.8) +
    `<path d="M${x} ${ground}V${ground - 44}" stroke="#3a3550" stroke-width="3"/>` +
    `<path d="M${x - 6} ${ground - 44}H${x + 6}L${x + 4} ${ground - 56}H${x - 4}Z" fill="#ffe27a" stroke="#3a3550" stroke-width="1.6" stroke-linejoin="round"/>` +
    `<path d="M${x - 6} ${ground - 56}H${x + 6}L${x} ${ground - 61}Z" fill="#3a3550"/>`
  );
}

/** A white picket fence from x = from to x = to, standing on y = ground. */
export function picketFence(
  from: number,
  to: number,
  ground: number,
  color = '#f6eef8',
  edge = '#b9a6c8',
): string {
  let pickets = '';
  for (let x = from; x < to; x += 22) {
    pickets += `<path d="M${x} ${ground}V${ground - 24}L${x + 6} ${ground - 30}L${x + 12} ${ground - 24}V${ground}Z"/>`;
  }
  return `<g fill="${color}" stroke="${edge}" stroke-width="1.5" stroke-linejoin="round">${pickets}<rect x="${from - 6}" y="${ground - 18}" width="${to - from + 6}" height="5"/></g>`;
}

/** A wooden post-and-rail fence. */
export function railFence(from: number, to: number, ground: number, color = '#b0784a'): string {
  let posts = '';
  for (let x = from; x <= to; x += 26)
    posts += `<rect x="${x - 3}" y="${ground - 26}" width="6" height="26" rx="1.5"/>`;
  return `<g ${flat(color, 1.6)}><rect x="${from}" y="${ground - 21}" width="${to - from}" height="5" rx="2"/><rect x="${from}" y="${ground - 11}" width="${to - from}" height="5" rx="2"/>${posts}</g>`;
}

/** A lantern on a crooked post, with its warm glow. */
export function lanternPost(c: Canvas, x: number, ground: number): string {
  const lanternGlow = c.radial([
    [0, '#ffd27a', 0.75],
    [0.5, '#ffb347', 0.25],
    [1, '#ffb347', 0],
  ]);
  const top = ground - 72;
  return (
    `<circle cx="${x + 6}" cy="${top + 18}" r="46" fill="${lanternGlow}"/>` +
    `<path d="M${x} ${ground}V${top}H${x + 10}" fill="none" stroke="#5a3d2e" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M${x + 10} ${top}V${top + 6}" stroke="#3a2a22" stroke-width="2"/>` +
    `<rect x="${x + 2}" y="${top + 6}" width="16" height="20" rx="4" fill="#ffd27a" stroke="#5a3d2e" stroke-width="2.5"/>` +
    `<path d="M${x} ${top + 6}H${x + 20}L${x + 16} ${top + 1}H${x + 4}Z" fill="#5a3d2e"/>` +
    `<path d="M${x + 10} ${top + 10}q-4 6 0 11q4-5 0-11Z" fill="#ff9a3d"/>`
  );
}

/** A string of little flags hanging between two points. */
export function bunting(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  colours: readonly string[],
  size = 7,
): string {
  const n = Math.max(2, Math.round(Math.hypot(x2 - x1, y2 - y1) / (size * 2)));
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag * 2;
  const at = (t: number) => [
    (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mx + t * t * x2,
    (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * my + t * t * y2,
  ];
  let flags = '';
  for (let i = 0; i < n; i++) {
    const [ax, ay] = at((i + 0.15) / n);
    const [bx, by] = at((i + 0.85) / n);
    const col = colours[i % colours.length]!;
    flags += `<path d="M${num(ax!)} ${num(ay!)}L${num(bx!)} ${num(by!)}L${num((ax! + bx!) / 2)} ${num((ay! + by!) / 2 + size * 1.4)}Z" fill="${col}" stroke="${outlineOf(col)}" stroke-width="1"/>`;
  }
  return `<path d="M${x1} ${y1}Q${num(mx)} ${num(my)} ${x2} ${y2}" fill="none" stroke="#e6dcc8" stroke-width="1.3"/>${flags}`;
}

/**
 * A striped lighthouse standing on y = base, centred on x. With `lit`, its lamp glows and it has a door,
 * a window and a gallery rail (the big one of the lighthouse setting).
 */
export function lighthouse(c: Canvas, x: number, base: number, s: number, lit = false): string {
  const X = (dx: number) => num(x + dx * s);
  const Y = (dy: number) => num(base - dy * s);
  return (
    (lit ? glow(c, x, base - 62 * s, 34 * s, '#fff3c4', 0.9) : '') +
    `<path d="M${X(-13)} ${Y(0)}L${X(-9)} ${Y(56)}H${X(9)}L${X(13)} ${Y(0)}Z" ${paint(c, '#f6f3ff', 2)}/>` +
    `<path d="M${X(-11)} ${Y(16)}H${X(11)}L${X(12)} ${Y(6)}H${X(-12)}ZM${X(-10)} ${Y(36)}H${X(10)}L${X(10.5)} ${Y(26)}H${X(-10.5)}Z" fill="#e5484d"/>` +
    (lit
      ? `<path d="M${X(-4)} ${Y(0)}V${Y(8)}Q${X(0)} ${Y(12)} ${X(4)} ${Y(8)}V${Y(0)}Z" fill="#6b4a6a"/>` +
        `<rect x="${X(-2.5)}" y="${Y(23)}" width="${num(5 * s)}" height="${num(5 * s)}" rx="1" fill="#ffd97a"/>` +
        `<rect x="${X(-12)}" y="${Y(58)}" width="${num(24 * s)}" height="${num(3 * s)}" rx="1" fill="#4a4a70"/>`
      : '') +
    `<rect x="${X(-11)}" y="${Y(68)}" width="${num(22 * s)}" height="${num(13 * s)}" rx="2" fill="#ffe27a" stroke="#5a4a70" stroke-width="2"/>` +
    (lit
      ? `<path d="M${X(-4)} ${Y(68)}V${Y(55)}M${X(4)} ${Y(68)}V${Y(55)}" stroke="#e0b24a" stroke-width="1.4"/>`
      : '') +
    `<path d="M${X(-15)} ${Y(68)}L${X(0)} ${Y(80)}L${X(15)} ${Y(68)}Z" ${flat('#e5484d', 2)}/>`
  );
}

/** The lamp's beam: a fan of light from (x, y) that fades by x = toX. */
export function lighthouseBeam(
  c: Canvas,
  x: number,
  y: number,
  toX: number,
  top: number,
  bottom: number,
): string {
  const beam = c.linear(
    [
      [0, '#fff3c4', 0.7],
      [1, '#fff3c4', 0],
    ],
    toX < x ? [1, 0, 0, 0] : [0, 0, 1, 0],
  );
  return `<path d="M${x} ${y}L${toX} ${top}L${toX} ${bottom}Z" fill="${beam}"/>`;
}

/** A little sailing boat whose hull sits on y = waterline; the mast is at x. */
export function sailboat(
  x: number,
  waterline: number,
  s: number,
  sail = '#ff8a6b',
  hull = '#b0623a',
): string {
  const X = (dx: number) => num(x + dx * s);
  const Y = (dy: number) => num(waterline - dy * s);
  return (
    `<path d="M${X(-24)} ${Y(0)}H${X(24)}L${X(16)} ${Y(-10)}H${X(-16)}Z" ${flat(hull, 2)}/><path d="M${X(0)} ${Y(0)}V${Y(48)}" stroke="#6b4731" stroke-width="2.5"/>` +
    `<path d="M${X(2)} ${Y(46)}L${X(2)} ${Y(4)}H${X(28)}Z" ${flat('#ffffff', 1.8)}/><path d="M${X(-2)} ${Y(40)}L${X(-2)} ${Y(4)}H${X(-22)}Z" ${flat(sail, 1.8)}/>` +
    `<path d="M${X(0)} ${Y(48)}L${X(8)} ${Y(45)}L${X(0)} ${Y(42)}Z" fill="#ffd45c"/>`
  );
}

/** A castle tower with a pointed roof, a pennant and a lit window. */
function castleTower(c: Canvas, x: number, top: number, w: number, base: number, flag: string): string {
  const peak = top - w * 1.1;
  const k = w / 20;
  return (
    `<rect x="${num(x)}" y="${num(top)}" width="${num(w)}" height="${num(base - top)}" ${paint(c, '#cfc8ec', 2)}/>` +
    `<path d="M${num(x - 4)} ${num(top)}L${num(x + w / 2)} ${num(peak)}L${num(x + w + 4)} ${num(top)}Z" ${paint(c, '#e05a7a', 2)}/>` +
    `<path d="M${num(x + w / 2)} ${num(peak)}V${num(peak - 14 * k)}" stroke="#6b4a6a" stroke-width="1.6"/>` +
    `<path d="M${num(x + w / 2)} ${num(peak - 14 * k)}q${num(6 * k)} ${num(-2 * k)} ${num(12 * k)} ${num(2 * k)}q${num(-6 * k)} ${num(4 * k)} ${num(-12 * k)} ${num(2 * k)}Z" fill="${flag}"/>` +
    `<rect x="${num(x + w / 2 - 3)}" y="${num(top + 10)}" width="6" height="9" rx="3" fill="#ffd97a"/>`
  );
}

/**
 * A storybook castle centred on x with its gate on y = base: two side towers, a crenellated wall and a
 * tall middle tower, each with a flag. Scale s = 1 is the Leadership scene's castle.
 */
export function castle(
  c: Canvas,
  x: number,
  base: number,
  s: number,
  flags: readonly [string, string, string] = ['#ffd45c', '#ffd45c', '#ffd45c'],
): string {
  const w = 20 * s;
  let battlements = `M${num(x - 32 * s)} ${num(base - 40 * s)}`;
  for (let i = 0; i < 4; i++) battlements += `v${num(-8 * s)}h${num(8 * s)}v${num(8 * s)}h${num(8 * s)}`;
  battlements += `v${num(-8 * s)}h${num(8 * s)}v${num(8 * s)}`;
  return (
    castleTower(c, x - 48 * s, base - 54 * s, w, base, flags[0]) +
    castleTower(c, x + 28 * s, base - 54 * s, w, base, flags[2]) +
    `<rect x="${num(x - 32 * s)}" y="${num(base - 40 * s)}" width="${num(64 * s)}" height="${num(40 * s)}" ${paint(c, '#dcd6f4', 2)}/>` +
    `<path d="${battlements}" fill="#dcd6f4" stroke="${outlineOf('#dcd6f4')}" stroke-width="2"/>` +
    `<path d="M${num(x - 8 * s)} ${num(base)}V${num(base - 16 * s)}Q${num(x)} ${num(base - 26 * s)} ${num(x + 8 * s)} ${num(base - 16 * s)}V${num(base)}Z" fill="#6b4a6a"/>` +
    castleTower(c, x - 10 * s, base - 78 * s, w, base, flags[1])
  );
}

/** A red barn with white trim, its door on y = ground. */
export function barn(c: Canvas, x: number, ground: number, s: number): string {
  const X = (dx: number) => num(x + dx * s);
  const Y = (dy: number) => num(ground - dy * s);
  return (
    `<path d="M${X(-30)} ${Y(0)}V${Y(46)}L${X(0)} ${Y(70)}L${X(30)} ${Y(46)}V${Y(0)}Z" ${paint(c, '#d9534f', 2.2)}/>` +
    `<path d="M${X(-36)} ${Y(44)}L${X(0)} ${Y(76)}L${X(36)} ${Y(44)}" fill="none" stroke="#f6eef0" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="${X(-14)}" y="${Y(34)}" width="${num(28 * s)}" height="${num(34 * s)}" fill="#a83a3a" stroke="#f6eef0" stroke-width="3"/><path d="M${X(-14)} ${Y(34)}L${X(14)} ${Y(0)}M${X(14)} ${Y(34)}L${X(-14)} ${Y(0)}" stroke="#f6eef0" stroke-width="2.5"/>` +
    `<circle cx="${X(0)}" cy="${Y(54)}" r="${num(6 * s)}" fill="#ffd97a" stroke="#f6eef0" stroke-width="2"/>`
  );
}

export function wateringCan(c: Canvas, x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><path d="M-12 -10H10L8 12H-10Z" ${paint(c, '#5fa8e8', 2)}/><path d="M10 -4L26 -14" stroke="#3a78b0" stroke-width="4" stroke-linecap="round"/><path d="M-12 -4Q-22 -4 -18 6" fill="none" stroke="#3a78b0" stroke-width="3"/><path d="M28 -10q2 6 0 8M32 -8q2 6 0 8" stroke="#bfe6ff" stroke-width="1.6" stroke-linecap="round"/></g>`;
}

/** A big snowy mountain: its peak at (x, top), its foot at y = base. */
export function snowyMountain(
  c: Canvas,
  x: number,
  top: number,
  base: number,
  fill: [string, string],
  edge = '#3f4a88',
): string {
  const s = (base - top) / 124;
  const X = (dx: number) => num(x + dx * s);
  const Y = (dy: number) => num(top + dy * s);
  return (
    `<path d="M${X(-108)} ${num(base)}L${num(x)} ${num(top)}L${X(108)} ${num(base)}Z" fill="${c.linear(fill)}" stroke="${edge}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M${num(x)} ${num(top)}L${X(-26)} ${Y(30)}L${X(-14)} ${Y(26)}L${X(-6)} ${Y(36)}L${X(4)} ${Y(26)}L${X(16)} ${Y(34)}L${X(26)} ${Y(30)}Z" fill="#f6f8ff" stroke="#c9d0ee" stroke-width="1.5" stroke-linejoin="round"/>`
  );
}

/** A tall bookcase full of books; `random` picks their sizes and colours. */
export function bookshelf(random: () => number, x: number, top: number, w: number, rows = 3): string {
  const colours = ['#ff7a7a', '#ffb347', '#ffd45c', '#6cc58a', '#5fa8e8', '#a98be0', '#ff9ccf'];
  let out = `<rect x="${x}" y="${top}" width="${w}" height="${rows * 40 + 10}" rx="4" ${flat('#7a4a32', 2.5)}/><rect x="${x + 5}" y="${top + 5}" width="${w - 10}" height="${rows * 40}" fill="#4a2e22"/>`;
  for (let r = 0; r < rows; r++) {
    const y = top + 38 + r * 40;
    let bx = x + 7;
    while (bx < x + w - 12) {
      const bw = 5 + Math.floor(random() * 5);
      const bh = 22 + Math.floor(random() * 10);
      const col = colours[Math.floor(random() * colours.length)]!;
      out += `<rect x="${bx}" y="${y - bh}" width="${bw}" height="${bh}" rx="1" fill="${col}" stroke="${darken(col, 0.35)}" stroke-width="1"/>`;
      bx += bw + 1;
    }
    out += `<rect x="${x + 3}" y="${y}" width="${w - 6}" height="5" fill="#8d5a3c"/>`;
  }
  return out;
}

/** An open book floating in its own glow. */
export function openBook(c: Canvas, x: number, y: number, s: number, rot: number, cover: string): string {
  const bookGlow = c.radial([
    [0, '#fff2b0', 0.85],
    [1, '#fff2b0', 0],
  ]);
  return (
    `<circle cx="${x}" cy="${y}" r="${num(24 * s)}" fill="${bookGlow}"/>` +
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M-18 -6Q-9 -12 0 -6Q9 -12 18 -6V8Q9 2 0 8Q-9 2 -18 8Z" fill="${cover}" stroke="${darken(cover, 0.35)}" stroke-width="1.5"/>` +
    `<path d="M-16 -7Q-8 -12 0 -7V6Q-8 0 -16 5ZM16 -7Q8 -12 0 -7V6Q8 0 16 5Z" fill="#fffaf0"/><path d="M-12 -4H-4M-12 -1H-4M4 -4H12M4 -1H12" stroke="#c9b8d8" stroke-width="1"/></g>`
  );
}

/**
 * A window onto the night (stars and a crescent), arched or square, with a wooden frame and panes; for
 * the rooms (library, bedroom, kitchen).
 */
export function nightWindow(
  c: Canvas,
  seed: number,
  box: Box,
  options: { arched?: boolean; frame?: string; curtains?: string } = {},
): string {
  const { x, y, w, h } = box;
  const { arched = false, frame = '#8d5a3c', curtains } = options;
  const shoulder = y + w * 0.425;
  const shape = arched
    ? `M${x} ${y + h}V${num(shoulder)}Q${x} ${y} ${num(x + w / 2)} ${y}Q${x + w} ${y} ${x + w} ${num(shoulder)}V${y + h}Z`
    : `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
  const glass = c.linear(['#1f2458', '#3a3f86']);
  const drapes = curtains
    ? `<path d="M${x - 10} ${y - 4}H${num(x + w * 0.22)}Q${num(x + w * 0.08)} ${num(y + h * 0.5)} ${num(x + w * 0.16)} ${y + h + 6}H${x - 10}Z" ${paint(c, curtains, 2)}/>` +
      `<path d="M${x + w + 10} ${y - 4}H${num(x + w * 0.78)}Q${num(x + w * 0.92)} ${num(y + h * 0.5)} ${num(x + w * 0.84)} ${y + h + 6}H${x + w + 10}Z" ${paint(c, curtains, 2)}/>` +
      `<rect x="${x - 14}" y="${y - 8}" width="${w + 28}" height="5" rx="2.5" ${flat('#8d5a3c', 1.5)}/>`
    : '';
  return (
    `<path d="${shape}" fill="${glass}" stroke="${frame}" stroke-width="5"/>` +
    starField(seed, { x: x + 6, y: y + 8, w: w - 12, h: h - 14 }, Math.round((w * h) / 830)) +
    crescent(c, x + w * 0.7, y + (arched ? w * 0.35 : h * 0.3), Math.min(w, h) * 0.1125, '#23285e') +
    `<path d="M${num(x + w / 2)} ${y + 2}V${y + h}M${x} ${num(arched ? y + w * 0.675 : y + h * 0.5)}H${x + w}" stroke="${frame}" stroke-width="3"/>` +
    drapes
  );
}

/** The walls and floor of a room: wallpaper dotted with little stars, floorboards and a skirting board. */
export function room(c: Canvas, wall: string, floor: string, floorY: number): string {
  let boards = '';
  for (let i = 1; i < 4; i++) {
    const y = floorY + (i * (SCENE_HEIGHT - floorY)) / 4;
    boards += `M0 ${num(y)}H${SCENE_WIDTH}`;
  }
  let dots = '';
  for (let y = 14; y < floorY - 6; y += 22) {
    for (let x = (y / 22) % 2 ? 20 : 8; x < SCENE_WIDTH; x += 24) {
      dots += `<circle cx="${x}" cy="${y}" r="1.6"/>`;
    }
  }
  return (
    `<rect width="${SCENE_WIDTH}" height="${floorY}" fill="${c.linear([darken(wall, 0.2), wall])}"/>` +
    `<g fill="${lighten(wall, 0.3)}" opacity=".35">${dots}</g>` +
    `<rect y="${floorY}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - floorY}" fill="${c.linear([floor, darken(floor, 0.25)])}"/>` +
    `<path d="${boards}" stroke="${darken(floor, 0.3)}" stroke-width="1.2" opacity=".5"/>` +
    `<rect y="${floorY - 5}" width="${SCENE_WIDTH}" height="6" fill="${darken(wall, 0.35)}"/>`
  );
}

export function heart(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return `<path d="M${x} ${num(y + s * 0.3)}C${x} ${num(y - s * 0.3)} ${num(x - s)} ${num(y - s * 0.3)} ${num(x - s)} ${num(y + s * 0.15)}C${num(x - s)} ${num(y + s * 0.55)} ${x} ${num(y + s * 0.8)} ${x} ${num(y + s)}C${x} ${num(y + s * 0.8)} ${num(x + s)} ${num(y + s * 0.55)} ${num(x + s)} ${num(y + s * 0.15)}C${num(x + s)} ${num(y - s * 0.3)} ${x} ${num(y - s * 0.3)} ${x} ${num(y + s * 0.3)}Z" fill="${fill}" opacity="${num(opacity)}"/>`;
}

/** A toadstool: a red cap with white spots (or a glowing one, for caves). */
export function mushroom(c: Canvas, x: number, ground: number, s: number, cap = '#e5484d'): string {
  const X = (dx: number) => num(x + dx * s);
  const Y = (dy: number) => num(ground - dy * s);
  return (
    `<path d="M${X(-3.5)} ${Y(0)}Q${X(-4)} ${Y(8)} ${X(-3)} ${Y(11)}H${X(3)}Q${X(4)} ${Y(8)} ${X(3.5)} ${Y(0)}Z" ${flat('#f6eee0', 1.4)}/>` +
    `<path d="M${X(-11)} ${Y(10)}Q${X(-11)} ${Y(24)} ${X(0)} ${Y(24)}Q${X(11)} ${Y(24)} ${X(11)} ${Y(10)}Z" ${paint(c, cap, 1.8)}/>` +
    `<circle cx="${X(-5)}" cy="${Y(17)}" r="${num(2 * s)}" fill="#fff"/><circle cx="${X(4)}" cy="${Y(19)}" r="${num(2.4 * s)}" fill="#fff"/><circle cx="${X(7)}" cy="${Y(13)}" r="${num(1.5 * s)}" fill="#fff"/>`
  );
}
