/**
 * What the server log may hold about a request (docs/product.md §12, docs/security.md "Secrets in the
 * log"): the route's pattern (`/api/stories/guest-count/:sessionId`), never the URL as sent, whose path
 * and query carry guest ids, story ids and reset tokens. Headers (cookies) are never logged.
 */
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** Logged for a request that matched no route: its path is whatever the caller typed. */
export const UNMATCHED_ROUTE = '(no route)';

export function routePatternOf(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions?.url ?? UNMATCHED_ROUTE);
}

/**
 * A failed query's error carries its parameters (a child's name, a story's text) in `params` and at the
 * end of its message ("Failed query: ...\nparams: Mia,..."): the log keeps the SQL, not the values.
 */
const QUERY_PARAMETERS = /\nparams: [\s\S]*$/;

/** An error as the log shows it: type, message, code, stack and cause, with no query values. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const e = error as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  const message = e.message.replace(QUERY_PARAMETERS, '');
  return {
    type: e.constructor?.name ?? 'Error',
    message,
    ...(e.code !== undefined ? { code: e.code } : {}),
    ...(e.statusCode !== undefined ? { statusCode: e.statusCode } : {}),
    stack: (e.stack ?? '').replace(e.message, message),
    ...(e.cause !== undefined && depth < 5 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/** pino serializers: the route pattern, method and status of a request; errors without query values. */
export const logSerializers = {
  err: (error: unknown) => serializeError(error),
  req(request: FastifyRequest) {
    return { method: request.method, route: routePatternOf(request) };
  },
  res(reply: FastifyReply) {
    return { statusCode: reply.statusCode };
  },
};

/**
 * Fastify's own request lines are off (the hooks in logAccess write one line per request); the controller
 * is also where Fastify would log "Route GET:/the/typed/path not found", which it no longer does.
 */
export function accessLogController(): LogController {
  return new LogController({ disableRequestLogging: true });
}

/**
 * The access log: one line per request at info, when it has been answered (method, route, status, time),
 * and a line at debug when it arrives. Fastify's default writes two lines at info; at info each cost
 * about as much as the rest of a remembered shared story's answer (docs/performance.md, issue 33).
 */
export function logAccess(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ req: request }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
}
