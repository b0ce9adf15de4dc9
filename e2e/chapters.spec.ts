/// <reference lib="dom" />
/**
 * Tomorrow's chapter (issue 30): a Premium parent reads a story, taps 'Continue tomorrow', and the form
 * makes chapter 2 with the same child and companion; chapter 3, marked the last, closes the series, and
 * its reader offers no further chapter. A parent on another plan is told it is Premium.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { signedInUserId, subscribeViaApi } from './billing.js';
import { choose, createStoryViaApi, fillStoryForm, settled, signUp, submitStory } from './helpers.js';

async function storyOnPage(page: Page) {
  return page.evaluate(async () => {
    const id = location.pathname.split('/').pop();
    const res = await fetch(`/api/stories/${id}`);
    return (await res.json()) as {
      id: string;
      animal: string;
      theme: string;
      chapter: number;
      closesSeries: boolean;
      continuesStoryId: string | null;
      storyContent: string;
    };
  });
}

test('a Premium parent makes a three-chapter series from the reader', async ({ page }) => {
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  await page.reload();
  await fillStoryForm(page, { childName: 'Noor', animal: /^Lion/, theme: /^Adventure/, length: /^Short/ });
  await submitStory(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Noor's/ })).toBeVisible();
  const first = await storyOnPage(page);
  expect(first.chapter).toBe(1);
  // Another child's story, made between the chapters: the library still shelves the series together.
  const between = await createStoryViaApi(page, { userId: await signedInUserId(page) }, 'Sami');

  for (const chapter of [2, 3]) {
    await page.getByRole('link', { name: 'Continue tomorrow' }).click();
    const banner = page.getByRole('region', { name: "Tomorrow's chapter" });
    await expect(banner).toContainText(`Chapter ${chapter} of`);
    await expect(banner).toContainText('Lion');
    // Companion and theme stay last night's: their pickers are gone.
    await expect(page.getByRole('combobox', { name: 'Choose Your Character' })).toHaveCount(0);
    if (chapter === 3) await banner.getByLabel(/Make this the last chapter/).check();
    // For docs/screenshots (SCREENSHOTS=1), looked at by a person: the form making chapter 3.
    if (process.env.SCREENSHOTS && chapter === 3) {
      await page.setViewportSize({ width: 390, height: 844 });
      await banner.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: path.resolve(import.meta.dirname, '../docs/screenshots/chapter-form-390.png'),
      });
    }
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/stories') && r.method() === 'POST');
    await submitStory(page);
    expect((await sent).postDataJSON()).toMatchObject({ childName: 'Noor', lastChapter: chapter === 3 });
    await expect(page).not.toHaveURL(/continue=/);
    await expect(page.getByRole('heading', { level: 1, name: /^Noor's/ })).toBeVisible();
    const story = await storyOnPage(page);
    expect(story).toMatchObject({ chapter, animal: 'Lion', theme: 'Adventure', closesSeries: chapter === 3 });
  }
  if (process.env.SCREENSHOTS) {
    await page.getByRole('button', { name: 'Scroll' }).click();
    // The finale, last paragraph of the story, above the buttons.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight - 1500));
    await page.screenshot({
      path: path.resolve(import.meta.dirname, '../docs/screenshots/chapter-finale-390.png'),
    });
  }
  // The series is closed: no fourth chapter offered.
  await expect(page.getByRole('button', { name: 'Delete Story' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue tomorrow' })).toHaveCount(0);
  const last = await storyOnPage(page);

  // The library groups the series, newest chapter first, each card numbered; Sami's story comes after.
  await page.goto('/library');
  const cards = page.getByRole('region', { name: 'All Stories' }).getByTestId('library-story');
  await expect(cards).toHaveCount(4);
  const chips = cards.getByRole('list', { name: 'About this story' });
  for (const [i, chapter] of [3, 2, 1].entries())
    await expect(chips.nth(i).getByRole('listitem').first()).toHaveText(`Chapter ${chapter}`);
  await expect(chips.nth(3)).not.toContainText('Chapter');
  await expect(cards.nth(3)).toContainText("Sami's Story");
  await expect(cards.first().getByRole('link', { name: 'Read Story' })).toHaveAttribute(
    'href',
    `/story/${last.id}`,
  );
  await expect(cards.nth(3).getByRole('link', { name: 'Read Story' })).toHaveAttribute(
    'href',
    `/story/${between}`,
  );
  if (process.env.SCREENSHOTS) {
    await expect(page.getByRole('searchbox')).toBeVisible();
    await settled(page);
    await page.getByRole('heading', { name: 'All Stories' }).evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -90);
    });
    await settled(page);
    await page.screenshot({
      path: path.resolve(import.meta.dirname, '../docs/screenshots/library-series-390.png'),
    });
  }
});

test('on another plan, the form says tomorrow’s chapter is Premium and makes a new story', async ({
  page,
}) => {
  await signUp(page);
  await fillStoryForm(page, { childName: 'Sami', animal: 'Owl', theme: 'Kindness', length: /^Short/ });
  await submitStory(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Sami's/ })).toBeVisible();
  await page.getByRole('link', { name: 'Continue tomorrow' }).click();
  await expect(page.getByRole('note')).toContainText("Tomorrow's chapter is part of Premium");
  await expect(page.getByRole('region', { name: "Tomorrow's chapter" })).toHaveCount(0);
});

test('a Premium parent makes a series for two children from their profiles', async ({ page }) => {
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  for (const [name, gender, age] of [
    ['Mina', 'Girl', 6],
    ['Omar', 'Boy', 4],
  ] as const) {
    const created = await page.request.post('/api/character-profiles', { data: { name, gender, age } });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await page.reload();
  await choose(page, "Child's profile", /^Mina/);
  await page.getByRole('button', { name: 'Add a brother or sister' }).click();
  const brother = page.getByRole('group', { name: 'Brother or sister 1' });
  // Mina is the story's child: only Omar is offered.
  await expect(brother.getByLabel('Who?').locator('option')).toHaveText(['Type a name', 'Omar']);
  await brother.getByLabel('Who?').selectOption({ label: 'Omar' });
  await expect(brother.getByLabel("Brother's or sister's name")).toHaveCount(0);
  await choose(page, 'Choose Your Character', /^Owl/);
  await choose(page, 'Choose a Theme', /^Adventure/);
  await choose(page, 'Story Length', /^Short/);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/stories') && r.method() === 'POST');
  await submitStory(page);
  expect((await sent).postDataJSON()).toMatchObject({ siblings: [{ name: 'Omar' }] });
  await expect(page.getByRole('heading', { level: 1, name: /^Mina's/ })).toBeVisible();

  for (const chapter of [2, 3]) {
    await page.getByRole('link', { name: 'Continue tomorrow' }).click();
    const banner = page.getByRole('region', { name: "Tomorrow's chapter" });
    await expect(banner).toContainText(`Chapter ${chapter} of`);
    // The chapter goes on with last night's brother: no rows to fill again.
    await expect(page.getByRole('button', { name: 'Add a brother or sister' })).toHaveCount(0);
    if (chapter === 3) await banner.getByLabel(/Make this the last chapter/).check();
    await submitStory(page);
    await expect(page).not.toHaveURL(/continue=/);
    await expect(page.getByRole('heading', { level: 1, name: /^Mina's/ })).toBeVisible();
    const story = (await page.evaluate(async () => {
      const res = await fetch(`/api/stories/${location.pathname.split('/').pop()}`);
      return res.json();
    })) as {
      chapter: number;
      closesSeries: boolean;
      siblings: { name: string }[];
      title: string;
      storyContent: string;
    };
    expect(story).toMatchObject({ chapter, closesSeries: chapter === 3, siblings: [{ name: 'Omar' }] });
    expect(story.title).toMatch(/\bOmar\b/);
    expect(story.storyContent).toMatch(/\bOmar\b/);
  }
});
