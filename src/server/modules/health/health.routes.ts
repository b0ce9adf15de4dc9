import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  ping(): Promise<boolean>;
  isShuttingDown(): boolean;
}

/** /healthz: the process serves. /readyz: and the database answers (DECISIONS.md §8). */
export function healthRoutes(app: FastifyInstance, options: HealthOptions): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (options.isShuttingDown())
      return reply.status(503).send({ status: 'shutting down', message: 'The server is shutting down.' });
    const ok = await options.ping();
    return ok
      ? { status: 'ready' }
      : reply.status(503).send({ status: 'unavailable', message: 'The database is not answering.' });
  });
}
