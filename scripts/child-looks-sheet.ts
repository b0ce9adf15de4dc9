/**
 * Renders every skin tone x hair style of the child (docs/decisions/025-child-looks.md) at the three
 * sizes the product shows them, to PNG in Chromium, for people to look at:
 *   docs/child-looks.png   the profile avatar (48 px), a page picture on a phone (96 px), the print
 *                          booklet and book cover (180 px); the last row and column are the child with no
 *                          hair style or no skin tone given, drawn guessing neither
 *
 *   npx tsx scripts/child-looks-sheet.ts
 *
 * CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { HAIR_COLORS, type HairColor } from '../src/shared/catalogue.js';
import {
  HAIR_STYLES,
  HAIR_STYLE_LABELS,
  SKIN_TONES,
  SKIN_TONE_LABELS,
  type HairStyle,
  type SkinTone,
} from '../src/shared/looks.js';
import { drawChild } from '../src/server/modules/preview/art/child.js';
import { childPortraitPicture } from '../src/server/modules/preview/art/portrait.js';
import { Canvas, escapeXml, svgDocument } from '../src/server/modules/preview/art/svg.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

const docs = path.resolve(import.meta.dirname, '..', 'docs');
const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A hair colour per row, so the sheet also shows the colours (the look's own colour is a separate choice). */
const rowHair = (i: number): HairColor => HAIR_COLORS[[2, 1, 0, 3, 2, 4, 1, 2, 0, 3][i % 10]!]!;

function figureSvg(skinTone: SkinTone | null, hairStyle: HairStyle | null, hairColor: HairColor): string {
  const c = new Canvas('f');
  const body = drawChild(c, { skinTone, hairStyle, hairColor, eyeColor: 'Brown', glasses: false });
  return svgDocument({ width: 200, height: 200, title: 'child', canvas: c, body });
}

const sizes = [
  { name: 'Profile avatar (48 px)', px: 48, draw: 'portrait' },
  { name: 'Page picture on a phone (96 px)', px: 96, draw: 'figure' },
  { name: 'Print booklet and book cover (180 px)', px: 180, draw: 'figure' },
] as const;

const styles: (HairStyle | null)[] = [...HAIR_STYLES, null];
const tones: (SkinTone | null)[] = [...SKIN_TONES, null];

function section(size: (typeof sizes)[number]): string {
  const head = tones
    .map(
      (t) =>
        `<th>${escapeXml(t ? `${t}<br>${SKIN_TONE_LABELS[t]}` : 'no skin tone given').replace(/&lt;br&gt;/g, '<br>')}</th>`,
    )
    .join('');
  const rows = styles
    .map((style, i) => {
      const hair = rowHair(i);
      const cells = tones
        .map((tone) => {
          const svg =
            size.draw === 'portrait'
              ? childPortraitPicture({ skinTone: tone, hairStyle: style, hairColor: hair, eyeColor: 'Brown' })
              : figureSvg(tone, style, hair);
          return `<td><img src="${dataUri(svg)}" width="${size.px}" height="${size.px}" alt=""></td>`;
        })
        .join('');
      const label = style
        ? `${style}<br><small>${escapeXml(HAIR_STYLE_LABELS[style])}, ${hair}</small>`
        : 'no hair style given';
      return `<tr><th>${label}</th>${cells}</tr>`;
    })
    .join('');
  return `<h2>${escapeXml(size.name)}</h2><table><tr><th></th>${head}</tr>${rows}</table>`;
}

const sheet = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; padding: 24px 28px 32px; background: #1b1838; color: #f3eefc; font: 13px/1.25 system-ui, sans-serif; }
  h1 { margin: 0 0 4px; font: bold 26px Georgia, serif; color: #ffe7a3; }
  h2 { margin: 22px 0 8px; font: bold 19px Georgia, serif; color: #ffe7a3; }
  p { margin: 0 0 8px; color: #c9c2e6; }
  table { border-collapse: collapse; }
  th { font-weight: 600; color: #c9c2e6; padding: 2px 6px; text-align: center; vertical-align: middle; }
  td { padding: 3px; text-align: center; }
  small { font-weight: 400; color: #a79fcf; }
  img { display: block; margin: auto; }
</style></head><body>
<h1>Every child drawn as themselves</h1>
<p>Each skin tone (columns) with each hair style (rows), at the three sizes the product draws the child.
The last column is a child with no skin tone given (seen from behind, in mitts); the last row a child with no
hair style given (hood up). Together: the child with no look at all.</p>
${sizes.map(section).join('')}
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const page = await browser.newPage({ viewport: { width: 1900, height: 900 } });
  await page.setContent(sheet, { waitUntil: 'load' });
  await page.screenshot({ path: path.join(docs, 'child-looks.png'), fullPage: true });
} finally {
  await browser.close();
}
console.log(`Wrote ${path.join(docs, 'child-looks.png')}`);
