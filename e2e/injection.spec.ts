/// <reference lib="dom" />
/**
 * Markup and script in what parents type (a child's name, a profile) stay text everywhere the product shows
 * them: the reader, the library, the characters page, the child chooser and the book preview (its SVG also
 * opened on its own, as a document). No script runs (window.__pwned stays undefined, no dialog opens) and
 * the text is shown literally. docs/security.md, "Script in a child's name".
 */
import type { Dialog, Page } from '@playwright/test';
import { signedInUserId, subscribeViaApi } from './billing.js';
import { expect, test } from './fixtures.js';
import { signUp } from './helpers.js';
import { curlyQuotes } from '../src/shared/story-text.js';

// A story's child name is 2-30 characters; a profile's name up to 50, its notes up to 500.
const STORY_NAMES = [
  '<img src=x onerror=__pwned=1>',
  '<script>__pwned=1</script>',
  '"><svg onload=__pwned=1>',
];
const PROFILE_NAME = '<img src=x onerror=window.__pwned=1>';
const PROFILE_NOTES = '<script>window.__pwned=1</script> and <b>bold</b>';
const PROFILE_INTEREST = '<svg/onload=window.__pwned=1>';

/** Records every dialog (alert, confirm, prompt) and dismisses it. */
function watchDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

async function expectNoScriptRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // Nor did the markup become elements.
  expect(await page.locator('img[src="x"], svg[onload], [onerror]').count()).toBe(0);
}

test('a story for a child named with markup: reader, library and book preview show it as text', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  await signUp(page);
  await subscribeViaApi(page, 'PREMIUM');
  const userId = await signedInUserId(page);

  const ids: string[] = [];
  // The name as the product writes it (capitalised as a parent would: '<Script>...'): still the markup,
  // letter for letter but for capitals.
  const names: string[] = [];
  for (const childName of STORY_NAMES) {
    const res = await page.request.post('/api/stories', {
      data: { childName, animal: 'Owl', theme: 'Kindness', length: 'Short', userId },
    });
    expect(res.status(), await res.text()).toBe(201);
    const story = (await res.json()) as { id: string; childName: string };
    expect(story.childName.toLowerCase()).toBe(childName.toLowerCase());
    names.push(story.childName);
    ids.push(story.id);
  }

  // The reader: the title and the story's own paragraphs carry the name, literally.
  for (const [i, childName] of names.entries()) {
    await page.goto(`/story/${ids[i]}`);
    await expect(page.getByRole('heading', { name: `${childName}'s Magical Adventure` })).toBeVisible();
    // The reader typesets straight quotes as curly ones (curlyQuotes), a quote in a name among them.
    await expect(page.locator('.story-text')).toContainText(curlyQuotes(childName));
    await expectNoScriptRan(page, dialogs);
  }

  // The book preview, in the dialog and opened on its own as an SVG document.
  await page.getByRole('button', { name: 'Order Physical Copy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase Hardcover Book' });
  await dialog.getByRole('button', { name: 'Generate Preview' }).click();
  const preview = dialog.getByRole('img', {
    name: `Book preview of ${names.at(-1)}'s Magical Adventure`,
  });
  await expect(preview).toBeVisible();
  const previewUrl = await preview.getAttribute('src');
  expect(previewUrl).toMatch(/^\/media\/previews\//);
  await expectNoScriptRan(page, dialogs);
  await page.goto(previewUrl!);
  const svgText = await page.evaluate(() => document.documentElement.textContent ?? '');
  expect(svgText).toContain(names.at(-1));
  expect(await page.evaluate(() => document.querySelectorAll('script, [onload], [onerror]').length)).toBe(0);
  await expectNoScriptRan(page, dialogs);

  // The library: a card per story, led by its title ('{name} and the ...') with '{name}'s Story' beside
  // it, the name as text in both.
  await page.goto('/library');
  const all = page.getByRole('region', { name: 'All Stories' });
  for (const childName of names) {
    const card = all.getByRole('article', { name: `${childName} and the ` }).filter({
      hasText: `${childName}'s Story`,
    });
    await expect(card.first()).toBeVisible();
  }
  await expectNoScriptRan(page, dialogs);
});

test('a profile named with markup: the characters page and the child chooser show it as text', async ({
  page,
}) => {
  const dialogs = watchDialogs(page);
  await signUp(page);
  const res = await page.request.post('/api/character-profiles', {
    data: {
      name: PROFILE_NAME,
      age: 6,
      gender: 'Girl',
      favoriteColor: '<i>teal</i>',
      interests: [PROFILE_INTEREST, 'owls'],
      description: PROFILE_NOTES,
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/characters');
  const card = page.getByTestId('character-card');
  await expect(card.getByRole('heading', { name: PROFILE_NAME })).toBeVisible();
  await expect(card).toContainText(PROFILE_NOTES);
  await expect(card).toContainText(PROFILE_INTEREST);
  await expect(card).toContainText('<i>teal</i>');
  await expectNoScriptRan(page, dialogs);

  // The edit form's title and fields.
  await card.getByRole('button', { name: /edit/i }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: `Edit ${PROFILE_NAME}'s Profile` })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(PROFILE_NAME);
  await expectNoScriptRan(page, dialogs);
  await page.keyboard.press('Escape');

  // The home page's chooser lists the profile by name, and its summary shows it.
  await page.goto('/');
  await page.getByRole('combobox', { name: "Child's profile" }).click();
  const option = page.getByRole('option', { name: new RegExp(`^${escapeRegExp(PROFILE_NAME)}`) });
  await expect(option).toBeVisible();
  await option.click();
  await expectNoScriptRan(page, dialogs);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
