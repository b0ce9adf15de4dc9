/**
 * Draws the web app's PNG icons from its SVG icon (src/client/public/favicon.svg) with Chromium:
 * 192 and 512 px as the icon is (rounded corners), and a 512 px maskable one whose moon sits inside the
 * safe circle (the middle 80 %) on a full-bleed night sky, so a launcher may cut any shape out of it.
 * The PNGs are committed; run again after changing the SVG: `npx tsx scripts/make-icons.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../src/client/public');
const OUT_DIR = path.join(PUBLIC_DIR, 'icons');
const NIGHT = '#141a3a';

const svg = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
// The maskable icon: the sky fills the square, the drawing (without its rounded tile) shrinks to 70 %.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${NIGHT}"/><g transform="translate(9.6 9.6) scale(0.7)">${inner.replace(/<rect[^>]*\/>/, '')}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: path.join(OUT_DIR, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote ${path.relative(process.cwd(), path.join(OUT_DIR, icon.file))}`);
  }
} finally {
  await browser.close();
}
