/// <reference lib="dom" />
/**
 * The reader (docs/product.md, "The reader"): book mode, scroll mode, night controls, the sleep timer and
 * read aloud, against the built app.
 */
import type { Page } from '@playwright/test';
import { curlyQuotes, storyParagraphs, storySentences } from '../src/shared/story-text.js';
import { expectNoAxeViolations } from './axe.js';
import { installFakeSpeech, VOICES, type FakeSpeechControl } from './fake-speech.js';
import { expect, test } from './fixtures.js';
import { asGuest, choose, createStoryViaApi } from './helpers.js';

interface StoryJson {
  storyContent: string;
  sceneSettings: string[];
}

/** A guest's story, opened in the reader; its paragraphs and settings as the API gives them. */
async function openStory(page: Page, childName = 'Mia') {
  const sessionId = await asGuest(page);
  const id = await createStoryViaApi(page, { guestSessionId: sessionId }, childName);
  const story = (await (await page.request.get(`/api/stories/${id}`)).json()) as StoryJson;
  await page.goto(`/story/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${childName}'s Magical Adventure` }),
  ).toBeVisible();
  // The book's opening page shows first; its controls come with the reader's code.
  await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
  const paragraphs = storyParagraphs(story.storyContent);
  expect(paragraphs.length).toBeGreaterThan(3);
  expect(story.sceneSettings).toHaveLength(paragraphs.length);
  return { id, paragraphs, settings: story.sceneSettings };
}

const book = (page: Page) => page.getByRole('region', { name: 'Story pages' });
const indicator = (page: Page) => book(page).getByRole('navigation', { name: 'Turn the page' }).locator('p');
const storyText = (page: Page) => page.locator('.story-text');
const lit = (page: Page) => page.locator('[data-reading="true"]');

async function expectPage(page: Page, index: number, paragraphs: string[], settings: string[]) {
  await expect(indicator(page)).toHaveText(`Page ${index + 1} of ${paragraphs.length}`);
  await expect(storyText(page).locator('p')).toHaveCount(1);
  await expect(storyText(page).locator('p')).toHaveText(curlyQuotes(paragraphs[index]!));
  const picture = book(page).getByRole('img');
  await expect(picture).toHaveAttribute('src', new RegExp(`^/media/pages/${settings[index]}/owl\\.svg`));
}

/** A drag across the picture with the mouse (pointer events, as a finger sends them). */
async function swipe(page: Page, dx: number) {
  const picture = book(page).getByRole('img');
  await picture.scrollIntoViewIfNeeded();
  const box = (await picture.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + 4, { steps: 4 });
  await page.mouse.move(x + dx, y + 6, { steps: 4 });
  await page.mouse.up();
}

const speech = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as { fakeSpeech: FakeSpeechControl }).fakeSpeech;
    return { spoken: s.spoken, paused: s.paused, wakeLocks: s.wakeLocks };
  });
const fireBoundary = (page: Page, charIndex: number) =>
  page.evaluate(
    (i) => (window as unknown as { fakeSpeech: FakeSpeechControl }).fakeSpeech.boundary(i),
    charIndex,
  );
const fireEnd = (page: Page) =>
  page.evaluate(() => (window as unknown as { fakeSpeech: FakeSpeechControl }).fakeSpeech.end());

/**
 * The story's first render draws the book's opening page (its picture and text) before the reader's code
 * has come; the book then takes its place without moving it.
 */
