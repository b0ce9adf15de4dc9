/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { asGuest, choose, createStoryViaApi, fillStoryForm, submitStory, toastItem } from './helpers.js';

/** Stops the page's clock where it is (installed with page.clock.install()): timers fire only when run. */
async function pauseClock(page: Page): Promise<void> {
  // The page's clock runs on while the pause is asked for: on a busy machine it may already be past the
  // moment named ('Cannot fast-forward to the past'). Ask again for a moment a little further on.
  for (let tries = 0; ; tries++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
      return;
    } catch (error) {
      if (tries >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

test.describe('a guest on the first evening', () => {
  test('makes a story and reads it', async ({ page }) => {
    await page.clock.install();
    await asGuest(page);
    await expect(page.getByText('30-day access')).toBeVisible();
    await expect(page.getByText('Stories remaining this month: 4 of 4')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a free account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Character Profiles Need an Account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Free Account' }).first()).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    await page.getByRole('button', { name: 'Continue with manual entry' }).click();
    await expect(page.getByRole('heading', { name: 'Character Profiles Need an Account' })).toHaveCount(0);
    await expect(page.getByLabel("Child's name")).toBeFocused();

    // The picker's tooltip opens after 700 ms of hover, and names the picker for screen readers too.
    const info = page.getByRole('button', { name: 'About characters' });
    await pauseClock(page);
    await info.hover();
    await page.clock.runFor(600);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(page.getByRole('tooltip')).toHaveText(
      'Pick a magical friend or superhero to join your story adventure',
    );
    await page.clock.resume();
    await expect(info).toHaveAccessibleDescription(
      'Pick a magical friend or superhero to join your story adventure',
    );
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // The character picker: two groups, pictures, premium stars with their tooltip text.
    await page.getByRole('combobox', { name: 'Choose Your Character' }).click();
    const list = page.getByRole('listbox');
    await expect(list.getByText('Magical Animals')).toBeVisible();
    await expect(list.getByText('Superheroes')).toBeVisible();
    await expect(list.getByRole('option', { name: /^Lion/ })).toContainText(
      'Premium animal - requires premium subscription',
    );
    await expect(list.getByRole('option', { name: /^Solar Knight/ })).toContainText(
      'Premium superhero - requires premium subscription',
    );
    await list.getByRole('option', { name: /^Lion/ }).locator('[data-premium-star]').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Premium animal - requires premium subscription');
    // Each option shows the companion's picture (or its initial while the picture cannot load).
    await expect(
      list
        .getByRole('option', { name: 'Bear' })
        .locator('img[src="/media/companions/bear.svg"], span[aria-hidden]')
        .first(),
    ).toBeVisible();
    // The list is at most 300 px tall.
    const height = await page.evaluate(
      () =>
        document.querySelector('[role="listbox"]')!.closest('.select-content')!.getBoundingClientRect()
          .height,
    );
    expect(height).toBeLessThanOrEqual(300);
    await page.keyboard.press('Escape');

    await fillStoryForm(page, {
      childName: '  Luna  ',
      animal: 'Fox',
      theme: 'Friendship',
      length: /^Short/,
    });
    await submitStory(page);
    await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}$/);
    await expect(toastItem(page).getByText('Story Magic Complete!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: "Luna's Magical Adventure" })).toBeVisible();
    await expect(page.getByText('Featuring a Fox • Theme: Friendship')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Fox', exact: true })).toBeVisible();
    // The story opens as a picture book: its first page, with more to turn to.
    await expect(page.getByRole('region', { name: 'Story pages' }).getByText(/^Page 1 of \d+$/)).toHaveText(
      /^Page 1 of ([3-9]|\d\d)$/,
    );
    const firstPage = page.locator('.story-text p');
    await expect(firstPage).toHaveCount(1);
    await expect(firstPage).toContainText('Luna');
    // Guests keep no favourites.
    await expect(page.getByRole('button', { name: /Favorites?/ })).toHaveCount(0);

    await page.getByRole('link', { name: 'Create Another Story' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Stories remaining this month: 3 of 4')).toBeVisible();
  });

  test("the child's age goes with the story, so its sentences are pitched for them", async ({ page }) => {
    await asGuest(page);
    await page.getByRole('button', { name: 'Continue with manual entry' }).click();
    const age = page.getByRole('combobox', { name: 'Age' });
    await expect(age).toHaveValue('');
    await age.selectOption('3');
    await fillStoryForm(page, { childName: 'Alfie', animal: 'Bear', theme: 'Kindness', length: /^Short/ });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/stories') && r.method() === 'POST');
    await submitStory(page);
    expect((await sent).postDataJSON()).toMatchObject({ childName: 'Alfie', childAge: 3 });
    await expect(page.getByRole('heading', { level: 1, name: /^Alfie's/ })).toBeVisible();
  });

  test('something happening tomorrow: a moment chip goes with the story, and the story meets it', async ({
    page,
  }) => {
    await asGuest(page);
    await page.getByRole('button', { name: 'Continue with manual entry' }).click();
    await fillStoryForm(page, { childName: 'Priya', animal: 'Owl', theme: 'Courage', length: /^Short/ });
    // Folded away until asked for, like the look.
    const moments = page.getByRole('group', { name: 'Something happening for Priya?' });
    await expect(moments).toBeHidden();
    await page.locator('summary', { hasText: 'Something happening for Priya?' }).click();
    await expect(moments.getByRole('button')).toHaveCount(12);
    const dentist = moments.getByRole('button', { name: 'Going to the dentist' });
    await dentist.click();
    await expect(dentist).toHaveAttribute('aria-pressed', 'true');
    // Another chip replaces it; tapping the chosen one again leaves none; then the dentist for tonight.
    await moments.getByRole('button', { name: 'A wobbly tooth' }).click();
    await expect(dentist).toHaveAttribute('aria-pressed', 'false');
    await moments.getByRole('button', { name: 'A wobbly tooth' }).click();
    await expect(moments.locator('[aria-pressed="true"]')).toHaveCount(0);
    await dentist.click();
    await expect(page.locator('summary', { hasText: 'Something happening for Priya?' })).toContainText(
      'Going to the dentist',
    );
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/stories') && r.method() === 'POST');
    await submitStory(page);
    expect((await sent).postDataJSON()).toMatchObject({ childName: 'Priya', moment: 'dentist-visit' });
    await expect(page.getByRole('heading', { level: 1, name: /^Priya's/ })).toBeVisible();
    const story = await page.evaluate(async () => {
      const id = location.pathname.split('/').pop();
      const res = await fetch(`/api/stories/${id}`);
      return (await res.json()) as { moment: string; storyContent: string };
    });
    expect(story.moment).toBe('dentist-visit');
    expect(story.storyContent).toMatch(/dentist/i);
  });

  test('a sister in the story, with a moment: both go with the story, and the story names her', async ({
    page,
  }) => {
    await asGuest(page);
    await page.getByRole('button', { name: 'Continue with manual entry' }).click();
    await fillStoryForm(page, { childName: 'Priya', animal: 'Owl', theme: 'Courage', length: /^Medium/ });
    const add = page.getByRole('button', { name: 'Add a brother or sister' });
    await add.click();
    const first = page.getByRole('group', { name: 'Brother or sister 1' });
    await expect(first.getByLabel("Brother's or sister's name")).toBeFocused();
    await add.click();
    // Two at most: the button goes once there are two rows.
    await expect(add).toBeHidden();
    const second = page.getByRole('group', { name: 'Brother or sister 2' });

    // An empty row, and a name that is the child's own, are said beside their rows; nothing is sent.
    await first.getByLabel("Brother's or sister's name").fill('priya');
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/stories') && r.method() === 'POST') posted++;
    });
    await submitStory(page);
    await expect(first.getByRole('alert')).toHaveText(
      'Each child in the story needs a name of their own: change or remove the repeated one.',
    );
    await expect(second.getByRole('alert')).toHaveText(
      'Please enter the name of each brother or sister, or remove the empty one.',
    );
    expect(posted).toBe(0);
    await second.getByRole('button', { name: 'Remove Brother or sister 2' }).click();
    await expect(add).toBeVisible();

    await first.getByLabel("Brother's or sister's name").fill('Ada');
    await first.getByLabel('Age').selectOption('4');
    await first.getByLabel('Boy or girl?').selectOption('Girl');
    await expect(first.getByRole('button', { name: 'Remove Ada' })).toBeVisible();
    await page.locator('summary', { hasText: 'Something happening for Priya?' }).click();
    await page.getByRole('button', { name: 'A new baby in the family' }).click();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/stories') && r.method() === 'POST');
    await submitStory(page);
    expect((await sent).postDataJSON()).toMatchObject({
      childName: 'Priya',
      moment: 'new-baby',
      siblings: [{ name: 'Ada', age: 4, gender: 'Girl' }],
    });
    await expect(page.getByRole('heading', { level: 1, name: /^Priya's/ })).toBeVisible();
    const story = await page.evaluate(async () => {
      const id = location.pathname.split('/').pop();
      const res = await fetch(`/api/stories/${id}`);
      return (await res.json()) as {
        title: string;
        siblings: { name: string; look: null }[];
        storyContent: string;
      };
    });
    expect(story.siblings).toEqual([{ name: 'Ada', look: null }]);
    // The pages draw her beside Priya.
    await expect(page.locator('img[src*="siblings="]').first()).toBeVisible();
    expect(story.title).toMatch(/\bAda\b/);
    expect(story.title).toMatch(/\bPriya\b/);
    expect(story.storyContent).toMatch(/\bAda\b/);
    // The reader shows the story, with Ada in its words.
    await expect(page.getByText(/\bAda\b/).first()).toBeVisible();
  });

  test('a picker tapped before its list has arrived opens once it does', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/assets/select-field-impl-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await asGuest(page);
    const combobox = page.getByRole('combobox', { name: 'Choose Your Character' });
    await expect(combobox).toContainText('Owl');
    await combobox.click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    release();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('option', { name: 'Fox' }).click();
    await expect(combobox).toContainText('Fox');
  });

  test('a first visit: companion, theme and length are chosen already; a missing name gets a toast and an inline error', async ({
    page,
  }) => {
    await asGuest(page);
    await expect(page.getByRole('combobox', { name: 'Choose Your Character' })).toContainText('Owl');
    await expect(page.getByRole('combobox', { name: 'Choose a Theme' })).toContainText('Friendship');
    await expect(page.getByRole('combobox', { name: 'Story Length' })).toContainText('Medium');
    await submitStory(page);
    await expect(toastItem(page).getByText('Story Details Missing', { exact: true })).toBeVisible();
    await expect(
      toastItem(page).getByText("Please fill in the child's name to help us create your perfect story!"),
    ).toBeVisible();
    await expect(page.getByText("Please enter your child's name.")).toBeVisible();
    await expect(page.getByLabel("Child's name")).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please choose a magical friend or superhero.')).toHaveCount(0);

    // Only spaces count as missing (the name is trimmed); a name needs a letter.
    await page.getByLabel("Child's name").fill('   ');
    await submitStory(page);
    await expect(page.getByText("Please enter your child's name.")).toBeVisible();
    await page.getByLabel("Child's name").fill('42');
    await submitStory(page);
    await expect(page.getByText("The child's name needs at least one letter.")).toBeVisible();
    await page.getByLabel("Child's name").fill('Jo');
    await submitStory(page);
    await expect(page.getByRole('heading', { level: 1, name: "Jo's Magical Adventure" })).toBeVisible();
  });

  test('a premium option is refused with Premium Magic Required', async ({ page }) => {
    await asGuest(page);
    await fillStoryForm(page, { childName: 'Ava', animal: /^Lion/, theme: 'Courage', length: /^Medium/ });
    await submitStory(page);
    const toast = toastItem(page);
    await expect(toast.getByText('Premium Magic Required', { exact: true })).toBeVisible();
    await expect(
      toast.getByText(
        'Lion as a companion is part of our Premium story collection! Unlock unlimited magical adventures.',
      ),
    ).toBeVisible();
    await toast.getByRole('button', { name: 'See Plans' }).click();
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeInViewport();
    // Nothing was created.
    await expect(page.getByText('Stories remaining this month: 4 of 4')).toBeVisible();

    await choose(page, 'Choose Your Character', 'Owl');
    await choose(page, 'Story Length', /^Long/);
    await submitStory(page);
    await expect(
      toast.getByText(
        'A Long story is part of our Premium story collection! Unlock unlimited magical adventures.',
      ),
    ).toBeVisible();
  });

  test('the monthly limit: remaining 0, the account button, and Story Wishes Used Up!', async ({ page }) => {
    const sessionId = await asGuest(page);
    for (let i = 0; i < 4; i++) await createStoryViaApi(page, { guestSessionId: sessionId });
    await page.reload();
    await expect(page.getByText('Stories remaining this month: 0 of 4')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account', exact: true })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveCount(0);

    // The client stops it at once.
    await fillStoryForm(page, { childName: 'Noah', animal: 'Bear', theme: 'Family', length: /^Short/ });
    await submitStory(page);
    const toast = toastItem(page);
    await expect(toast.getByText('Story Wishes Used Up!', { exact: true })).toBeVisible();
    await expect(
      toast.getByText(
        "You've created all your magical stories for this month. Let's unlock more adventures!",
      ),
    ).toBeVisible();

    // The server refuses too, with the same toast, if the client believed there was room.
    await page.route('**/api/stories/guest-count/*', (route) => route.fulfill({ json: { count: 0 } }));
    await page.reload();
    await expect(page.getByText('Stories remaining this month: 4 of 4')).toBeVisible();
    await fillStoryForm(page, { childName: 'Noah', animal: 'Bear', theme: 'Family', length: /^Short/ });
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/stories') && r.request().method() === 'POST',
    );
    await submitStory(page);
    expect((await refused).status()).toBe(403);
    await expect(toast.getByText('Story Wishes Used Up!', { exact: true })).toBeVisible();
    await toast.getByRole('button', { name: 'Get Free Stories' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  });

  test('a failed creation offers Try Again; an unreachable server is Story Cloud Sleeping', async ({
    page,
  }) => {
    await asGuest(page);
    await fillStoryForm(page, { childName: 'Eli', animal: 'Rabbit', theme: 'Sharing', length: /^Short/ });
    let calls = 0;
    await page.route('**/api/stories', async (route) => {
      calls++;
      if (calls === 1) return route.fulfill({ status: 500, json: { message: 'Something went wrong.' } });
      if (calls === 2) return route.abort('internetdisconnected');
      return route.continue();
    });
    await submitStory(page);
    const toast = toastItem(page);
    await expect(toast.getByText("Story Magic Didn't Work", { exact: true })).toBeVisible();
    await expect(
      toast.getByText("Our story wizards are having trouble creating your tale. Let's try again!"),
    ).toBeVisible();
    await toast.getByRole('button', { name: 'Try Again' }).click();
    await expect(toast.getByText('Story Cloud Sleeping', { exact: true })).toBeVisible();
    await submitStory(page);
    await expect(page).toHaveURL(/\/story\//);
    await expect(page.getByRole('heading', { name: "Eli's Magical Adventure" })).toBeVisible();
  });

  test('the button reads Creating Magic... while the story is written', async ({ page }) => {
    await asGuest(page);
    await fillStoryForm(page, { childName: 'Ivy', animal: 'Elephant', theme: 'Learning', length: /^Short/ });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/stories', async (route) => {
      await held;
      await route.continue();
    });
    await submitStory(page);
    await expect(page.getByRole('button', { name: 'Creating Magic...' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: "Ivy's Magical Adventure" })).toBeVisible();
  });
});

test.describe('toasts', () => {
  test('one at a time: a new toast replaces the previous one; F8 reaches them; they can be closed', async ({
    page,
  }) => {
    await asGuest(page);
    await submitStory(page);
    await expect(toastItem(page)).toHaveCount(1);
    await expect(toastItem(page).getByText('Story Details Missing', { exact: true })).toBeVisible();

    await fillStoryForm(page, { childName: 'Zoe', animal: /^Tiger/, theme: 'Kindness', length: /^Short/ });
    await submitStory(page);
    await expect(toastItem(page).getByText('Premium Magic Required', { exact: true })).toBeVisible();
    await expect(toastItem(page)).toHaveCount(1);
    await expect(page.getByText('Story Details Missing', { exact: true })).toHaveCount(0);

    await page.getByLabel("Child's name").focus();
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toastItem(page)).toBeFocused();

    await toastItem(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(toastItem(page)).toHaveCount(0);
  });

  test('a toast closes by itself after 5 seconds, and by swiping right', async ({ page }) => {
    await page.clock.install();
    await asGuest(page);
    // The form arrives behind a Suspense boundary, which React reveals on a timer: let it come first.
    await expect(page.getByRole('button', { name: /^Create My / })).toBeVisible();
    await pauseClock(page);
    await submitStory(page);
    await expect(toastItem(page)).toHaveCount(1);
    await page.clock.runFor(4_900);
    await expect(toastItem(page)).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toastItem(page)).toHaveCount(0);
    await page.clock.resume();

    await submitStory(page);
    const box = (await toastItem(page).boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(toastItem(page)).toHaveCount(0);
  });
});
