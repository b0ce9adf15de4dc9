import type { FastifyInstance } from 'fastify';

export interface HealthOptions {
  ping(): Promise<boolean>;
  isShuttingDown(): boolean;
  /** The rate limits have fallen back to this process (Redis unreachable): serving, but degraded. */
  limitsDegraded(): boolean;
}

/** /healthz: the process serves. /readyz: and the database answers (docs/product.md); 'degraded' while
 * the rate limits count in this process because Redis does not answer (docs/security.md). */
export function healthRoutes(app: FastifyInstance, options: HealthOptions): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (options.isShuttingDown())
      return reply.status(503).send({ status: 'shutting down', message: 'The server is shutting down.' });
    const ok = await options.ping();
    if (ok && options.limitsDegraded())
      return {
        status: 'degraded',
        message: 'Redis is not answering: rate limits are counted in this instance alone until it does.',
      };
    return ok
      ? { status: 'ready' }
      : reply.status(503).send({ status: 'unavailable', message: 'The database is not answering.' });
  });
}
