import type { FastifyInstance } from 'fastify';
import { RETENTION } from '../../../shared/retention.js';
import type { RetentionService } from './retention.service.js';

export const RETENTION_EVERY_MS = RETENTION.sweepEveryHours * 60 * 60 * 1000;

/**
 * Runs the clean-up once when the app is ready and then every RETENTION_EVERY_MS. The timer does not keep
 * the process alive (unref), and closing the app stops it and waits for a run under way, so the database
 * is never closed under it.
 */
export function scheduleRetention(app: FastifyInstance, retention: Pick<RetentionService, 'sweep'>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const run = () => {
    running = retention.sweep().then(
      (done) => {
        const { ran, ...removed } = done;
        if (Object.values(removed).some((n) => n > 0)) app.log.info(removed, 'retention clean-up');
        else if (!ran) app.log.debug('retention clean-up: another instance is running it');
      },
      (error: unknown) => app.log.warn({ err: error }, 'retention clean-up failed; it will run again'),
    );
    void running.finally(() => {
      running = undefined;
      if (!closed) timer = setTimeout(run, RETENTION_EVERY_MS).unref();
    });
  };
  app.addHook('onReady', async () => {
    run();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
