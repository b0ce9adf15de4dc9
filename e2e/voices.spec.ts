/// <reference lib="dom" />
/**
 * A loved one's voice (docs/product.md §14), in Chromium with a fake microphone that plays a known sound (a
 * 440 Hz tone written here as a WAV): the owner records every page (level meter, pause, listen back, redo),
 * saves, and plays it back with the pages turning; the recording really holds the tone; someone opened
 * through an invitation link, with no account, records it too; a FREE owner is told why not.
 * With SCREENSHOTS=1 the recorder and the player are saved to docs/screenshots at 390 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { RECORDING_MESSAGES } from '../src/shared/recordings.js';
import { storyParagraphs } from '../src/shared/story-text.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.js';
import { subscribeViaApi, signedInUserId } from './billing.js';
import { expect, test } from './fixtures.js';
import { choose, createStoryViaApi, signUp } from './helpers.js';

const TONE_HZ = 440;

/** A mono 16-bit WAV of a sine tone: what the fake microphone hears (Chromium loops it). */
function toneWav(seconds: number, hz: number): Buffer {
  const rate = 48_000;
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hz * i) / rate) * 0.5 * 32767), 44 + i * 2);
  }
  return wav;
}

const wavFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'voices-e2e-')), 'tone.wav');
fs.writeFileSync(wavFile, toneWav(4, TONE_HZ));

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavFile}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
  permissions: ['microphone'],
});

const shots = Boolean(process.env.SCREENSHOTS);

/** Every audio element's play, as the page starts it: which source, and whether it played to its end. */
async function watchPlayback(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __plays: { src: string; ended: boolean }[] };
    w.__plays = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this.src.startsWith('blob:')) {
        const entry = { src: this.src, ended: false };
        w.__plays.push(entry);
        this.addEventListener('ended', () => (entry.ended = true), { once: true });
      }
      return play.call(this);
    };
  });
}
const plays = (page: Page) =>
  page.evaluate(() => (window as unknown as { __plays: { src: string; ended: boolean }[] }).__plays);

/** Records the page on screen: Record, the meter moves, at least `seconds` pass, Stop, and it is saved. */
async function recordPage(page: Page, seconds = 1) {
  const recorder = page.locator('[data-recorder]');
  await recorder.getByRole('button', { name: /^(Record|Redo this page)$/ }).click();
  await expect(recorder.getByRole('status')).toHaveText('Recording: read the page aloud.');
  // The level meter shows the microphone's sound.
  await expect
    .poll(async () => Number(await recorder.getByRole('meter').getAttribute('aria-valuenow')))
    .toBeGreaterThan(5);
  await expect(recorder.getByText(new RegExp(`^0:0[${seconds}-9] / 5:00$`))).toBeVisible();
  await recorder.getByRole('button', { name: 'Stop' }).click();
  await expect(recorder.getByRole('status')).toHaveText('Page saved.');
}

async function recordEveryPage(page: Page, count: number) {
  const recorder = page.locator('[data-recorder]');
  for (let i = 0; i < count; i++) {
    await expect(
      recorder.getByRole('heading', { name: `Recording page ${i + 1} of ${count}` }),
    ).toBeVisible();
    await recordPage(page);
    if (i < count - 1) await recorder.getByRole('button', { name: 'Next page' }).click();
  }
}

/** Decodes a page's audio in the browser: how long it is, how loud, and its pitch (zero crossings). */
async function analyse(page: Page, url: string) {
  return page.evaluate(async (audioUrl) => {
    const bytes = await (await fetch(audioUrl, { credentials: 'include' })).arrayBuffer();
    const context = new OfflineAudioContext(1, 48_000, 48_000);
    const buffer = await context.decodeAudioData(bytes);
    const data = buffer.getChannelData(0);
    let sum = 0;
    let crossings = 0;
    // Past the first 200 ms (the recorder's own start), over what follows.
    const from = Math.floor(buffer.sampleRate * 0.2);
    for (let i = from; i < data.length; i++) {
      sum += data[i]! * data[i]!;
      if (i > from && data[i - 1]! < 0 && data[i]! >= 0) crossings++;
    }
    const seconds = (data.length - from) / buffer.sampleRate;
    return { duration: buffer.duration, rms: Math.sqrt(sum / (data.length - from)), hz: crossings / seconds };
  }, url);
}

async function paidOwnerWithStory(page: Page) {
  await signUp(page);
  await subscribeViaApi(page, 'STANDARD');
  const id = await createStoryViaApi(page, { userId: await signedInUserId(page) }, 'Juniper');
  const story = (await (await page.request.get(`/api/stories/${id}`)).json()) as { storyContent: string };
  return { id, pages: storyParagraphs(story.storyContent).length };
}

