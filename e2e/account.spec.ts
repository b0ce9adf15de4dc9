/// <reference lib="dom" />
import { expect, test } from './fixtures.js';
import {
  asGuest,
  choose,
  createStoryViaApi,
  fillStoryForm,
  signUp,
  submitStory,
  toastItem,
} from './helpers.js';

test.describe('from guest to account', () => {
  test("signing up moves the guest's stories into the account", async ({ page }) => {
    const sessionId = await asGuest(page);
    await fillStoryForm(page, { childName: 'Oscar', animal: 'Owl', theme: 'Courage', length: /^Short/ });
    await submitStory(page);
    await expect(page.getByRole('heading', { name: "Oscar's Magical Adventure" })).toBeVisible();
    const storyId = page.url().split('/').pop()!;
    await createStoryViaApi(page, { guestSessionId: sessionId }, 'Pia');

    const claim = page.waitForRequest((r) => r.url().endsWith('/api/guest/claim'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
    await signUp(page);
    const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
    expect((await claim).postDataJSON()).toEqual({ guestSessionId: sessionId, targetUserId: userId });
    await expect(toastItem(page).getByText('Stories Transferred', { exact: true })).toBeVisible();
    await expect(
      toastItem(page).getByText('Your 2 guest stories are now saved in your account.'),
    ).toBeVisible();
    // The guest session is forgotten; the account owns the stories and has its own allowance.
    expect(await page.evaluate(() => localStorage.getItem('guestSession'))).toBeNull();
    await expect(page.getByTestId('plan-badge')).toHaveText('Free Plan');
    await expect(page.getByText('Stories remaining this month: 4 of 4')).toBeVisible();
    const mine = (await (await page.request.get('/api/stories')).json()) as {
      id: string;
      childName: string;
    }[];
    expect(mine.map((s) => s.childName).sort()).toEqual(['Oscar', 'Pia']);
    await page.goto(`/story/${storyId}`);
    await expect(page.getByRole('button', { name: 'Add to Favorites' })).toBeVisible();
  });

  test('a claim that fails keeps the guest session and says Story Transfer Sleeping', async ({ page }) => {
    const sessionId = await asGuest(page);
    await createStoryViaApi(page, { guestSessionId: sessionId });
    let claims = 0;
    await page.route('**/api/guest/claim', (route) => {
      claims++;
      return route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } });
    });
    await page.goto('/auth');
    await signUp(page);
    await expect(toastItem(page).getByText('Story Transfer Sleeping', { exact: true })).toBeVisible();
    await expect(
      toastItem(page).getByText(
        "We couldn't transfer your guest stories right now. They're still accessible, and we'll try again on your next login.",
      ),
    ).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('guestSession')))!).sessionId).toBe(
      sessionId,
    );
    // One claim per pairing: moving around does not ask again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    expect(claims).toBe(1);
  });

  test('a claim answered 404 drops the guest session silently', async ({ page }) => {
    await asGuest(page);
    await page.route('**/api/guest/claim', (route) =>
      route.fulfill({ status: 404, json: { message: 'Guest session not found.' } }),
    );
    await page.goto('/auth');
    await signUp(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guestSession'))).toBeNull();
    await expect(toastItem(page)).toHaveCount(0);
  });

  test('a signed-in parent picks a saved character profile for the story', async ({ page }) => {
    await signUp(page);
    await expect(page.getByRole('heading', { name: 'No Character Profiles Yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create New Profile' })).toHaveAttribute(
      'href',
      '/characters',
    );
    const created = await page.request.post('/api/character-profiles', {
      data: {
        name: 'Maya',
        age: 6,
        gender: 'Girl',
        hairColor: 'Red',
        eyeColor: 'Green',
        favoriteColor: 'Teal',
        personality: ['Brave', 'Curious', 'Kind', 'Funny', 'Playful', 'Calm'],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    await page.reload();
    await page.getByRole('combobox', { name: "Child's profile" }).click();
    await page.getByRole('option', { name: 'Maya (6 yr old Girl)' }).click();
    await expect(
      page.getByText('6 years old · Girl · Red hair · Green eyes · Favourite colour: Teal'),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Personality' }).getByRole('listitem')).toHaveText([
      'Brave',
      'Curious',
      'Kind',
      'Funny',
      '+2 more',
    ]);
    await choose(page, 'Choose Your Character', 'Rabbit');
    await choose(page, 'Choose a Theme', 'Kindness');
    await choose(page, 'Story Length', /^Short/);
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/stories') && r.method() === 'POST');
    await submitStory(page);
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ childName: 'Maya', animal: 'Rabbit', theme: 'Kindness', length: 'Short' });
    expect(body.characterProfileId).toBe(((await created.json()) as { id: string }).id);
    expect(body.userId).toBe(Number(await page.evaluate(() => localStorage.getItem('userId'))));
    await expect(page.getByRole('heading', { name: "Maya's Magical Adventure" })).toBeVisible();

    // 'Enter name manually' leaves the profile behind.
    await page.getByRole('link', { name: 'Create Another Story' }).click();
    await page.getByRole('button', { name: 'Enter name manually' }).click();
    await expect(page.getByLabel("Child's name")).toBeFocused();
    await expect(page.getByRole('button', { name: 'Choose a saved profile' })).toBeVisible();
  });
});
