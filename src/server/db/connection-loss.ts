/**
 * Tells a lost or unreachable database connection apart from a fault in the request or the code
 * (docs/decisions/021-connection-loss-and-stopping.md). A request that failed because the connection went
 * away (the database restarted, failed over, or ended the backend) is answered 503 with Retry-After: its
 * writes ran in a transaction that did not commit, or in a single statement, so sending it again is safe.
 *
 * The PostgreSQL driver says so in three ways, each looked for along the error's `cause` chain (Drizzle
 * wraps the driver's error in its own):
 * - a SQLSTATE from the server: class 08 (connection exception), 57P01-57P03 (the backend was ended, the
 *   server crashed or is starting), 53300 (too many connections);
 * - a socket error code (the server is not reachable);
 * - one of the driver's own messages for a connection that ended or cannot be used (pg sets no code on them).
 */

const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

/**
 * The link of the error's cause chain that says the connection was lost (the driver's error: its code and
 * message, never Drizzle's wrapper, whose message carries the query's parameters), or null.
 */
export function connectionLoss(error: unknown): { code: string | undefined; message: string } | null {
  let current: unknown = error;
  // Bounded: a cause chain is a few links long, and a cycle must not loop forever.
  for (let depth = 0; depth < 8 && current instanceof Object; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string' && (code.startsWith('08') || SQLSTATES.has(code) || SOCKET_CODES.has(code)))
      return { code, message: text };
    if (DRIVER_MESSAGES.some((m) => text.startsWith(m))) return { code: undefined, message: text };
    current = cause;
  }
  return null;
}

export function isConnectionLoss(error: unknown): boolean {
  return connectionLoss(error) !== null;
}

/** Seconds a client is asked to wait before sending the request again: the pool reconnects at once. */
export const RETRY_AFTER_SECONDS = 2;