test('the owner records every page, listens back, redoes one, saves, and hears it with the pages turning', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await watchPlayback(page);
  if (shots) await page.setViewportSize({ width: 390, height: 844 });
  const { id, pages } = await paidOwnerWithStory(page);
  expect(pages).toBeGreaterThanOrEqual(3);
  await page.goto(`/story/${id}`);

  await page.getByRole('button', { name: 'Record this story' }).click();
  const panel = page.getByRole('group', { name: 'Record this story' });
  // The name is asked once.
  await panel.getByLabel('Who is reading?').fill('Grandma');
  await panel.getByRole('button', { name: 'Start recording' }).click();
  const recorder = page.locator('[data-recorder]');
  await expect(recorder.getByRole('heading', { name: `Recording page 1 of ${pages}` })).toBeVisible();
  await expect(recorder.getByText('Read by Grandma')).toBeVisible();

  // Page 1: pause and resume while recording, then listen back, then redo it.
  await recorder.getByRole('button', { name: 'Record', exact: true }).click();
  await expect
    .poll(async () => Number(await recorder.getByRole('meter').getAttribute('aria-valuenow')))
    .toBeGreaterThan(5);
  await recorder.getByRole('button', { name: 'Pause' }).click();
  await expect(recorder.getByRole('status')).toHaveText('Paused.');
  await recorder.getByRole('button', { name: 'Resume' }).click();
  await expect(recorder.getByText(/^0:0[1-9] \/ 5:00$/)).toBeVisible();
  if (shots) await page.screenshot({ path: 'docs/screenshots/recorder-390.png' });
  await recorder.getByRole('button', { name: 'Stop' }).click();
  await expect(recorder.getByRole('status')).toHaveText('Page saved.');
  await recorder.getByRole('button', { name: 'Listen back' }).click();
  await expect(recorder.getByRole('button', { name: 'Stop listening' })).toBeVisible();
  await expect.poll(async () => (await plays(page)).some((p) => p.ended)).toBe(true);
  await expect(recorder.getByRole('button', { name: 'Listen back' })).toBeVisible();
  await recordPage(page, 1); // redo
  await recorder.getByRole('button', { name: 'Next page' }).click();

  // Save waits for every page.
  await expect(recorder.getByRole('button', { name: 'Save recording' })).toBeDisabled();
  for (let i = 1; i < pages; i++) {
    await expect(
      recorder.getByRole('heading', { name: `Recording page ${i + 1} of ${pages}` }),
    ).toBeVisible();
    await recordPage(page);
    if (i < pages - 1) await recorder.getByRole('button', { name: 'Next page' }).click();
  }
  await expect(recorder.getByText(`${pages} of ${pages} pages recorded`)).toBeVisible();
  await recorder.getByRole('button', { name: 'Save recording' }).click();

  // Back in the book: 'Listen to Grandma' plays every page, turning them.
  const listen = page.getByRole('button', { name: 'Listen to Grandma' });
  await expect(listen).toBeVisible();
  const saved = (await (await page.request.get(`/api/stories/${id}/recordings`)).json()) as {
    recordings: { status: string; pages: { url: string; mimeType: string; durationMs: number }[] }[];
  };
  expect(saved.recordings[0]!.status).toBe('ready');
  expect(saved.recordings[0]!.pages).toHaveLength(pages);

  // What was recorded is the microphone's tone, for as long as it was recorded (the file is kept with the
  // test's results, to listen to).
  const secondPage = await page.request.get(saved.recordings[0]!.pages[1]!.url);
  fs.writeFileSync(test.info().outputPath('grandma-page-2.webm'), await secondPage.body());
  const heard = await analyse(page, saved.recordings[0]!.pages[1]!.url);
  expect(heard.duration).toBeGreaterThan(0.9);
  expect(heard.rms).toBeGreaterThan(0.02);
  expect(heard.hz).toBeGreaterThan(TONE_HZ * 0.9);
  expect(heard.hz).toBeLessThan(TONE_HZ * 1.1);

  // With the sleep timer at the end of the story, as with reading aloud.
  await page.getByRole('button', { name: 'Night controls' }).click();
  await choose(page, 'Sleep timer', 'At the end of the story');
  await page.getByRole('button', { name: 'Night controls' }).click();

  const before = (await plays(page)).length;
  await listen.click();
  const indicator = page.getByRole('navigation', { name: 'Turn the page' });
  const controls = page.getByRole('group', { name: 'Listening to Grandma' });
  await expect(controls).toBeVisible();
  // Pause and resume, like reading aloud's.
  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect(controls.getByRole('button', { name: 'Resume' })).toBeVisible();
  await controls.getByRole('button', { name: 'Resume' }).click();
  for (let i = 1; i <= pages; i++) {
    await expect(indicator.getByText(`Page ${i} of ${pages}`)).toBeVisible({ timeout: 20_000 });
    if (i === 2 && shots) {
      await page.getByRole('region', { name: 'Story pages' }).evaluate((book) => book.scrollIntoView());
      await page.screenshot({ path: 'docs/screenshots/player-390.png' });
    }
  }
  // It ends by itself: every page played to its end, one after the other; then the screen sleeps.
  const asleep = page.getByRole('button', { name: 'The screen is asleep. Tap to wake it.' });
  await expect(asleep).toBeVisible({ timeout: 20_000 });
  await expect(controls).toBeHidden();
  // (Resuming plays the same page's sound again from where it was: one page, two plays.)
  const played = (await plays(page)).slice(before);
  expect(new Set(played.filter((p) => p.ended).map((p) => p.src)).size).toBe(pages);
  await asleep.click();
  await expect(listen).toBeVisible();
});

