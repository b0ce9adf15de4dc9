/**
 * A loved one's voice (docs/product.md §14), through the API on a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL) and a real recording store (a folder of the test's own): who may record, what is
 * accepted, what is kept, and that nothing is half saved or left behind.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECORDING_LIMITS, RECORDING_MESSAGES } from '../../../shared/recordings.js';
import { storyParagraphs } from '../../../shared/story-text.js';
import { fixedClock } from '../../clock.js';
import { recordingObjectJournal, recordingPages, recordings } from '../../db/schema.js';
import {
  asGuest,
  Browser,
  grantPlan,
  signUp,
  storyInput,
  type SignedInBrowser,
} from '../../test-support/browser.js';
import { audioFixture, paddedWebm, sendAudio } from '../../test-support/recordings.js';
import { createTestApp, testAppForSuite, type TestApp } from '../../test-support/test-app.js';
import { recordingsService } from './recordings.service.js';
import type { RecordingStore } from './store/recording-store.js';
import { RecordingStoreError } from './store/recording-store.js';

const clock = fixedClock('2030-05-10T19:00:00Z');
const t = testAppForSuite(() => createTestApp({ clock }));

interface Owned {
  owner: SignedInBrowser;
  storyId: string;
  pages: number;
}

async function storyOf(
  app: TestApp,
  plan: 'FREE' | 'STANDARD' | 'PREMIUM',
  length = 'Short',
): Promise<Owned> {
  const owner = await signUp(app.app);
  if (plan !== 'FREE') await grantPlan(app.database, owner.user.id, plan);
  const res = await owner.browser.post('/api/stories', storyInput({ length }));
  expect(res.statusCode).toBe(201);
  return { owner, storyId: res.json().id, pages: storyParagraphs(res.json().storyContent).length };
}

async function startRecording(app: TestApp, o: Owned, recorderName = 'Grandma') {
  const res = await o.owner.browser.post(`/api/stories/${o.storyId}/recordings`, { recorderName });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const pageUrl = (o: Owned, recordingId: string, page: number) =>
  `/api/stories/${o.storyId}/recordings/${recordingId}/pages/${page}`;

async function recordEveryPage(app: TestApp, o: Owned, recordingId: string, file = 'tone.webm') {
  for (let page = 0; page < o.pages; page++) {
    const res = await sendAudio(
      app.app,
      o.owner.browser,
      'PUT',
      pageUrl(o, recordingId, page),
      audioFixture(file),
    );
    expect(res.statusCode, res.body).toBe(200);
  }
}

const storedKeys = (app: TestApp) => app.recordingStore.list('recordings/');

describe('recording a story, page by page', () => {
  it('the owner on Standard records every page, saves, and hears each page as it was recorded', async () => {
    const o = await storyOf(t, 'STANDARD');
    const id = await startRecording(t, o);
    expect(o.pages).toBeGreaterThanOrEqual(3);
    await recordEveryPage(t, o, id);

    const list = await o.owner.browser.get(`/api/stories/${o.storyId}/recordings`);
    expect(list.statusCode).toBe(200);
    const [recording] = list.json().recordings;
    expect(recording).toMatchObject({
      recorderName: 'Grandma',
      status: 'draft',
      shared: false,
      invited: false,
    });
    expect(recording.pages).toHaveLength(o.pages);
    expect(recording.pages[0]).toMatchObject({ page: 0, mimeType: 'audio/webm;codecs=opus' });
    expect(recording.pages[0].durationMs).toBeGreaterThan(1900);
    expect(recording.pages[0].durationMs).toBeLessThan(2100);
    expect(list.json().bytesUsed).toBe(o.pages * audioFixture('tone.webm').length);

    const saved = await o.owner.browser.patch(`/api/stories/${o.storyId}/recordings/${id}`, {
      status: 'ready',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().status).toBe('ready');

    const audio = await sendAudio(t.app, o.owner.browser, 'GET', recording.pages[1].url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/webm;codecs=opus');
    expect(audio.rawPayload.equals(audioFixture('tone.webm'))).toBe(true);
    // Safari asks for byte ranges before it plays.
    const range = await sendAudio(t.app, o.owner.browser, 'GET', recording.pages[1].url, undefined, '', {
      range: 'bytes=0-1',
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-1/${audioFixture('tone.webm').length}`);
    expect([...range.rawPayload]).toEqual([0x1a, 0x45]);
    expect(await storedKeys(t)).toEqual(
      expect.arrayContaining(recording.pages.map(() => expect.any(String))),
    );
  });

  it("keeps each browser's own audio: Safari's MP4, Firefox's Ogg, Chrome's WebM without a duration", async () => {
    const o = await storyOf(t, 'PREMIUM');
    const id = await startRecording(t, o, 'Dad');
    const files = [
      ['tone-fragmented.m4a', 'audio/mp4'],
      ['tone.m4a', 'audio/mp4;codecs=mp4a.40.2'],
      ['tone.ogg', 'audio/ogg;codecs=opus'],
      ['tone-live.webm', 'audio/webm'],
    ] as const;
    for (const [page, [file, type]] of files.entries()) {
      if (page >= o.pages) break;
      const res = await sendAudio(
        t.app,
        o.owner.browser,
        'PUT',
        pageUrl(o, id, page),
        audioFixture(file),
        type,
      );
      expect(res.statusCode, `${file}: ${res.body}`).toBe(200);
      const stored = res.json().pages.find((p: { page: number }) => p.page === page);
      expect(stored.mimeType).toBe(type);
      expect(stored.durationMs).toBeGreaterThan(1900);
      const back = await sendAudio(t.app, o.owner.browser, 'GET', stored.url);
      expect(back.headers['content-type']).toBe(type);
      expect(back.rawPayload.equals(audioFixture(file))).toBe(true);
    }
  });

  it('a FREE owner and a guest are told it is part of the paid plans; nobody else learns the story exists', async () => {
    const free = await storyOf(t, 'FREE');
    const refused = await free.owner.browser.post(`/api/stories/${free.storyId}/recordings`, {
      recorderName: 'Mum',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(RECORDING_MESSAGES.needsPlan);
    const invite = await free.owner.browser.post(`/api/stories/${free.storyId}/recording-invitations`);
    expect(invite.statusCode).toBe(403);

    const guest = await asGuest(t.app);
    const guestStory = (await guest.browser.post('/api/stories', storyInput())).json().id;
    const byGuest = await guest.browser.post(`/api/stories/${guestStory}/recordings`, {
      recorderName: 'Mum',
    });
    expect(byGuest.statusCode).toBe(403);
    expect(byGuest.json().message).toBe(RECORDING_MESSAGES.needsPlan);

    const paid = await storyOf(t, 'PREMIUM');
    const stranger = await signUp(t.app);
    await grantPlan(t.database, stranger.user.id, 'PREMIUM');
    const notTheirs = await stranger.browser.post(`/api/stories/${paid.storyId}/recordings`, {
      recorderName: 'X',
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await stranger.browser.get(`/api/stories/${paid.storyId}/recordings`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(recordings).where(eq(recordings.storyId, paid.storyId))).toEqual(
      [],
    );
  });

  it('refuses what is not a page of sound with a clear 4xx, and keeps nothing of it', async () => {
    const o = await storyOf(t, 'STANDARD');
    const id = await startRecording(t, o);
    const keysBefore = await storedKeys(t);
    const put = (body: Buffer, type: string, page = 0) =>
      sendAudio(t.app, o.owner.browser, 'PUT', pageUrl(o, id, page), body, type);

    const cases: [string, Promise<{ statusCode: number; json(): { message: string } }>, number, string?][] = [
      [
        'a picture called audio',
        put(Buffer.from('\x89PNG\r\n\x1a\n0000'), 'audio/webm'),
        415,
        RECORDING_MESSAGES.notWhatItSays,
      ],
      [
        'WebM declared as Ogg',
        put(audioFixture('tone.webm'), 'audio/ogg'),
        415,
        RECORDING_MESSAGES.notWhatItSays,
      ],
      [
        'a sound type we do not keep',
        put(audioFixture('tone.webm'), 'audio/x-wav'),
        415,
        RECORDING_MESSAGES.notAudio,
      ],
      [
        'an odd parameter',
        put(audioFixture('tone.webm'), 'audio/webm;charset=utf-8'),
        415,
        RECORDING_MESSAGES.notAudio,
      ],
      ['text', put(Buffer.from('hello'), 'text/plain'), 415],
      ['JSON', put(Buffer.from('{}'), 'application/json'), 415],
      ['an empty page', put(Buffer.alloc(0), 'audio/webm'), 400],
      [
        'a page past the end',
        put(audioFixture('tone.webm'), 'audio/webm', o.pages),
        404,
        RECORDING_MESSAGES.noSuchPage,
      ],
      ['a page that is no number', put(audioFixture('tone.webm'), 'audio/webm', -1), 404],
      [
        'more than 5 minutes',
        put(audioFixture('long.webm'), 'audio/webm'),
        413,
        RECORDING_MESSAGES.pageTooLong,
      ],
      [
        'a WebM cut short',
        put(audioFixture('tone.webm').subarray(0, 40), 'audio/webm'),
        422,
        RECORDING_MESSAGES.unreadable,
      ],
      ['more than 10 MB', put(paddedWebm(RECORDING_LIMITS.pageMaxBytes + 1), 'audio/webm'), 413],
    ];
    for (const [what, pending, status, message] of cases) {
      const res = await pending;
      expect(res.statusCode, what).toBe(status);
      expect(res.json().message, what).toEqual(expect.any(String));
      if (message) expect(res.json().message, what).toBe(message);
    }
    expect(
      await t.database.db.select().from(recordingPages).where(eq(recordingPages.recordingId, id)),
    ).toEqual([]);
    expect(await storedKeys(t)).toEqual(keysBefore);
    expect(await t.database.db.select().from(recordingObjectJournal)).toEqual([]);
  });

  it('holds a story to 40 MB in all, counting a page recorded again once', async () => {
    const o = await storyOf(t, 'PREMIUM', 'Medium');
    expect(o.pages).toBeGreaterThanOrEqual(5);
    const id = await startRecording(t, o);
    const nine = paddedWebm(9 * 1024 * 1024);
    for (let page = 0; page < 4; page++) {
      expect((await sendAudio(t.app, o.owner.browser, 'PUT', pageUrl(o, id, page), nine)).statusCode).toBe(
        200,
      );
    }
    // 36 MB kept: page 0 again is still 36 MB; a fifth 9 MB page would be 45.
    expect((await sendAudio(t.app, o.owner.browser, 'PUT', pageUrl(o, id, 0), nine)).statusCode).toBe(200);
    const full = await sendAudio(t.app, o.owner.browser, 'PUT', pageUrl(o, id, 4), nine);
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toBe(RECORDING_MESSAGES.storyFull);
    // Another recording of the same story shares the room.
    const second = await startRecording(t, o, 'Grandpa');
    const alsoFull = await sendAudio(t.app, o.owner.browser, 'PUT', pageUrl(o, second, 0), nine);
    expect(alsoFull.statusCode).toBe(413);
    const small = await sendAudio(
      t.app,
      o.owner.browser,
      'PUT',
      pageUrl(o, second, 0),
      audioFixture('tone.webm'),
    );
    expect(small.statusCode).toBe(200);
    const list = (await o.owner.browser.get(`/api/stories/${o.storyId}/recordings`)).json();
    expect(list.bytesUsed).toBe(4 * nine.length + audioFixture('tone.webm').length);
    expect(list.bytesUsed).toBeLessThanOrEqual(RECORDING_LIMITS.storyMaxBytes);
  });

  it('saves only once every page is recorded; a page deleted makes it a draft again', async () => {
    const o = await storyOf(t, 'STANDARD');
    const id = await startRecording(t, o);
    await sendAudio(t.app, o.owner.browser, 'PUT', pageUrl(o, id, 0), audioFixture('tone.webm'));
    const early = await o.owner.browser.patch(`/api/stories/${o.storyId}/recordings/${id}`, {
      status: 'ready',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('Record every page before saving');
    await recordEveryPage(t, o, id);
    expect(
      (await o.owner.browser.patch(`/api/stories/${o.storyId}/recordings/${id}`, { status: 'ready' })).json()
        .status,
    ).toBe('ready');
    const gone = await o.owner.browser.delete(pageUrl(o, id, 1));
    expect(gone.statusCode).toBe(204);
    const after = (await o.owner.browser.get(`/api/stories/${o.storyId}/recordings`)).json().recordings[0];
    expect(after.status).toBe('draft');
    expect(after.pages.map((p: { page: number }) => p.page)).not.toContain(1);
  });
});

describe('a shared link plays a recording only if the owner chose so', () => {
  it('visitors hear a ready recording the owner shared, of a shared story; nothing else', async () => {
    const o = await storyOf(t, 'STANDARD');
    const shared = await startRecording(t, o, 'Grandma');
    const kept = await startRecording(t, o, 'Dad');
    await recordEveryPage(t, o, shared);
    await recordEveryPage(t, o, kept);
    for (const id of [shared, kept]) {
      await o.owner.browser.patch(`/api/stories/${o.storyId}/recordings/${id}`, { status: 'ready' });
    }
    const visitor = new Browser(t.app);
    const listUrl = `/api/stories/${o.storyId}/recordings`;
    const byName = async (name: string) =>
      (await o.owner.browser.get(listUrl))
        .json()
        .recordings.find((r: { recorderName: string }) => r.recorderName === name).pages[0].url as string;
    const sharedAudio = await byName('Grandma');
    const keptAudio = await byName('Dad');

    // A private story: nothing at all.
    expect((await visitor.get(listUrl)).statusCode).toBe(404);
    expect((await sendAudio(t.app, visitor, 'GET', sharedAudio)).statusCode).toBe(404);

    await o.owner.browser.patch(`/api/stories/${o.storyId}`, { isPublic: true });
    expect((await visitor.get(listUrl)).json()).toEqual({
      recordings: [],
      bytesUsed: null,
      bytesAllowed: RECORDING_LIMITS.storyMaxBytes,
    });
    expect((await sendAudio(t.app, visitor, 'GET', sharedAudio)).statusCode).toBe(404);

    const on = await o.owner.browser.patch(`/api/stories/${o.storyId}/recordings/${shared}`, {
      shared: true,
    });
    expect(on.json().shared).toBe(true);
    const seen = (await visitor.get(listUrl)).json().recordings;
    expect(seen.map((r: { recorderName: string }) => r.recorderName)).toEqual(['Grandma']);
    expect((await sendAudio(t.app, visitor, 'GET', sharedAudio)).statusCode).toBe(200);
    expect((await sendAudio(t.app, visitor, 'GET', keptAudio)).statusCode).toBe(404);

    // Only the owner changes it.
    const other = await signUp(t.app);
    expect(
      (await other.browser.patch(`/api/stories/${o.storyId}/recordings/${shared}`, { shared: false }))
        .statusCode,
    ).toBe(404);
    expect((await other.browser.delete(`/api/stories/${o.storyId}/recordings/${shared}`)).statusCode).toBe(
      404,
    );
  });
});

describe('audio leaves the store with what it belongs to', () => {
  it('a page recorded again, a page, a recording and a story deleted: their audio is gone from the store', async () => {
    const o = await storyOf(t, 'STANDARD');
    const id = await startRecording(t, o);
    await recordEveryPage(t, o, id);
    const keyOf = async (page: number) =>
      (await t.database.db.select().from(recordingPages).where(eq(recordingPages.recordingId, id))).find(
        (p) => p.page === page,
      )!.objectKey;

    const first = await keyOf(0);
    await sendAudio(t.app, o.owner.browser, 'PUT', pageUrl(o, id, 0), audioFixture('tone.ogg'), 'audio/ogg');
    expect(await keyOf(0)).not.toBe(first);
    expect(await storedKeys(t)).not.toContain(first);
    expect(await t.recordingStore.get(first)).toBeNull();

    const second = await keyOf(1);
    await o.owner.browser.delete(pageUrl(o, id, 1));
    expect(await storedKeys(t)).not.toContain(second);

    const another = await startRecording(t, o, 'Auntie');
    await recordEveryPage(t, o, another);
    const anotherKeys = (
      await t.database.db.select().from(recordingPages).where(eq(recordingPages.recordingId, another))
    ).map((p) => p.objectKey);
    expect((await o.owner.browser.delete(`/api/stories/${o.storyId}/recordings/${another}`)).statusCode).toBe(
      204,
    );
    const afterRecording = await storedKeys(t);
    for (const key of anotherKeys) expect(afterRecording).not.toContain(key);

    const left = (
      await t.database.db.select().from(recordingPages).where(eq(recordingPages.recordingId, id))
    ).map((p) => p.objectKey);
    expect(left.length).toBe(o.pages - 1);
    expect((await o.owner.browser.delete(`/api/stories/${o.storyId}`)).statusCode).toBe(204);
    const afterStory = await storedKeys(t);
    for (const key of left) expect(afterStory).not.toContain(key);
    expect(await t.database.db.select().from(recordingObjectJournal)).toEqual([]);
  });
});

describe('nothing half saved, nothing left behind', () => {
  /** The app's store, failing where a test says. */
  function flakyStore(inner: RecordingStore) {
    const fail = { put: false, delete: false };
    const store: RecordingStore = {
      kind: inner.kind,
      put: async (key, body, type) => {
        if (fail.put) throw new RecordingStoreError('the store is down');
        return inner.put(key, body, type);
      },
      get: (key) => inner.get(key),
      delete: async (key) => {
        if (fail.delete) throw new RecordingStoreError('the store is down');
        return inner.delete(key);
      },
      list: (prefix) => inner.list(prefix),
      close: () => inner.close(),
    };
    return { store, fail };
  }

  it('a store that cannot write: 503, no page, no object, nothing journalled', async () => {
    const { folderStore } = await import('./store/folder-store.js');
    const os = await import('node:os');
    const fs = await import('node:fs');
    const path = await import('node:path');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flaky-'));
    const flaky = flakyStore(folderStore(dir));
    const app = await createTestApp({ clock, recordingStore: flaky.store });
    try {
      const o = await storyOf(app, 'STANDARD');
      const id = await startRecording(app, o);
      flaky.fail.put = true;
      const res = await sendAudio(
        app.app,
        o.owner.browser,
        'PUT',
        pageUrl(o, id, 0),
        audioFixture('tone.webm'),
      );
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(RECORDING_MESSAGES.storageUnavailable);
      expect(await app.database.db.select().from(recordingPages)).toEqual([]);
      expect(await app.database.db.select().from(recordingObjectJournal)).toEqual([]);
      expect(await flaky.store.list('recordings/')).toEqual([]);

      // Deleting while the store is down: the page goes at once, its audio when the store is back.
      flaky.fail.put = false;
      await recordEveryPage(app, o, id);
      flaky.fail.delete = true;
      expect((await o.owner.browser.delete(`/api/stories/${o.storyId}`)).statusCode).toBe(204);
      expect((await flaky.store.list('recordings/')).length).toBe(o.pages);
      expect((await app.database.db.select().from(recordingObjectJournal)).length).toBe(o.pages);
      flaky.fail.delete = false;
      const service = recordingsService(app.database.db, clock, {
        store: flaky.store,
        publicUrl: app.config.publicUrl,
        log: { warn: () => undefined, info: () => undefined },
      });
      expect((await service.sweep()).objects).toBe(o.pages);
      expect(await flaky.store.list('recordings/')).toEqual([]);
      expect(await app.database.db.select().from(recordingObjectJournal)).toEqual([]);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('an upload cut off by a crash (object written, never committed) is removed by the clean-up a day later, on several instances at once', async () => {
    const local = fixedClock('2030-05-10T19:00:00Z');
    const app = await createTestApp({ clock: local });
    try {
      const o = await storyOf(app, 'STANDARD');
      const id = await startRecording(app, o);
      await recordEveryPage(app, o, id);
      const kept = await storedKeys(app);
      // What a process killed between writing the object and committing its page leaves.
      const orphan = 'recordings/0b0b0b0b-0000-4000-8000-000000000001.webm';
      await app.database.db
        .insert(recordingObjectJournal)
        .values({ objectKey: orphan, intent: 'upload', createdAt: local.now() });
      await app.recordingStore.put(orphan, audioFixture('tone.webm'), 'audio/webm');

      const instance = () =>
        recordingsService(app.database.db, local, {
          store: app.recordingStore,
          publicUrl: app.config.publicUrl,
          log: { warn: () => undefined, info: () => undefined },
        });
      // An hour later it may still be an upload under way: kept.
      local.advance(60 * 60 * 1000);
      await instance().sweep();
      expect(await storedKeys(app)).toContain(orphan);

      local.advance(24 * 60 * 60 * 1000);
      const results = await Promise.all([instance().sweep(), instance().sweep(), instance().sweep()]);
      expect(results.every((r) => r.objects >= 0)).toBe(true);
      expect(await storedKeys(app)).not.toContain(orphan);
      expect((await storedKeys(app)).sort()).toEqual(kept.sort());
      expect(await app.database.db.select().from(recordingObjectJournal)).toEqual([]);
      // The recording still plays.
      const list = (await o.owner.browser.get(`/api/stories/${o.storyId}/recordings`)).json();
      for (const page of list.recordings[0].pages) {
        expect((await sendAudio(app.app, o.owner.browser, 'GET', page.url)).statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
