/**
 * Renders every setting's page picture to one PNG in Chromium, for people to look at:
 *   docs/settings.png  the 28 settings, each with a different companion and child, labelled
 *
 *   npx tsx scripts/settings-sheet.ts
 *
 * CHROMIUM_PATH overrides the browser (default /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { COMPANIONS, EYE_COLORS, GENDERS, HAIR_COLORS } from '../src/shared/catalogue.js';
import { pagePictureUrl } from '../src/shared/media.js';
import { SETTINGS } from '../src/shared/settings.js';
import { PAGE_HEIGHT, PAGE_WIDTH, pagePicture } from '../src/server/modules/preview/art/pages.js';
import { escapeXml } from '../src/server/modules/preview/art/svg.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

const out = path.resolve(import.meta.dirname, '..', 'docs', 'settings.png');
const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const WIDTH = 360;
const HEIGHT = (WIDTH * PAGE_HEIGHT) / PAGE_WIDTH;

// Every companion and every hair and eye colour appears somewhere on the sheet.
const cards = SETTINGS.map((setting, i) => {
  const companion = COMPANIONS[i % COMPANIONS.length]!;
  const look = {
    hairColor: HAIR_COLORS[i % HAIR_COLORS.length]!,
    eyeColor: EYE_COLORS[i % EYE_COLORS.length]!,
    gender: GENDERS[i % GENDERS.length]!,
  };
  const svg = pagePicture({ setting, companion, look });
  return (
    `<figure><img src="${dataUri(svg)}" width="${WIDTH}" height="${HEIGHT}" alt="">` +
    `<figcaption><b>${escapeXml(setting)}</b><span>${escapeXml(pagePictureUrl(setting, companion, look))}</span></figcaption></figure>`
  );
});

const sheet = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; padding: 28px 32px 36px; background: #1b1838; color: #f3eefc; font: 15px/1.3 system-ui, sans-serif; }
  h1 { margin: 0 0 4px; font: bold 28px Georgia, serif; color: #ffe7a3; }
  p { margin: 0 0 18px; color: #c9c2e6; }
  .grid { display: grid; grid-template-columns: repeat(4, auto); gap: 16px 18px; }
  figure { margin: 0; display: flex; flex-direction: column; align-items: center; }
  img { display: block; border-radius: 12px; box-shadow: 0 6px 18px #0008; }
  figcaption { margin-top: 6px; text-align: center; display: flex; flex-direction: column; }
  figcaption span { font-size: 11px; color: #a9a2cc; }
</style></head><body>
<h1>The picture book's settings</h1>
<p>${SETTINGS.length} page pictures, drawn by <code>pagePicture()</code> in src/server/modules/preview/art/pages.ts and rendered by <code>npx tsx scripts/settings-sheet.ts</code>; not edited by hand. Under each, the URL that serves it.</p>
<div class="grid">${cards.join('')}</div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 4 * WIDTH + 3 * 18 + 64, height: 800 } });
  await page.setContent(sheet, { waitUntil: 'load' });
  await page.screenshot({ path: out, fullPage: true });
} finally {
  await browser.close();
}
console.log(`wrote docs/settings.png (${Math.round(fs.statSync(out).size / 1024)} KB)`);
