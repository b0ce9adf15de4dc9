import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages.js';
import { registerErrorHandling } from './errors.js';

async function appThrowing(error: unknown, log: string[] = []) {
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } } });
  registerErrorHandling(app);
  app.post('/api/stories', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('answers a request the lost database connection caught with 503, a message and Retry-After', async () => {
    const terminated = new DatabaseError('terminating connection due to administrator command', 0, 'error');
    terminated.code = '57P01';
    const log: string[] = [];
    const app = await appThrowing(
      new DrizzleQueryError('insert into "stories" ...', ['Secret Child Name'], terminated),
      log,
    );
    const res = await app.inject({ method: 'POST', url: '/api/stories' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ message: MESSAGES.connectionLost });
    // Logged with the driver's code, without the query's parameters.
    expect(log.join('')).toContain('57P01');
    expect(log.join('')).not.toContain('Secret Child Name');
    await app.close();
  });

  it('still answers any other fault 500 without its details', async () => {
    const app = await appThrowing(new TypeError('secret detail'));
    const res = await app.inject({ method: 'POST', url: '/api/stories' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).not.toContain('secret detail');
    await app.close();
  });
});
