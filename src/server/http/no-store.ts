/**
 * The product's API answers are about someone: a child, an account, a guest's stories. None is kept by a
 * browser's or a proxy's HTTP cache (`Cache-Control: no-store`) unless its route chose a header itself, as
 * a stranger's read of a shared story does (docs/decisions/024-the-device-forgets.md). The service worker
 * keeps its own copies for offline reading and forgets them at logout; the HTTP cache would not.
 */
import type { FastifyInstance } from 'fastify';

export function registerNoStore(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
