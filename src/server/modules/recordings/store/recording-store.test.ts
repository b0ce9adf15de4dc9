/**
 * Both recording stores keep the same promises (docs/decisions/019-recorded-voices.md): the folder under
 * DATA_DIR, and S3 through the AWS SDK against a real S3-protocol server (s3rver) in this process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, S3RVER_KEYS, type TestS3 } from '../../../test-support/s3-server.js';
import { audioFixture } from '../../../test-support/recordings.js';
import { folderStore } from './folder-store.js';
import { RecordingStoreError, type RecordingStore } from './recording-store.js';
import { s3Store } from './s3-store.js';

let s3: TestS3;
let dir: string;
beforeAll(async () => {
  s3 = await startTestS3();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const s3Settings = () => ({
  endpoint: s3.url,
  bucket: s3.bucket,
  region: 'us-east-1',
  forcePathStyle: true,
  ...S3RVER_KEYS,
});

const stores: [string, () => RecordingStore][] = [
  ['a folder', () => folderStore(dir)],
  ['S3 (s3rver)', () => s3Store(s3Settings())],
];

describe.each(stores)('the recording store: %s', (_name, make) => {
  it('keeps an object whole with its type, lists it, and deletes it (twice is no error)', async () => {
    const store = make();
    const key = `recordings/${crypto.randomUUID()}.webm`;
    const body = audioFixture('tone.webm');
    expect(await store.get(key)).toBeNull();
    await store.put(key, body, 'audio/webm;codecs=opus');
    const back = await store.get(key);
    expect(back?.contentType).toBe('audio/webm;codecs=opus');
    expect(back?.body.equals(body)).toBe(true);
    expect(await store.list('recordings/')).toContain(key);
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.list('recordings/')).not.toContain(key);
    store.close();
  });

  it('refuses a key it did not make (never a path)', async () => {
    const store = make();
    await expect(store.put('../etc/passwd', Buffer.from('x'), 'audio/webm')).rejects.toThrow(
      /not a recording key/,
    );
    await expect(store.get('recordings/../../x.webm')).rejects.toThrow(/not a recording key/);
    store.close();
  });
});

describe('S3 that refuses', () => {
  it('wrong keys, or a bucket that is not there: a RecordingStoreError naming what failed, not the keys', async () => {
    for (const settings of [
      { ...s3Settings(), accessKeyId: 'NOT-A-KEY', secretAccessKey: 'not-the-secret' },
      { ...s3Settings(), bucket: 'no-such-bucket' },
    ]) {
      const store = s3Store(settings);
      const error = await store
        .put(`recordings/${crypto.randomUUID()}.webm`, audioFixture('tone.webm'), 'audio/webm')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RecordingStoreError);
      expect(String(error)).toMatch(/object storage write failed/);
      expect(String(error)).not.toContain('not-the-secret');
      store.close();
    }
  });
});
