/**
 * A small world for the fuzzing and the access matrix: two accounts (A on PREMIUM), two guests, and what
 * they own: stories, a character profile, a checkout session and a book preview.
 */
import type { Browser } from '../test-support/browser.js';
import { asGuest, grantPlan, signUp, storyInput, type SignedInBrowser } from '../test-support/browser.js';
import type { TestApp } from '../test-support/test-app.js';
import { audioFixture, sendAudio } from '../test-support/recordings.js';
import { storyParagraphs } from '../../shared/story-text.js';

export interface World {
  userA: SignedInBrowser;
  userB: SignedInBrowser;
  guestA: { browser: Browser; sessionId: string };
  guestB: { browser: Browser; sessionId: string };
  /** A's private story, B's private story, guest A's private story, and A's public one. */
  storyA: string;
  storyB: string;
  storyGuestA: string;
  publicStoryA: string;
  profileA: string;
  profileB: string;
  checkoutA: string;
  /** The book preview of story A: /media/previews/<storyA>/<hash>.svg */
  previewA: string;
  /** A's recordings, every page recorded and saved: of story A (not shared), of the public story (shared). */
  recordingA: string;
  sharedRecordingA: string;
  /** An open invitation to record story A, with a draft of its first page begun through it. */
  invitationA: { id: string; token: string };
}

function created<T = { id: string }>(res: { statusCode: number; body: string }, status = 201): T {
  if (res.statusCode !== status)
    throw new Error(`world: expected ${status}, got ${res.statusCode} ${res.body}`);
  return JSON.parse(res.body) as T;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const userA = await signUp(t.app);
  const userB = await signUp(t.app);
  // A's checkout, started while A was on FREE: a paying user changes plan instead (decision 028).
  const checkoutA = created<{ sessionId: string }>(
    await userA.browser.post('/api/subscription/create-checkout-session', {
      planType: 'STANDARD',
      userId: userA.user.id,
    }),
    200,
  ).sessionId;
  await grantPlan(t.database, userA.user.id, 'PREMIUM');
  const guestA = await asGuest(t.app);
  const guestB = await asGuest(t.app);
  const story = (browser: Browser, childName: string) =>
    browser.post('/api/stories', storyInput({ childName })).then((r) => created(r).id);
  const storyA = await story(userA.browser, 'Alma');
  const storyB = await story(userB.browser, 'Bruno');
  const storyGuestA = await story(guestA.browser, 'Gala');
  const publicStoryA = await story(userA.browser, 'Pia');
  created(await userA.browser.patch(`/api/stories/${publicStoryA}`, { isPublic: true }), 200);
  const profileA = created(await userA.browser.post('/api/character-profiles', { name: 'Alma', age: 6 })).id;
  const profileB = created(await userB.browser.post('/api/character-profiles', { name: 'Bruno' })).id;
  const previewA = created<{ previewUrl: string }>(
    await userA.browser.post(`/api/stories/${storyA}/generate-preview`),
    200,
  ).previewUrl;
  const recordEveryPage = async (storyId: string, recorderName: string) => {
    const started = created(
      await userA.browser.post(`/api/stories/${storyId}/recordings`, { recorderName }),
    ).id;
    const content = created<{ storyContent: string }>(
      await userA.browser.get(`/api/stories/${storyId}`),
      200,
    );
    for (let page = 0; page < storyParagraphs(content.storyContent).length; page++) {
      const url = `/api/stories/${storyId}/recordings/${started}/pages/${page}`;
      created(await sendAudio(t.app, userA.browser, 'PUT', url, audioFixture('tone.webm')), 200);
    }
    created(
      await userA.browser.patch(`/api/stories/${storyId}/recordings/${started}`, { status: 'ready' }),
      200,
    );
    return started;
  };
  const recordingA = await recordEveryPage(storyA, 'Grandma');
  const sharedRecordingA = await recordEveryPage(publicStoryA, 'Grandpa');
  created(
    await userA.browser.patch(`/api/stories/${publicStoryA}/recordings/${sharedRecordingA}`, {
      shared: true,
    }),
    200,
  );
  const invitation = created<{ id: string; url: string }>(
    await userA.browser.post(`/api/stories/${storyA}/recording-invitations`),
  );
  const token = new URL(invitation.url).pathname.split('/')[2]!;
  created(
    await userB.browser.post(`/api/recording-invitations/${token}/recording`, { recorderName: 'Nan' }),
    200,
  );
  created(
    await sendAudio(
      t.app,
      null,
      'PUT',
      `/api/recording-invitations/${token}/pages/0`,
      audioFixture('tone.webm'),
    ),
    200,
  );
  return {
    recordingA,
    sharedRecordingA,
    invitationA: { id: invitation.id, token },
    userA,
    userB,
    guestA,
    guestB,
    storyA,
    storyB,
    storyGuestA,
    publicStoryA,
    profileA,
    profileB,
    checkoutA,
    previewA,
  };
}
