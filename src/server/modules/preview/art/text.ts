/**
 * Text set in SVG: SVG has no line breaking, so paragraphs are wrapped here into <tspan> lines by an
 * estimate of each character's width in a serif face (Georgia or Times), with some slack for the reader's
 * actual font. Every string that leaves this file is XML-escaped.
 */
import { escapeXml, num } from './svg.js';

/** Approximate advance of a character in em for a book serif. Unknown scripts count wide (safe side). */
export function charWidthEm(ch: string): number {
  if (ch === ' ') return 0.26;
  if ("iljI.,;:!|'`".includes(ch)) return 0.3;
  if ('ftr()[]-"'.includes(ch)) return 0.38;
  if ('mwMW'.includes(ch)) return 0.88;
  if (/[A-Z]/.test(ch)) return 0.7;
  if (/[0-9]/.test(ch)) return 0.56;
  if (/[a-z]/.test(ch)) return 0.53;
  if (/[\u00C0-\u024F]/.test(ch)) return 0.6;
  return 1;
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += charWidthEm(ch);
  return em * fontSize;
}

/** Collapses runs of whitespace. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Splits a word that is wider than a whole line (a name without spaces, say) into pieces that fit. */
function splitLongWord(word: string, fontSize: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const ch of word) {
    if (current && textWidth(current + ch, fontSize) > maxWidth) {
      pieces.push(current);
      current = ch;
    } else {
      current += ch;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Greedy line breaking. `widthOf(lineIndex)` allows a narrower first lines (a drop cap). When the text needs
 * more than maxLines, the last line ends with an ellipsis.
 */
export function wrapText(
  text: string,
  fontSize: number,
  widthOf: (line: number) => number,
  maxLines: number,
): string[] {
  const words = normaliseSpace(text)
    .split(' ')
    .filter(Boolean)
    .flatMap((w) => splitLongWord(w, fontSize, widthOf(1)));
  const lines: string[] = [];
  let current = '';
  let truncated = false;
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || textWidth(candidate, fontSize) <= widthOf(lines.length)) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      truncated = true;
      break;
    }
  }
  if (!truncated) {
    if (current) lines.push(current);
    return lines;
  }
  // Out of room: finish the last line with an ellipsis that fits.
  let last = lines[maxLines - 1] ?? '';
  const width = widthOf(maxLines - 1);
  while (last && textWidth(`${last}…`, fontSize) > width) last = last.replace(/\s*\S+$/, '');
  lines[maxLines - 1] = `${last.replace(/[,;:.!?]$/, '')}…`;
  return lines.slice(0, maxLines);
}

/** The largest font size (down to min) at which the text fits on one line. */
export function fitFontSize(text: string, maxWidth: number, max: number, min: number): number {
  let size = max;
  while (size > min && textWidth(text, size) > maxWidth) size -= 1;
  return size;
}

/** A <text> element of lines; each line's x is given so the first lines can make room for a drop cap. */
export function textLines(
  lines: readonly string[],
  options: { x: (line: number) => number; y: number; lineHeight: number; attrs: string },
): string {
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${num(options.x(i))}" y="${num(options.y + i * options.lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text ${options.attrs}>${spans}</text>`;
}
