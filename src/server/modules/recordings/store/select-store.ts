/**
 * The recording store the configuration names (docs/product.md §14): S3-compatible object storage when S3_URL
 * is set, else a folder under DATA_DIR; and the clean-up that every instance runs now and then.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../env.js';
import type { RecordingsService } from '../recordings.service.js';
import { folderStore } from './folder-store.js';
import type { RecordingStore } from './recording-store.js';
import { s3Store } from './s3-store.js';

export function recordingStoreFromConfig(config: Config): RecordingStore {
  if (config.S3_URL) {
    return s3Store({
      endpoint: config.S3_URL,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return folderStore(path.resolve(config.DATA_DIR));
}

/** How often each instance runs the clean-up (it is cheap when there is nothing to do). */
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;
/** The first run waits a little: start-up and the first requests come first. */
const FIRST_CLEANUP_MS = 30 * 1000;

/** Runs the clean-up a little after start and then every CLEANUP_EVERY_MS; stops when the app closes. */
export function scheduleRecordingCleanup(
  app: FastifyInstance,
  recordings: Pick<RecordingsService, 'sweep'>,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    recordings.sweep().then(
      (done) => {
        if (done.objects || done.invitations) app.log.info(done, 'recordings clean-up');
      },
      (error: unknown) => app.log.warn({ err: error }, 'recordings clean-up failed; it will run again'),
    );
    timer = setTimeout(run, CLEANUP_EVERY_MS).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(run, FIRST_CLEANUP_MS).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}
