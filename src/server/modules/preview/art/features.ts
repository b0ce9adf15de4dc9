/**
 * Shared features of the house style: big friendly eyes, rosy cheeks, small smiles, twinkling stars and the
 * moonlit backdrop every companion portrait stands in front of.
 */
import { INK, num, seededRandom, type Canvas } from './svg.js';

export const CHEEK = '#ff8aa5';
export const NIGHT = { top: '#22255a', bottom: '#4b3b7c', star: '#fff4c6', moon: '#fff3d6' } as const;

/**
 * A big glossy eye. Without an iris colour it is the animals' dark bead; with one it is a chibi eye with a
 * coloured iris (the child's eye colour, a hero's).
 */
export function eye(cx: number, cy: number, r: number, iris?: string): string {
  const hl = `<circle cx="${num(cx + r * 0.3)}" cy="${num(cy - r * 0.38)}" r="${num(r * 0.36)}" fill="#fff"/><circle cx="${num(cx - r * 0.3)}" cy="${num(cy + r * 0.38)}" r="${num(r * 0.15)}" fill="#fff" opacity=".85"/>`;
  if (!iris) {
    return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r * 0.86)}" ry="${num(r)}" fill="${INK}"/>${hl}`;
  }
  return (
    `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r * 0.86)}" ry="${num(r)}" fill="${iris}" stroke="${INK}" stroke-width="${num(r * 0.28)}"/>` +
    `<ellipse cx="${num(cx)}" cy="${num(cy + r * 0.08)}" rx="${num(r * 0.44)}" ry="${num(r * 0.52)}" fill="${INK}"/>${hl}`
  );
}

export function eyes(lx: number, rx: number, cy: number, r: number, iris?: string): string {
  return eye(lx, cy, r, iris) + eye(rx, cy, r, iris);
}

export function cheeks(lx: number, rx: number, cy: number, r: number, color = CHEEK): string {
  return [lx, rx]
    .map(
      (x) =>
        `<ellipse cx="${num(x)}" cy="${num(cy)}" rx="${num(r)}" ry="${num(r * 0.62)}" fill="${color}" opacity=".5"/>`,
    )
    .join('');
}

/** A small closed-mouth smile. */
export function smile(cx: number, cy: number, w: number, color = INK): string {
  return `<path d="M${num(cx - w)} ${num(cy)}Q${num(cx)} ${num(cy + w * 0.95)} ${num(cx + w)} ${num(cy)}" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round"/>`;
}

/** The animals' mouth: a line down from the nose that splits into two little curves. */
export function muzzleMouth(cx: number, top: number, w: number, color = INK): string {
  const y = top + w * 0.7;
  return `<path d="M${num(cx)} ${num(top)}V${num(y)}M${num(cx - w)} ${num(y - w * 0.15)}Q${num(cx - w * 0.5)} ${num(y + w * 0.75)} ${num(cx)} ${num(y)}Q${num(cx + w * 0.5)} ${num(y + w * 0.75)} ${num(cx + w)} ${num(y - w * 0.15)}" fill="none" stroke="${color}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A four-pointed twinkle. */
export function sparkle(x: number, y: number, s: number, color: string = NIGHT.star, opacity = 1): string {
  const k = s * 0.22;
  const op = opacity === 1 ? '' : ` opacity="${num(opacity)}"`;
  return `<path d="M${num(x)} ${num(y - s)}Q${num(x + k)} ${num(y - k)} ${num(x + s)} ${num(y)}Q${num(x + k)} ${num(y + k)} ${num(x)} ${num(y + s)}Q${num(x - k)} ${num(y + k)} ${num(x - s)} ${num(y)}Q${num(x - k)} ${num(y - k)} ${num(x)} ${num(y - s)}Z" fill="${color}"${op}/>`;
}

/** A five-pointed star (emblems, capes, flags). */
export function star5(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.46;
    pts.push(`${num(cx + rr * Math.cos(a))} ${num(cy + rr * Math.sin(a))}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${fill}" stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`;
}

/** Seeded stars scattered in a box: dots and a few twinkles. */
export function starField(
  seed: number,
  box: { x: number; y: number; w: number; h: number },
  count: number,
  color: string = NIGHT.star,
): string {
  const random = seededRandom(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + random() * box.w;
    const y = box.y + random() * box.h;
    const size = random();
    out +=
      size > 0.78
        ? sparkle(x, y, 3 + size * 3, color, 0.9)
        : `<circle cx="${num(x)}" cy="${num(y)}" r="${num(0.6 + size * 1.2)}" fill="${color}" opacity="${num(0.45 + size * 0.5)}"/>`;
  }
  return out;
}

/** The soft light around a moon: moonlight at the centre, `strength` opaque, fading to nothing. */
export function moonGlow(canvas: Canvas, strength: number): string {
  return canvas.radial([
    [0, NIGHT.moon, strength],
    [1, NIGHT.moon, 0],
  ]);
}

/** A crescent moon. */
export function crescent(canvas: Canvas, cx: number, cy: number, r: number, skyColor: string): string {
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 2.2)}" fill="${moonGlow(canvas, 0.5)}"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${NIGHT.moon}"/>` +
    `<circle cx="${num(cx + r * 0.45)}" cy="${num(cy - r * 0.3)}" r="${num(r * 0.85)}" fill="${skyColor}"/>`
  );
}

/**
 * The portrait backdrop (200 x 200): a night sky, a big soft moon glow behind the character so dark
 * characters stand out, a few stars, a little crescent and a grassy hill.
 */
export function portraitBackdrop(canvas: Canvas, seed: number, tint = '#ffffff'): string {
  const sky = canvas.linear([NIGHT.top, NIGHT.bottom]);
  const glow = canvas.radial([
    [0, NIGHT.moon, 0.75],
    [0.55, tint === '#ffffff' ? NIGHT.moon : tint, 0.3],
    [1, NIGHT.moon, 0],
  ]);
  const hill = canvas.linear(['#3d5a8a', '#2b3466']);
  return (
    `<rect width="200" height="200" rx="28" fill="${sky}"/>` +
    starField(seed, { x: 8, y: 8, w: 184, h: 120 }, 16) +
    `<circle cx="100" cy="102" r="88" fill="${glow}"/>` +
    crescent(canvas, 168, 32, 11, '#252862') +
    `<path d="M0 172Q52 154 100 166T200 164V172Q200 200 172 200H28Q0 200 0 172Z" fill="${hill}"/>` +
    `<ellipse cx="100" cy="189" rx="56" ry="6" fill="#161233" opacity=".35"/>`
  );
}
