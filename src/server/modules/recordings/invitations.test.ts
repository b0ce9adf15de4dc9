/**
 * An invitation to record (docs/product.md §14): single use, 7 days, revocable; whoever holds the link sees the
 * story as a book and records it, and sees nothing else of the account.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECORDING_LIMITS, RECORDING_MESSAGES } from '../../../shared/recordings.js';
import { storyParagraphs } from '../../../shared/story-text.js';
import { fixedClock } from '../../clock.js';
import { recordingInvitations, recordingPages, recordings } from '../../db/schema.js';
import { Browser, grantPlan, signUp, storyInput } from '../../test-support/browser.js';
import { audioFixture, sendAudio } from '../../test-support/recordings.js';
import { createTestApp, testAppForSuite } from '../../test-support/test-app.js';
import { hashInvitationToken } from './recordings.service.js';

const clock = fixedClock('2030-06-01T18:00:00Z');
const t = testAppForSuite(() => createTestApp({ clock }));
const DAY = 24 * 60 * 60 * 1000;

async function ownerWithStories() {
  const owner = await signUp(t.app);
  await grantPlan(t.database, owner.user.id, 'STANDARD');
  const story = (await owner.browser.post('/api/stories', storyInput({ childName: 'Juniper' }))).json();
  const other = (await owner.browser.post('/api/stories', storyInput({ childName: 'Otto' }))).json();
  await owner.browser.patch(`/api/stories/${story.id}`, { isFavorite: true });
  return { owner, story, other, pages: storyParagraphs(story.storyContent).length };
}

async function invite(owner: Awaited<ReturnType<typeof ownerWithStories>>) {
  const res = await owner.owner.browser.post(`/api/stories/${owner.story.id}/recording-invitations`);
  expect(res.statusCode).toBe(201);
  const url = new URL(res.json().url);
  expect(url.origin).toBe('http://localhost:3000');
  expect(url.pathname).toMatch(/^\/record\/[A-Za-z0-9_-]{43}$/);
  return { id: res.json().id as string, token: url.pathname.slice('/record/'.length) };
}

describe('an invitation to record', () => {
  it('someone with no account records every page on their own device, and the owner’s story has it', async () => {
    const o = await ownerWithStories();
    const { token } = await invite(o);
    const grandma = new Browser(t.app); // another device, no session of any kind

    const opened = await grandma.get(`/api/recording-invitations/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.json()).toMatchObject({
      childName: 'Juniper',
      storyContent: o.story.storyContent,
      sceneSettings: o.story.sceneSettings,
      recording: null,
    });

    const start = await grandma.post(`/api/recording-invitations/${token}/recording`, {
      recorderName: 'Grandma',
    });
    expect(start.statusCode).toBe(200);
    for (let page = 0; page < o.pages; page++) {
      const res = await sendAudio(
        t.app,
        grandma,
        'PUT',
        `/api/recording-invitations/${token}/pages/${page}`,
        audioFixture('tone.ogg'),
        'audio/ogg;codecs=opus',
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    // Listening back to a page recorded earlier, through the link.
    const mine = (await grandma.get(`/api/recording-invitations/${token}`)).json().recording;
    expect(mine.pages).toHaveLength(o.pages);
    expect(mine.pages[0].url).toMatch(new RegExp(`^/api/recording-invitations/${token}/pages/0\\?v=`));
    const back = await sendAudio(t.app, grandma, 'GET', mine.pages[0].url);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(audioFixture('tone.ogg'))).toBe(true);

    // Not yet saved: the owner sees a draft under way.
    const before = (await o.owner.browser.get(`/api/stories/${o.story.id}/recordings`)).json().recordings;
    expect(before).toMatchObject([{ recorderName: 'Grandma', status: 'draft', invited: true }]);
    expect(
      (await o.owner.browser.get(`/api/stories/${o.story.id}/recording-invitations`)).json(),
    ).toMatchObject([{ started: true }]);

    const finished = await grandma.post(`/api/recording-invitations/${token}/finish`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().status).toBe('ready');

    const after = (await o.owner.browser.get(`/api/stories/${o.story.id}/recordings`)).json().recordings;
    expect(after).toMatchObject([{ recorderName: 'Grandma', status: 'ready', invited: true, shared: false }]);
    const ownerHears = await sendAudio(t.app, o.owner.browser, 'GET', after[0].pages[2].url);
    expect(ownerHears.statusCode).toBe(200);
    expect(ownerHears.headers['content-type']).toBe('audio/ogg;codecs=opus');

    // Single use: the link is done; it is no longer listed as open.
    const again = await grandma.get(`/api/recording-invitations/${token}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(RECORDING_MESSAGES.invitationUsed);
    const upload = await sendAudio(
      t.app,
      grandma,
      'PUT',
      `/api/recording-invitations/${token}/pages/0`,
      audioFixture('tone.webm'),
    );
    expect(upload.statusCode).toBe(410);
    expect((await o.owner.browser.get(`/api/stories/${o.story.id}/recording-invitations`)).json()).toEqual(
      [],
    );
    // ...and the owner's recording through it was not changed.
    expect(
      (await o.owner.browser.get(`/api/stories/${o.story.id}/recordings`)).json().recordings[0].pages[0]
        .mimeType,
    ).toBe('audio/ogg;codecs=opus');
  });

  it('shows nothing else of the account: no other story, no email, no username, no ids, no profile', async () => {
    const o = await ownerWithStories();
    const { token } = await invite(o);
    const stranger = new Browser(t.app);
    const opened = await stranger.get(`/api/recording-invitations/${token}`);
    expect(Object.keys(opened.json()).sort()).toEqual(
      [
        'animal',
        'childLook',
        'childName',
        'expiresAt',
        'recording',
        'scenePictures',
        'sceneSettings',
        // The brothers' and sisters' names and looks, as the story's pictures draw them.
        'siblings',
        'storyContent',
        'theme',
      ].sort(),
    );
    await stranger.post(`/api/recording-invitations/${token}/recording`, { recorderName: 'Nan' });
    await sendAudio(
      t.app,
      stranger,
      'PUT',
      `/api/recording-invitations/${token}/pages/0`,
      audioFixture('tone.webm'),
    );
    const bodies = [
      (await stranger.get(`/api/recording-invitations/${token}`)).body,
      (await stranger.post(`/api/recording-invitations/${token}/recording`, { recorderName: 'Nan' })).body,
      (
        await sendAudio(
          t.app,
          stranger,
          'PUT',
          `/api/recording-invitations/${token}/pages/1`,
          audioFixture('tone.webm'),
        )
      ).body,
      (await stranger.post(`/api/recording-invitations/${token}/finish`)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(o.owner.user.email);
      expect(body).not.toContain(o.owner.user.username);
      expect(body).not.toContain(o.other.id);
      expect(body).not.toContain('Otto');
      expect(body).not.toContain(o.story.id);
      expect(body).not.toMatch(/"userId"|"isFavorite"|"characterProfileId"|"email"|"username"/);
    }
    // The link is no key to the rest: the story itself, its other recordings, the account.
    expect((await stranger.get(`/api/stories/${o.story.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/stories/${o.story.id}/recordings`)).statusCode).toBe(404);
    expect((await stranger.get('/api/user')).statusCode).toBe(401);
    expect((await stranger.get('/api/stories')).statusCode).toBe(401);
    expect(stranger.cookies.size).toBe(0);
  });

  it('keeps only the token’s hash; a wrong, revoked or expired token opens nothing', async () => {
    const o = await ownerWithStories();
    const first = await invite(o);
    const rows = await t.database.db
      .select()
      .from(recordingInvitations)
      .where(eq(recordingInvitations.id, first.id));
    expect(rows[0]!.tokenHash).toBe(hashInvitationToken(first.token));
    expect(JSON.stringify(rows)).not.toContain(first.token);

    const visitor = new Browser(t.app);
    for (const wrong of [
      'x',
      first.token.slice(0, -1) + (first.token.endsWith('A') ? 'B' : 'A'),
      '../../etc',
    ]) {
      const res = await visitor.get(`/api/recording-invitations/${encodeURIComponent(wrong)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(RECORDING_MESSAGES.invitationInvalid);
    }

    // Revoked: the link stops, and a draft begun through it goes with its audio.
    await visitor.post(`/api/recording-invitations/${first.token}/recording`, { recorderName: 'Uncle' });
    await sendAudio(
      t.app,
      visitor,
      'PUT',
      `/api/recording-invitations/${first.token}/pages/0`,
      audioFixture('tone.webm'),
    );
    const [draft] = await t.database.db.select().from(recordings).where(eq(recordings.storyId, o.story.id));
    const draftKeys = (
      await t.database.db.select().from(recordingPages).where(eq(recordingPages.recordingId, draft!.id))
    ).map((p) => p.objectKey);
    expect(draftKeys).toHaveLength(1);
    expect(
      (await o.owner.browser.delete(`/api/stories/${o.story.id}/recording-invitations/${first.id}`))
        .statusCode,
    ).toBe(204);
    expect((await visitor.get(`/api/recording-invitations/${first.token}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(recordings).where(eq(recordings.storyId, o.story.id))).toEqual(
      [],
    );
    const stored = await t.recordingStore.list('recordings/');
    for (const key of draftKeys) expect(stored).not.toContain(key);

    // Expired after 7 days.
    const second = await invite(o);
    clock.advance(RECORDING_LIMITS.invitationDays * DAY - 60_000);
    expect((await visitor.get(`/api/recording-invitations/${second.token}`)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    expect((await visitor.get(`/api/recording-invitations/${second.token}`)).statusCode).toBe(404);
    expect((await o.owner.browser.get(`/api/stories/${o.story.id}/recording-invitations`)).json()).toEqual(
      [],
    );
  });

  it('only the owner on a paid plan invites, lists and revokes; at most 10 open at once; a plan that ended stops the link', async () => {
    const o = await ownerWithStories();
    const stranger = await signUp(t.app);
    await grantPlan(t.database, stranger.user.id, 'PREMIUM');
    const url = `/api/stories/${o.story.id}/recording-invitations`;
    expect((await stranger.browser.post(url)).statusCode).toBe(404);
    expect((await stranger.browser.get(url)).statusCode).toBe(404);
    expect((await new Browser(t.app).post(url)).statusCode).toBe(404);

    const made = [];
    for (let i = 0; i < RECORDING_LIMITS.openInvitationsMax; i++) made.push(await invite(o));
    const eleventh = await o.owner.browser.post(url);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(RECORDING_MESSAGES.tooManyInvitations);
    expect((await stranger.browser.delete(`${url}/${made[0]!.id}`)).statusCode).toBe(404);

    await grantPlan(t.database, o.owner.user.id, 'FREE');
    expect((await new Browser(t.app).get(`/api/recording-invitations/${made[0]!.token}`)).statusCode).toBe(
      404,
    );
  });
});
