/**
 * Stopping without resetting anyone (docs/decisions/021-connection-loss-and-stopping.md). On SIGTERM the
 * server stops taking connections, answers every request it received, and tells each kept-alive connection
 * that it is the last answer (`Connection: close`) so the client closes it and opens its next connection
 * elsewhere. A connection still idle after `idleMs` is closed then.
 *
 * Node's own `http.Server.close()` closes every idle kept-alive connection at once. A client may be writing
 * its next request to one in that instant: the request is reset unread, and the client cannot tell whether
 * it was done (3-7 such resets in 3 of 5 rounds under load, issue 26). An idle connection that nobody used
 * for `idleMs` after the signal is unlikely to be in use, and a client that uses it in the window gets an
 * answer.
 */
import net from 'node:net';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** From `isStopping()` on, every answer says `Connection: close`: the connection ends after it. */
export function registerLastAnswers(app: FastifyInstance, isStopping: () => boolean): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isStopping()) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Stops listening and resolves once every connection has ended: those with a request end after its answer
 * (which says `Connection: close`), idle ones when their client uses them once more or after `idleMs`.
 */
export async function drainConnections(server: Server, idleMs: number): Promise<void> {
  // net.Server's close: stop listening, and call back once the last connection has ended, without the
  // closing of idle connections that http.Server's close adds.
  const ended = new Promise<void>((resolve) => {
    net.Server.prototype.close.call(server, () => resolve());
  });
  let timer: NodeJS.Timeout | undefined;
  const idleWindow = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, idleMs);
  });
  await Promise.race([ended, idleWindow]);
  clearTimeout(timer);
  server.closeIdleConnections();
  await ended;
}