async function expectOpeningPageBeforeTheBook(page: Page) {
  const sessionId = await asGuest(page);
  const id = await createStoryViaApi(page, { guestSessionId: sessionId }, 'Mia');
  const story = (await (await page.request.get(`/api/stories/${id}`)).json()) as StoryJson;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/story-book-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/story/${id}`);
  const picture = book(page).getByRole('img');
  await expect(picture).toHaveAttribute(
    'src',
    new RegExp(`^/media/pages/${story.sceneSettings[0]}/owl\\.svg`),
  );
  await expect(picture).toHaveJSProperty('complete', true);
  await expect(storyText(page)).toHaveText(curlyQuotes(storyParagraphs(story.storyContent)[0]!));
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  const before = await picture.boundingBox();
  release();
  // The book takes the opening page's place where it stood: nothing moves.
  await expect(indicator(page)).toHaveText(`Page 1 of ${story.sceneSettings.length}`);
  expect(await book(page).getByRole('img').boundingBox()).toEqual(before);
  await expect(storyText(page)).toHaveText(curlyQuotes(storyParagraphs(story.storyContent)[0]!));
}

test.describe('book mode', () => {
  test('one scene a page with its setting; buttons, arrow keys and swipes turn pages', async ({ page }) => {
    const { paragraphs, settings } = await openStory(page);
    await expect(page.getByRole('button', { name: 'Book', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectPage(page, 0, paragraphs, settings);
    const picture = book(page).getByRole('img');
    await expect(picture).toHaveAccessibleName(/^Owl and Mia in the /);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The indicator is announced as pages change.
    await expect(indicator(page)).toHaveAttribute('aria-live', 'polite');
    await expect(page.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await page.getByRole('button', { name: 'Next page' }).click();
    await expectPage(page, 1, paragraphs, settings);
    await page.keyboard.press('ArrowRight');
    await expectPage(page, 2, paragraphs, settings);
    await page.keyboard.press('ArrowLeft');
    await expectPage(page, 1, paragraphs, settings);

    await swipe(page, -160);
    await expectPage(page, 2, paragraphs, settings);
    await swipe(page, 160);
    await expectPage(page, 1, paragraphs, settings);
    // A short or mostly vertical drag is not a page turn.
    await swipe(page, -20);
    await expectPage(page, 1, paragraphs, settings);

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expectPage(page, 0, paragraphs, settings);
    await page.keyboard.press('ArrowLeft');
    await expectPage(page, 0, paragraphs, settings);

    // To the end: the last page says goodnight, and Next goes no further.
    for (let i = 1; i < paragraphs.length; i++) await page.keyboard.press('ArrowRight');
    await expectPage(page, paragraphs.length - 1, paragraphs, settings);
    await expect(book(page).getByText('The End. Sweet dreams.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Next page' }).click({ force: true });
    await page.keyboard.press('ArrowRight');
    await expectPage(page, paragraphs.length - 1, paragraphs, settings);
  });

  test("the opening page's picture and text show before the reader's code has come", async ({ page }) => {
    await expectOpeningPageBeforeTheBook(page);
  });

  test('scroll mode shows the whole story with its pictures, and the choice survives a reload', async ({
    page,
  }) => {
    const { paragraphs, settings } = await openStory(page);
    await page.getByRole('button', { name: 'Scroll', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Scroll', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(book(page)).toHaveCount(0);
    await expect(storyText(page).locator('p')).toHaveText(paragraphs.map(curlyQuotes));
    // A picture for each new place the story goes, in the story's order, each one drawn.
    const places = settings.filter((setting, i) => i === 0 || setting !== settings[i - 1]);
    const pictures = page.locator('.story-page img');
    await expect(pictures).toHaveCount(places.length);
    for (const [i, setting] of places.entries()) {
      await expect(pictures.nth(i)).toHaveAttribute('src', new RegExp(`^/media/pages/${setting}/`));
      await pictures.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() => pictures.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await page.reload();
    await expect(storyText(page).locator('p')).toHaveText(paragraphs.map(curlyQuotes));
    await expect(page.getByRole('button', { name: 'Scroll', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(indicator(page)).toHaveText(`Page 1 of ${paragraphs.length}`);
    // Switching to scroll from a page opens the long page at that paragraph.
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Scroll', exact: true }).click();
    await expect(storyText(page).locator('p').nth(2)).toBeInViewport();
    await expect(storyText(page).locator('p').first()).not.toBeInViewport();
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await expect(indicator(page)).toHaveText(`Page 3 of ${paragraphs.length}`);
    await page.reload();
    await expect(indicator(page)).toHaveText(`Page 1 of ${paragraphs.length}`);
  });
});

test.describe('book mode on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the opening page's picture and text show before the reader's code has come", async ({ page }) => {
    await expectOpeningPageBeforeTheBook(page);
  });

  test('a finger swiping sideways turns the page; one moving up and down scrolls', async ({ page }) => {
    // The largest text, as a parent reading in bed might choose.
    await page.addInitScript(() =>
      localStorage.setItem('storyReader', JSON.stringify({ textSize: 'Extra large' })),
    );
    const { paragraphs, settings } = await openStory(page);
    // A Short story's paragraph can be brief even in the largest text: every page is made taller than the
    // screen, so the test does not rest on which story the guest was told.
    await page.addStyleTag({ content: '.story-text p { min-height: 110vh; }' });
    const picture = book(page).getByRole('img');
    // In the middle of the screen: the page-turn bar (and the swipe hint in it) stays over the bottom.
    await picture.evaluate((img) => img.scrollIntoView({ block: 'center' }));
    const box = (await picture.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = async (points: [number, number][]) => {
      const [first, ...rest] = points;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: first![0], y: first![1] }],
      });
      for (const [x, y] of rest) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const y = box.y + box.height / 2;
    const right = box.x + box.width - 30;
    const left = box.x + 30;
    await touch([
      [right, y],
      [right - 60, y + 2],
      [right - 140, y + 4],
      [left, y + 5],
    ]);
    await expectPage(page, 1, paragraphs, settings);
    await touch([
      [left, y],
      [left + 80, y],
      [right, y + 3],
    ]);
    await expectPage(page, 0, paragraphs, settings);
    // Mostly vertical: not a page turn.
    await touch([
      [left + 40, y],
      [left + 50, y - 60],
      [left + 60, y - 150],
    ]);
    await expectPage(page, 0, paragraphs, settings);

    // Next, tapped under a long page, opens the next page at its top: its picture in view. The page-turn
    // bar stays at the foot of the screen, so the reader scrolls to the end of the page's words first. The
    // flick up may still be moving the page; a finger landing on a moving page stops it and is not a tap,
    // so the page is let come to rest first.
    await storyText(page)
      .locator('p')
      .evaluate((p) => p.scrollIntoView({ block: 'end' }));
    await expect(picture).not.toBeInViewport();
    await expect
      .poll(async () => {
        const before = await page.evaluate(() => scrollY);
        await page.waitForTimeout(250);
        return (await page.evaluate(() => scrollY)) - before;
      })
      .toBe(0);
    await page.getByRole('button', { name: 'Next page' }).tap();
    await expectPage(page, 1, paragraphs, settings);
    await expect(picture).toBeInViewport();
  });
});

test.describe('night controls', () => {
  test('text size, candle light and the dimmer apply and are remembered', async ({ page }) => {
    await openStory(page);
    const fontSize = () => storyText(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const textColour = () => storyText(page).evaluate((el) => getComputedStyle(el).color);
    const before = await fontSize();
    const night = page.getByRole('button', { name: 'Night controls' });
    await expect(night).toHaveAttribute('aria-expanded', 'false');
    await night.click();
    await expect(night).toHaveAttribute('aria-expanded', 'true');
    const controls = page.getByRole('group', { name: 'Night controls' });

    await controls.getByRole('button', { name: 'Larger text' }).click();
    await expect(controls.getByRole('group', { name: 'Text size' }).locator('output')).toHaveText('Large');
    await expect.poll(fontSize).toBeGreaterThan(before);
    await controls.getByRole('button', { name: 'Larger text' }).click();
    await expect(controls.getByRole('group', { name: 'Text size' }).locator('output')).toHaveText(
      'Extra large',
    );
    await expect(controls.getByRole('button', { name: 'Larger text' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const larger = await fontSize();
    await controls.getByRole('button', { name: 'Smaller text' }).click();
    await expect.poll(fontSize).toBeLessThan(larger);
    const chosen = await fontSize();

    const nightSky = await bodyBackground();
    const moonlitText = await textColour();
    const candle = controls.getByRole('button', { name: 'Candle light' });
    await expect(candle).toHaveAttribute('aria-pressed', 'false');
    await candle.click();
    await expect(candle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-palette', 'candle');
    // A dark warm room and amber words.
    await expect.poll(bodyBackground).toBe('rgb(18, 10, 5)');
    await expect.poll(textColour).toBe('rgb(255, 191, 102)');
    expect(nightSky).not.toBe('rgb(18, 10, 5)');
    expect(moonlitText).not.toBe('rgb(255, 191, 102)');

    await expect(page.locator('[data-reader-dimmer]')).toHaveCount(0);
    await controls.getByLabel('Dimmer').fill('40');
    await expect(page.locator('[data-reader-dimmer]')).toHaveCSS('opacity', '0.4');
    // The dimmer lets taps through to the page.
    await expect(page.locator('[data-reader-dimmer]')).toHaveCSS('pointer-events', 'none');

    await page.reload();
    await expect(storyText(page)).toBeVisible();
    // The opening page gives way to the reader's own when its code arrives: read the size once it settles.
    await expect.poll(fontSize).toBe(chosen);
    await expect.poll(bodyBackground).toBe('rgb(18, 10, 5)');
    await expect(page.locator('[data-reader-dimmer]')).toHaveCSS('opacity', '0.4');
    await page.getByRole('button', { name: 'Night controls' }).click();
    await expect(controls.getByRole('button', { name: 'Candle light' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(controls.getByRole('group', { name: 'Text size' }).locator('output')).toHaveText('Large');
    await expect(controls.getByLabel('Dimmer')).toHaveValue('40');

    // Leaving the story leaves the candle behind: other pages keep their colours.
    await controls.getByRole('button', { name: 'Candle light' }).click();
    await expect.poll(bodyBackground).toBe(nightSky);
  });

  test('the sleep timer fades the screen to black after 5 minutes; a tap brings it back', async ({
    page,
  }) => {
    await page.clock.install();
    await openStory(page);
    await page.getByRole('button', { name: 'Night controls' }).click();
    await choose(page, 'Sleep timer', 'After 5 minutes');
    const sleep = page.getByRole('button', { name: 'The screen is asleep. Tap to wake it.' });
    await page.clock.fastForward('04:50');
    await expect(sleep).toHaveCount(0);
    await page.clock.fastForward('00:15');
    await expect(sleep).toBeVisible();
    await expect(sleep).toBeFocused();
    // It fades in, then covers everything in black.
    await expect(sleep).toHaveCSS('opacity', '1', { timeout: 10_000 });
    await expect(sleep).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await sleep.click();
    await expect(sleep).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Sleep timer' })).toHaveText('Off');
    await expect(page.getByRole('combobox', { name: 'Sleep timer' })).toBeFocused();
    // Off means off.
    await page.clock.fastForward('20:00');
    await expect(sleep).toHaveCount(0);
  });

  test('at the end of the story: the screen fades a minute after the last page is reached', async ({
    page,
  }) => {
    await page.clock.install();
    const { paragraphs } = await openStory(page);
    await page.getByRole('button', { name: 'Night controls' }).click();
    await choose(page, 'Sleep timer', 'At the end of the story');
    const sleep = page.getByRole('button', { name: 'The screen is asleep. Tap to wake it.' });
    await page.clock.fastForward('05:00');
    await expect(sleep).toHaveCount(0);
    for (let i = 1; i < paragraphs.length; i++) await page.getByRole('button', { name: 'Next page' }).click();
    // The reader's own ending (the print-only booklet carries the same words, hidden on screen).
    await page
      .locator('p:not(.print-book__end)', { hasText: 'The End. Sweet dreams.' })
      .scrollIntoViewIfNeeded();
    // The minute counts from when the reader has seen the ending come into view, not from the scroll.
    await expect(page.locator('[data-story-end][data-in-view]')).toHaveCount(1);
    await page.clock.fastForward('00:50');
    await expect(sleep).toHaveCount(0);
    await page.clock.fastForward('00:15');
    await expect(sleep).toBeVisible();
  });
});

test.describe('read aloud', () => {
  test('a voice with no boundary events: the highlight, the pages and resume follow it sentence by sentence', async ({
    page,
  }) => {
    // Like espeak-ng on Linux or many Android voices: only start and end, never a boundary.
    await page.addInitScript(installFakeSpeech, { voices: VOICES, boundaries: false });
    // A short window, where the book's text starts below the fold, and no smooth scrolling to wait for.
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { paragraphs, settings } = await openStory(page);
    const sentences = paragraphs.map(storySentences);
    expect(sentences[0]!.length).toBeGreaterThanOrEqual(2);

    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    // The pressed button became Pause and kept the focus.
    await expect(page.getByRole('button', { name: 'Pause' })).toBeFocused();
    // The first sentence is lit and brought into view.
    await expect(lit(page)).toBeInViewport();
    // The reader scrolls back up, away from it: the controls float in reach however far the page scrolls.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(lit(page)).not.toBeInViewport();
    await expect(page.getByRole('group', { name: 'Reading aloud' })).toBeInViewport();
    let state = await speech(page);
    // One utterance a sentence, at the bedtime pace, in the chosen voice.
    expect(state.spoken).toEqual([{ text: sentences[0]![0]!.text, rate: 0.85, voice: 'moon-voice' }]);
    await expect.poll(async () => (await speech(page)).wakeLocks).toBe(1);
    await expect(lit(page)).toHaveText(curlyQuotes(sentences[0]![0]!.text));
    // A boundary the voice never sends changes nothing; each sentence's end lights the next, in view.
    await fireBoundary(page, sentences[0]![1]!.start + 1);
    await expect(lit(page)).toHaveText(curlyQuotes(sentences[0]![0]!.text));
    for (const sentence of sentences[0]!.slice(1)) {
      await fireEnd(page);
      await expect(lit(page)).toHaveText(curlyQuotes(sentence.text));
      await expect(lit(page)).toBeInViewport();
    }
    await expect(lit(page)).toHaveCount(1);

    // The lit sentence, the floating controls and the rest pass axe (contrast included), by candle light too.
    await expectNoAxeViolations(page, 'reading aloud');
    await page.getByRole('button', { name: 'Night controls' }).click();
    await page.getByRole('button', { name: 'Candle light' }).click();
    await expectNoAxeViolations(page, 'reading aloud by candle light');
    await page.getByRole('button', { name: 'Candle light' }).click();
    await page.getByRole('button', { name: 'Night controls' }).click();

    // The paragraph's last sentence ends: the page turns and the next is read.
    await fireEnd(page);
    await expectPage(page, 1, paragraphs, settings);
    await expect(lit(page)).toHaveText(curlyQuotes(sentences[1]![0]!.text));
    state = await speech(page);
    expect(state.spoken.map((s) => s.text)).toEqual([
      ...sentences[0]!.map((s) => s.text),
      sentences[1]![0]!.text,
    ]);
    for (const sentence of sentences[1]!.slice(1)) {
      await fireEnd(page);
      await expect(lit(page)).toHaveText(curlyQuotes(sentence.text));
    }
    await fireEnd(page);
    await expectPage(page, 2, paragraphs, settings);

    // Pause keeps the place; resume reads again from the start of the sentence that was being read.
    const third = sentences[2]!;
    const k = third.length - 1;
    for (let i = 0; i < k; i++) await fireEnd(page);
    await expect(lit(page)).toHaveText(curlyQuotes(third[k]!.text));
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await expect(lit(page)).toHaveText(curlyQuotes(third[k]!.text));
    await expect.poll(async () => (await speech(page)).wakeLocks).toBe(0);
    // A paused voice's late events change nothing.
    await fireEnd(page);
    await expectPage(page, 2, paragraphs, settings);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect((await speech(page)).spoken.at(-1)?.text).toBe(third[k]!.text);
    await expect(lit(page)).toHaveText(curlyQuotes(third[k]!.text));
    await expect.poll(async () => (await speech(page)).wakeLocks).toBe(1);

    // Turning the page by hand reads from there.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectPage(page, 3, paragraphs, settings);
    await expect.poll(async () => (await speech(page)).spoken.at(-1)?.text).toBe(sentences[3]![0]!.text);

    // Stop: no highlight, no lock, the page stays.
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Read aloud' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read aloud' })).toBeFocused();
    await expect(lit(page)).toHaveCount(0);
    await expect.poll(async () => (await speech(page)).wakeLocks).toBe(0);
    await expectPage(page, 3, paragraphs, settings);
    // A late event of the stopped reading changes nothing.
    await fireEnd(page);
    await expectPage(page, 3, paragraphs, settings);
  });

  test('in scroll mode the highlight follows the voice through the long page', async ({ page }) => {
    await page.addInitScript(installFakeSpeech, { voices: VOICES });
    const { paragraphs } = await openStory(page);
    const sentences = paragraphs.map(storySentences);
    await page.getByRole('button', { name: 'Scroll', exact: true }).click();
    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expect(lit(page)).toHaveText(curlyQuotes(sentences[0]![0]!.text));
    for (let i = 0; i < sentences[0]!.length; i++) await fireEnd(page);
    await expect(lit(page)).toHaveText(curlyQuotes(sentences[1]![0]!.text));
    const target = sentences[1]!.at(-1)!;
    for (let i = 1; i < sentences[1]!.length; i++) await fireEnd(page);
    await expect(lit(page)).toHaveText(curlyQuotes(target.text));
    await expect(lit(page)).toBeInViewport();
    await expect(storyText(page).locator('p').nth(1).locator('[data-reading="true"]')).toHaveCount(1);
  });

  test('on a phone the floating controls never cover the sentence being read', async ({ page }) => {
    await page.addInitScript(installFakeSpeech, { voices: VOICES, boundaries: false });
    await page.setViewportSize({ width: 390, height: 664 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { paragraphs } = await openStory(page);
    const sentences = paragraphs.map(storySentences);
    await page.getByRole('button', { name: 'Scroll', exact: true }).click();
    await page.getByRole('button', { name: 'Read aloud' }).click();
    const bar = page.getByRole('group', { name: 'Reading aloud' });
    // Every sentence of the first three paragraphs, and the story's last one.
    const steps = sentences.slice(0, 3).flat().length;
    for (let i = 0; i < steps; i++) {
      const box = (await lit(page).boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(box.y + box.height, `sentence ${i} above the controls`).toBeLessThanOrEqual(barBox.y);
      expect(box.y).toBeGreaterThanOrEqual(0);
      await fireEnd(page);
    }
  });

  test('the reading speed is a choice of its own, and remembered', async ({ page }) => {
    await page.addInitScript(installFakeSpeech, { voices: VOICES });
    await openStory(page);
    await page.getByRole('button', { name: 'Night controls' }).click();
    await expect(page.getByRole('combobox', { name: 'Reading speed' })).toHaveText('Bedtime');
    await choose(page, 'Reading speed', 'Slow');
    await page.reload();
    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect((await speech(page)).spoken.at(-1)?.rate).toBe(0.7);
  });

  test('the sleep timer shows it runs once the panel is closed', async ({ page }) => {
    await page.clock.install();
    await openStory(page);
    await page.getByRole('button', { name: 'Night controls' }).click();
    await choose(page, 'Sleep timer', 'After 10 minutes');
    const countdown = page.getByTestId('sleep-countdown');
    await expect(countdown).toHaveCount(0); // the panel says it
    await page.getByRole('button', { name: 'Night controls' }).click();
    await expect(countdown).toHaveText(/^Sleep in (10:00|9:[45]\d)$/);
    await page.clock.fastForward('02:01');
    await expect(countdown).toHaveText(/^Sleep in 7:[345]\d$/);
    await page.getByRole('button', { name: 'Night controls' }).click();
    await choose(page, 'Sleep timer', 'At the end of the story');
    await page.getByRole('button', { name: 'Night controls' }).click();
    await expect(countdown).toHaveText('Sleep at the end');
  });

  test('the dimmer shows its level and does not dim its own controls', async ({ page }) => {
    await openStory(page);
    await page.getByRole('button', { name: 'Night controls' }).click();
    const slider = page.getByRole('slider', { name: 'Dimmer' });
    await expect(page.getByTestId('dimmer-level')).toHaveText('Off');
    await slider.fill('50');
    await expect(page.getByTestId('dimmer-level')).toHaveText('50%');
    // The panel is above the veil: what is under the slider's centre is the slider itself.
    const id = await slider.getAttribute('id');
    const box = (await slider.boundingBox())!;
    const under = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.id ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(under).toBe(id);
    await expect(page.locator('[data-reader-dimmer]')).toHaveCSS('opacity', '0.5');
  });

  test('the voice picker offers English voices and remembers the choice', async ({ page }) => {
    await page.addInitScript(installFakeSpeech, { voices: VOICES });
    await openStory(page);
    await page.getByRole('button', { name: 'Night controls' }).click();
    const picker = page.getByRole('combobox', { name: 'Voice' });
    await expect(picker).toHaveText('Moon Voice (en-GB)');
    await picker.click();
    await expect(page.getByRole('option')).toHaveText(['Moon Voice (en-GB)', 'Star Voice (en-US)']);
    await page.getByRole('option', { name: 'Star Voice (en-US)' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect((await speech(page)).spoken.at(-1)?.voice).toBe('star-voice');
    await page.getByRole('button', { name: 'Night controls' }).click();
    await expect(page.getByRole('combobox', { name: 'Voice' })).toHaveText('Star Voice (en-US)');
  });

  test('with the timer at the end of the story, the screen fades when the last page has been read', async ({
    page,
  }) => {
    await page.addInitScript(installFakeSpeech, { voices: VOICES });
    const { paragraphs, settings } = await openStory(page);
    await page.getByRole('button', { name: 'Night controls' }).click();
    await choose(page, 'Sleep timer', 'At the end of the story');
    const last = paragraphs.length - 1;
    for (let i = 0; i < last - 1; i++) await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByRole('button', { name: 'Read aloud' }).click();
    await expectPage(page, last - 1, paragraphs, settings);
    const sentencesOf = (i: number) => storySentences(paragraphs[i]!).length;
    for (let i = 0; i < sentencesOf(last - 1); i++) await fireEnd(page);
    await expectPage(page, last, paragraphs, settings);
    await expect(page.getByRole('button', { name: /The screen is asleep/ })).toHaveCount(0);
    for (let i = 0; i < sentencesOf(last) - 1; i++) await fireEnd(page);
    await expect(page.getByRole('button', { name: /The screen is asleep/ })).toHaveCount(0);
    await fireEnd(page);
    await expect(page.getByRole('button', { name: /The screen is asleep/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read aloud' })).toBeAttached();
    await expect.poll(async () => (await speech(page)).wakeLocks).toBe(0);
  });

  test('a browser with no voice says reading aloud is not available, with no disabled button first', async ({
    page,
  }) => {
    await page.addInitScript(installFakeSpeech, { voices: [] });
    // Notes any 'Read aloud' button that ever shows while the browser lists its voices.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { readAloudSeen: string[] }).readAloudSeen = seen;
      new MutationObserver(() => {
        for (const b of document.querySelectorAll('button'))
          if (b.textContent?.includes('Read aloud')) seen.push(b.disabled ? 'disabled' : 'enabled');
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await openStory(page);
    await expect(page.getByText("Reading aloud isn't available in this browser.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read aloud' })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { readAloudSeen: string[] }).readAloudSeen),
    ).toEqual([]);
    // The rest of the reader works as ever.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(indicator(page)).toHaveText(/^Page 2 of /);
  });

  test('a browser without speech synthesis says so at once', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { speechSynthesis?: unknown }).speechSynthesis;
      Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
    });
    await openStory(page);
    await expect(
      page.getByRole('status').filter({ hasText: "Reading aloud isn't available in this browser." }),
    ).toBeVisible({
      timeout: 1000,
    });
  });
});
