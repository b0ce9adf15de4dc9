/**
 * The small toolkit every picture is drawn with: XML escaping, colour mixing, a seeded random source and a
 * canvas that collects gradients and clip paths once per document (so composed pictures share <defs>).
 * Pure and deterministic: no I/O, no clock, no Math.random.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text safe inside an element or an attribute: markup characters escaped, and characters XML 1.0 forbids
 * (control characters, lone surrogates, U+FFFE/U+FFFF) dropped, so any name still makes a well-formed file.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Short decimal: SVG files stay compact and byte-identical across runs. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

// ---------- colour ----------
function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** The house ink: outlines are the fill's colour pulled towards a deep night plum, never pure black. */
export const INK = '#2b1f3a';
export const outlineOf = (c: string) => mix(c, INK, 0.62);

// ---------- randomness ----------
/** FNV-1a: a stable 32-bit number for a string (seeds the standalone pictures). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and the same on every platform. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------- canvas ----------
export type Stop = string | [offset: number, color: string, opacity?: number];

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map((s, i) => {
      const [offset, color, opacity] =
        typeof s === 'string' ? [stops.length === 1 ? 0 : i / (stops.length - 1), s, undefined] : s;
      const op = opacity === undefined || opacity === 1 ? '' : ` stop-opacity="${num(opacity)}"`;
      return `<stop offset="${num(offset)}" stop-color="${color}"${op}/>`;
    })
    .join('');
}

/**
 * Collects <defs> for one document. Identical gradients are defined once and ids are handed out in call
 * order, so the same drawing calls always produce the same bytes.
 */
export class Canvas {
  private readonly defs = new Map<string, { id: string; markup: string }>();

  constructor(private readonly prefix = 'd') {}

  /** Registers a definition once per key; returns its id. */
  define(key: string, build: (id: string) => string): string {
    const existing = this.defs.get(key);
    if (existing) return existing.id;
    const id = `${this.prefix}${this.defs.size.toString(36)}`;
    this.defs.set(key, { id, markup: build(id) });
    return id;
  }

  /** A vertical (or given direction) linear gradient; returns `url(#id)`. */
  linear(stops: readonly Stop[], direction: [number, number, number, number] = [0, 0, 0, 1]): string {
    const [x1, y1, x2, y2] = direction;
    const key = `L${direction.join(',')}|${JSON.stringify(stops)}`;
    const id = this.define(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in bounding-box units; returns `url(#id)`. */
  radial(
    stops: readonly Stop[],
    at: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {},
  ): string {
    const { cx = 0.5, cy = 0.5, r = 0.5 } = at;
    const fx = at.fx ?? cx;
    const fy = at.fy ?? cy;
    const key = `R${cx},${cy},${r},${fx},${fy}|${JSON.stringify(stops)}`;
    const id = this.define(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fx="${num(fx)}" fy="${num(fy)}">${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A soft, lit-from-the-top-left fill for a rounded body part: the house shading. */
  soft(base: string): string {
    return this.radial(
      [
        [0, lighten(base, 0.32)],
        [0.55, base],
        [1, darken(base, 0.12)],
      ],
      {
        cx: 0.38,
        cy: 0.32,
        r: 0.75,
      },
    );
  }

  /** A clip path of the given shapes; returns `url(#id)`. */
  clip(key: string, shapes: string): string {
    const id = this.define(`C${key}|${shapes}`, (id) => `<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A soft blur filter for glows; returns `url(#id)`. */
  blur(deviation: number): string {
    const id = this.define(
      `B${deviation}`,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${num(deviation)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  defsMarkup(): string {
    if (this.defs.size === 0) return '';
    return `<defs>${[...this.defs.values()].map((d) => d.markup).join('')}</defs>`;
  }
}

/** A complete standalone SVG document. */
export function svgDocument(options: {
  width: number;
  height: number;
  title: string;
  canvas: Canvas;
  body: string;
  extra?: string;
}): string {
  const { width, height, title, canvas, body, extra = '' } = options;
  const label = escapeXml(title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">` +
    `<title>${label}</title>${canvas.defsMarkup()}${extra}${body}</svg>`
  );
}

/** Paint attributes for a shaded shape with the house outline. */
export function paint(canvas: Canvas, base: string, strokeWidth = 2.5): string {
  return `fill="${canvas.soft(base)}" stroke="${outlineOf(base)}" stroke-width="${num(strokeWidth)}" stroke-linejoin="round"`;
}

/** Flat fill with the house outline. */
export function flat(base: string, strokeWidth = 2.5): string {
  return `fill="${base}" stroke="${outlineOf(base)}" stroke-width="${num(strokeWidth)}" stroke-linejoin="round"`;
}
