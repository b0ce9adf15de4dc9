/// <reference lib="dom" />
/**
 * 'Print this story' (docs/decisions/014-offline-and-print.md): an A5 booklet, a cover with the title, the
 * child and the companion, then one page a paragraph with its picture; dark text on white, no app chrome.
 * Printed to PDF by Chromium and read back with poppler (pdfinfo, pdftotext, pdftoppm).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { curlyQuotes, storyParagraphs } from '../src/shared/story-text.js';
import { expect, test } from './fixtures.js';
import { asGuest, createStoryViaApi } from './helpers.js';

const SCREENSHOT = path.resolve(import.meta.dirname, '../docs/screenshots/print-booklet.png');
/** What the app shows around a story on screen, none of which belongs on paper. */
const CHROME_TEXTS = [
  'Skip to content',
  'Library',
  'Sign Up',
  'Create Another Story',
  'Share Story',
  'Print this story',
  'Order Physical Copy',
  'Guest Mode',
];

const withArticle = (companion: string) => `${/^[aeiou]/i.test(companion) ? 'an' : 'a'} ${companion}`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * How much of a printed page is inked (pixels darker than paper), in its top, middle and bottom thirds:
 * poppler draws the page in grey at a low resolution as a PGM (a header, then one byte a pixel).
 */
function inkByBand(pdfFile: string, pageNumber: number, dir: string) {
  const out = path.join(dir, `ink-${pageNumber}`);
  execFileSync('pdftoppm', [
    '-gray',
    '-r',
    '20',
    '-f',
    String(pageNumber),
    '-l',
    String(pageNumber),
    '-singlefile',
    pdfFile,
    out,
  ]);
  const pgm = fs.readFileSync(`${out}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  const band = (from: number, to: number) => {
    let inked = 0;
    const start = Math.floor(height * from) * width;
    const end = Math.floor(height * to) * width;
    for (let i = start; i < end; i++) if (pixels[i]! < 235) inked++;
    return inked / (end - start);
  };
  return { top: band(0.05, 0.35), middle: band(0.35, 0.65), bottom: band(0.65, 0.95) };
}

async function openStory(page: Page, childName: string) {
  const sessionId = await asGuest(page);
  const id = await createStoryViaApi(page, { guestSessionId: sessionId }, childName);
  const story = (await (await page.request.get(`/api/stories/${id}`)).json()) as {
    storyContent: string;
    sceneSettings: string[];
    animal: string;
  };
  await page.goto(`/story/${id}`);
  await expect(page.getByRole('heading', { name: `${childName}'s Magical Adventure` })).toBeVisible();
  // The booklet joins the page a moment after the story, with every picture loaded.
  await expect(page.getByTestId('print-book')).toBeAttached();
  await page.evaluate(() =>
    Promise.all([...document.querySelectorAll<HTMLImageElement>('.print-book img')].map((i) => i.decode())),
  );
  return { id, ...story, paragraphs: storyParagraphs(story.storyContent).map(curlyQuotes) };
}

test('the print button prints, and on paper only the booklet shows', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  const story = await openStory(page, 'Ada');
  const book = page.getByTestId('print-book');
  // On screen the booklet is not shown at all.
  await expect(book).toBeHidden();

  await page.getByRole('button', { name: 'Print this story' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(book).toBeVisible();
  await expect(book.getByRole('heading', { name: /^Ada and the [A-Z]/ })).toBeVisible();
  await expect(book.getByText('A bedtime story for Ada')).toBeVisible();
  await expect(book.getByRole('img', { name: `Ada with ${withArticle(story.animal)}` })).toBeVisible();
  // No top bar, buttons, toasts or the story as the screen shows it.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this story' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share Story' })).toBeHidden();
  await expect(page.locator('#main > article > header')).toBeHidden();
  // Every visible button or link is gone from paper.
  expect(await page.getByRole('button').filter({ visible: true }).count()).toBe(0);
  expect(await page.getByRole('link').filter({ visible: true }).count()).toBe(0);
  // Dark text on white.
  const colours = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.querySelector('.print-book__text')!).color,
  }));
  expect(colours.body).toBe('rgb(255, 255, 255)');
  const [r, g, b] = colours.text.match(/\d+/g)!.map(Number);
  expect(Math.max(r!, g!, b!)).toBeLessThan(60);

  await page.emulateMedia({ media: 'screen' });
  await expect(book).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print this story' })).toBeVisible();
});

test('printed to PDF it is an A5 booklet: a cover, then a page a paragraph with its picture', async ({
  page,
}) => {
  const story = await openStory(page, 'Theo');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-'));
  const pdfFile = path.join(dir, 'story.pdf');
  const pdf = await page.pdf({ format: 'A5', path: pdfFile });

  // A cover and one page for each paragraph (a picture never parted from its paragraph).
  const pageObjects = pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
  expect(pageObjects.length).toBe(1 + story.paragraphs.length);
  const info = execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' });
  expect(info).toMatch(new RegExp(`Pages:\\s+${1 + story.paragraphs.length}\\b`));
  // A5: 148 x 210 mm, about 420 x 595 points.
  expect(info).toMatch(/Page size:\s+4(19|20)(\.\d+)? x 59[56](\.\d+)? pts \(A5\)/);

  const pageText = (n: number) =>
    oneLine(
      execFileSync('pdftotext', ['-f', String(n), '-l', String(n), pdfFile, '-'], { encoding: 'utf8' }),
    );
  const all = oneLine(execFileSync('pdftotext', [pdfFile, '-'], { encoding: 'utf8' }));
  const cover = pageText(1);
  expect(cover).toMatch(/Theo and the [A-Z]/);
  expect(cover).toContain('A bedtime story for Theo');
  expect(cover).toContain(`Featuring ${withArticle(story.animal)}`);
  // The first paragraph opens page 2, its first sentence whole; each paragraph is on a page of its own.
  const firstSentence = /^.*?[.!?](?=\s|$)/.exec(story.paragraphs[0]!)![0];
  expect(pageText(2)).toContain(oneLine(firstSentence));
  story.paragraphs.forEach((paragraph, index) => {
    const words = oneLine(paragraph).split(' ');
    const text = pageText(index + 2);
    expect(text, `page ${index + 2}`).toContain(words.slice(0, 6).join(' '));
    expect(text, `page ${index + 2}`).toContain(words.slice(-4).join(' '));
  });
  expect(pageText(1 + story.paragraphs.length)).toContain('The End. Sweet dreams.');
  for (const chrome of CHROME_TEXTS) expect(all, chrome).not.toContain(chrome);

  // Each page carries its picture (drawn as vectors, so measured as ink): the top of every page, where the
  // picture sits, is well inked; the cover's picture sits in its middle.
  if (story.sceneSettings.length > 0) {
    for (let n = 1; n <= 1 + story.paragraphs.length; n++) {
      const ink = inkByBand(pdfFile, n, dir);
      const pictureBand = n === 1 ? ink.middle : ink.top;
      expect(pictureBand, `picture on page ${n}`).toBeGreaterThan(0.5);
    }
  }

  // The first pages as PNG, for docs/screenshots (looked at by a person).
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '2', pdfFile, path.join(dir, 'page')]);
  const rendered = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('page') && f.endsWith('.png'))
    .sort();
  expect(rendered).toHaveLength(2);
  if (process.env.SCREENSHOTS) {
    fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
    fs.copyFileSync(path.join(dir, rendered[0]!), SCREENSHOT);
    fs.copyFileSync(path.join(dir, rendered[1]!), SCREENSHOT.replace('.png', '-page-2.png'));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});
