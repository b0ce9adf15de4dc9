/**
 * A real S3-protocol server for the tests (s3rver, from npm), in this process on a free port, with a bucket:
 * the product's S3 store speaks to it through the AWS SDK exactly as it would to S3, signatures included.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in credentials: it checks every request's signature against them. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3 {
  url: string;
  bucket: string;
  /** The environment that points the app at it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestS3(bucket = 'moonlit-recordings'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bedtime-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket,
    env: {
      S3_URL: url,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
