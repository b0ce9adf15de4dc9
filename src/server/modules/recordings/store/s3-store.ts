/**
 * Recordings in S3-compatible object storage (S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY):
 * what several instances share. A PUT is atomic in S3: an object is there whole or not at all.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, RecordingStoreError, type RecordingStore } from './recording-store.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export function s3Store(settings: S3Settings): RecordingStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  // The SDK's errors may carry request ids, never the keys: a short message naming what failed.
  const fail = (what: string, error: unknown): never => {
    const name = error instanceof S3ServiceException ? error.name : (error as Error).name;
    throw new RecordingStoreError(`object storage ${what} failed (${name})`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
      } catch (error) {
        fail('write', error);
      }
    },
    async get(key) {
      assertKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from(await answer.Body!.transformToByteArray());
        return { body, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        return fail('read', error);
      }
    },
    async delete(key) {
      assertKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return;
        fail('delete', error);
      }
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
          );
          for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      } catch (error) {
        fail('list', error);
      }
      return keys;
    },
    close() {
      client.destroy();
    },
  };
}
