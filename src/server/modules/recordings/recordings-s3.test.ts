/**
 * The whole of a recording's life on S3 storage (S3_URL: the AWS SDK against s3rver in this process), on the
 * test database engine (PGlite, or PostgreSQL with TEST_DATABASE_URL): the owner records, someone invited
 * records, the export lists them and the recordings download holds their audio, and deleting the account
 * leaves nothing in the bucket.
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyParagraphs } from '../../../shared/story-text.js';
import { fixedClock } from '../../clock.js';
import { Browser, grantPlan, signUp, storyInput } from '../../test-support/browser.js';
import { audioFixture, sendAudio } from '../../test-support/recordings.js';
import { startTestS3, type TestS3 } from '../../test-support/s3-server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const clock = fixedClock('2030-07-01T19:30:00Z');
let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ clock, env: s3.env });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

/** The entries of a stored (uncompressed) zip: name and bytes, checked against their CRC. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const crc = zip.readUInt32LE(at + 14);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const data = zip.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    expect(zlib.crc32(data), name).toBe(crc);
    entries.set(name, data);
    at += 30 + nameLength + extra + size;
  }
  expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
  return entries;
}

describe('recordings on S3 storage', () => {
  it('the app stores in the bucket; export lists every recording and the download holds its audio; deleting the account empties the bucket of it', async () => {
    expect(t.recordingStore.kind).toBe('s3');
    const owner = await signUp(t.app);
    await grantPlan(t.database, owner.user.id, 'PREMIUM');
    const story = (await owner.browser.post('/api/stories', storyInput({ childName: 'Rosa' }))).json();
    const pages = storyParagraphs(story.storyContent).length;

    // The owner's own recording.
    const mine = (
      await owner.browser.post(`/api/stories/${story.id}/recordings`, { recorderName: 'Mum' })
    ).json();
    for (let page = 0; page < pages; page++) {
      const res = await sendAudio(
        t.app,
        owner.browser,
        'PUT',
        `/api/stories/${story.id}/recordings/${mine.id}/pages/${page}`,
        audioFixture('tone.webm'),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    await owner.browser.patch(`/api/stories/${story.id}/recordings/${mine.id}`, { status: 'ready' });

    // Grandma's, through an invitation, in Safari's MP4.
    const token = new URL(
      (await owner.browser.post(`/api/stories/${story.id}/recording-invitations`)).json().url,
    ).pathname.split('/')[2]!;
    const grandma = new Browser(t.app);
    await grandma.post(`/api/recording-invitations/${token}/recording`, { recorderName: 'Grandma' });
    for (let page = 0; page < pages; page++) {
      const res = await sendAudio(
        t.app,
        grandma,
        'PUT',
        `/api/recording-invitations/${token}/pages/${page}`,
        audioFixture('tone-fragmented.m4a'),
        'audio/mp4',
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await grandma.post(`/api/recording-invitations/${token}/finish`)).statusCode).toBe(200);

    const inBucket = await t.recordingStore.list('recordings/');
    expect(inBucket).toHaveLength(2 * pages);

    const list = (await owner.browser.get(`/api/stories/${story.id}/recordings`)).json().recordings;
    const grandmas = list.find((r: { recorderName: string }) => r.recorderName === 'Grandma');
    const heard = await sendAudio(t.app, owner.browser, 'GET', grandmas.pages[0].url);
    expect(heard.headers['content-type']).toBe('audio/mp4');
    expect(heard.rawPayload.equals(audioFixture('tone-fragmented.m4a'))).toBe(true);

    // The export lists them.
    const exported = (await owner.browser.get('/api/account/export')).json();
    expect(exported.recordings).toHaveLength(2);
    expect(exported.recordings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ storyId: story.id, recorderName: 'Mum', status: 'ready', invited: false }),
        expect.objectContaining({
          storyId: story.id,
          recorderName: 'Grandma',
          status: 'ready',
          invited: true,
        }),
      ]),
    );
    expect(exported.recordings[0].pages).toHaveLength(pages);

    // The recordings download: every page's audio, as it was recorded, and the listing.
    const download = await sendAudio(t.app, owner.browser, 'GET', '/api/account/export/recordings');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="moonlit-tales-.*-recordings-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = unzip(download.rawPayload);
    expect(files.size).toBe(1 + 2 * pages);
    const listing = JSON.parse(files.get('recordings.json')!.toString());
    expect(listing.map((r: { recorderName: string }) => r.recorderName).sort()).toEqual(['Grandma', 'Mum']);
    const names = [...files.keys()];
    expect(names.filter((n) => /\/Mum \([0-9a-f]{8}\)\/page-\d\d\.webm$/.test(n))).toHaveLength(pages);
    expect(names.filter((n) => /\/Grandma \([0-9a-f]{8}\)\/page-\d\d\.m4a$/.test(n))).toHaveLength(pages);
    const firstMp4 = names.find((n) => n.endsWith('Grandma (' + grandmas.id.slice(0, 8) + ')/page-01.m4a'))!;
    expect(files.get(firstMp4)!.equals(audioFixture('tone-fragmented.m4a'))).toBe(true);
    expect((await new Browser(t.app).get('/api/account/export/recordings')).statusCode).toBe(401);

    // Another family's recording stays when this account goes.
    const neighbour = await signUp(t.app);
    await grantPlan(t.database, neighbour.user.id, 'STANDARD');
    const theirStory = (await neighbour.browser.post('/api/stories', storyInput())).json();
    const theirs = (
      await neighbour.browser.post(`/api/stories/${theirStory.id}/recordings`, { recorderName: 'Pops' })
    ).json();
    await sendAudio(
      t.app,
      neighbour.browser,
      'PUT',
      `/api/stories/${theirStory.id}/recordings/${theirs.id}/pages/0`,
      audioFixture('tone.webm'),
    );

    const gone = await owner.browser.request('DELETE', '/api/account', { password: owner.password });
    expect(gone.statusCode).toBe(204);
    const left = await t.recordingStore.list('recordings/');
    for (const key of inBucket) expect(left).not.toContain(key);
    expect(left).toHaveLength(1);
    expect((await grandma.get(`/api/recording-invitations/${token}`)).statusCode).toBe(404);
  });
});