test('someone invited, with no account, records the story on their own device; the owner’s story has it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { id, pages } = await paidOwnerWithStory(page);
  await page.goto(`/story/${id}`);
  await page.getByRole('button', { name: 'Record this story' }).click();
  const panel = page.getByRole('group', { name: 'Record this story' });
  await panel.getByRole('button', { name: 'Make an invitation link' }).click();
  const link = await panel.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/record\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByText(/Not opened yet, until/)).toBeVisible();

  // Grandpa's own device: a fresh browser with no cookies at all.
  const device: BrowserContext = await (browser as Browser).newContext({
    permissions: ['microphone'],
    viewport: { width: 390, height: 844 },
  });
  const grandpa = await device.newPage();
  await grandpa.goto(link);
  await expect(grandpa.getByRole('heading', { name: "Juniper's Magical Adventure" })).toBeVisible();
  await expect(
    grandpa.getByText("You're invited to read this bedtime story aloud for Juniper."),
  ).toBeVisible();
  // Nothing of the account: no top bar, no links into it.
  await expect(grandpa.getByRole('link', { name: 'Library' })).toHaveCount(0);
  await grandpa.getByLabel('Who is reading?').fill('Grandpa');
  await grandpa.getByRole('button', { name: 'Start recording' }).click();
  await recordEveryPage(grandpa, pages);
  await grandpa.locator('[data-recorder]').getByRole('button', { name: 'Save recording' }).click();
  await expect(grandpa.getByRole('heading', { name: 'Thank you, Grandpa!' })).toBeVisible();
  expect((await device.cookies()).length).toBe(0);

  // Used once: the link now says so.
  await grandpa.reload();
  await expect(grandpa.getByRole('heading', { name: 'Recording saved' })).toBeVisible();
  await expect(grandpa.getByText(RECORDING_MESSAGES.invitationUsed)).toBeVisible();
  await device.close();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Listen to Grandpa' })).toBeVisible();
});

test('a FREE owner sees why not (the plan), not a broken button', async ({ page }) => {
  await signUp(page);
  const id = await createStoryViaApi(page, { userId: await signedInUserId(page) }, 'Ada');
  await page.goto(`/story/${id}`);
  await page.getByRole('button', { name: 'Record this story' }).click();
  const panel = page.getByRole('group', { name: 'Record this story' });
  await expect(panel.getByText(RECORDING_MESSAGES.needsPlan)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'See Plans' })).toHaveAttribute('href', '/subscription');
  await expect(panel.getByRole('button', { name: 'Start recording' })).toHaveCount(0);
});

test.describe('offline', () => {
  // playwright.config.ts blocks service workers for other specs; this one tests the worker's copy of a voice.
  test.use({ serviceWorkers: 'allow' });

  test('a recording played once plays again offline, pages turning', async ({ page, context }) => {
    test.setTimeout(180_000);
    await watchPlayback(page);
    const { id, pages } = await paidOwnerWithStory(page);
    // A saved recording, made through the API with a real recording of the tone (docs/product.md §14).
    const tone = fs.readFileSync('src/server/modules/recordings/fixtures/tone.webm');
    const made = await page.request.post(`/api/stories/${id}/recordings`, { data: { recorderName: 'Nana' } });
    const recordingId = ((await made.json()) as { id: string }).id;
    for (let i = 0; i < pages; i++) {
      const put = await page.request.put(`/api/stories/${id}/recordings/${recordingId}/pages/${i}`, {
        data: tone,
        headers: { 'content-type': 'audio/webm;codecs=opus' },
      });
      expect(put.status(), await put.text()).toBe(200);
    }
    await page.request.patch(`/api/stories/${id}/recordings/${recordingId}`, { data: { status: 'ready' } });

    await page.goto(`/story/${id}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
      .toMatch(/\/sw\.js$/);
    const listen = page.getByRole('button', { name: 'Listen to Nana' });
    const controls = page.getByRole('group', { name: 'Listening to Nana' });
    await listen.click();
    await expect(controls).toBeVisible();
    await expect(controls).toBeHidden({ timeout: 30_000 });

    await context.setOffline(true);
    await page.reload();
    const before = (await plays(page)).length;
    await listen.click();
    const indicator = page.getByRole('navigation', { name: 'Turn the page' });
    for (let i = 1; i <= pages; i++) {
      await expect(indicator.getByText(`Page ${i} of ${pages}`)).toBeVisible({ timeout: 20_000 });
    }
    await expect(controls).toBeHidden({ timeout: 30_000 });
    const played = (await plays(page)).slice(before);
    expect(new Set(played.filter((p) => p.ended).map((p) => p.src)).size).toBe(pages);
    await expect(page.getByText(/couldn't be loaded/)).toHaveCount(0);
    await context.setOffline(false);
  });
});
