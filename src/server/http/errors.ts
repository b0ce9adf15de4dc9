/**
 * One error handler: a 4xx carries a message a person can act on; a 5xx hides internals and is logged.
 * Every error answers JSON `{ "message": "..." }` (docs/product.md §8.1).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/messages.js';
import { connectionLoss, RETRY_AFTER_SECONDS } from '../db/connection-loss.js';

/** An error the product means to show: its status and message go to the caller as they are. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new HttpError(400, message, details);
export const unauthorized = (message: string = MESSAGES.signInRequired) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Send the request body as JSON, with the header Content-Type: application/json.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message:
      'The request body is empty: send a JSON object, or no Content-Type header if there is nothing to send.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
};

/**
 * SQLSTATEs that only input can cause: text the database cannot store (a NUL, a character outside UTF-8).
 * The request guards refuse a NUL first; this keeps any other path to them a 400, not a 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
function databaseCode(error: unknown): unknown {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.cause?.code ?? e?.code;
}

/** Turns a zod issue path and message into one sentence: "childName: Too small...". */
function describeValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first.message ?? 'is not valid';
      // Messages written for people (docs/product.md §8.1 texts) are shown as they are.
      if (/^[A-Z]/.test(message)) return message;
      return field ? `${field}: ${message}` : message;
    }
  }
  return error.message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.details });
    }
    if (error.validation) {
      return reply.status(400).send({ message: describeValidation(error) });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (UNSTORABLE_TEXT.has(String(databaseCode(error)))) {
      return reply.status(400).send({
        message: 'The request contains characters that cannot be stored. Remove them and try again.',
      });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    }
    // The database connection went away under the request: nothing it wrote was committed half-way (its
    // writes are one transaction or one statement), so it may be sent again once the pool has reconnected.
    const lost = connectionLoss(error);
    if (lost) {
      // The driver's code and message only: Drizzle's wrapper quotes the query's parameters (names, text).
      request.log.warn({ connectionLost: lost }, 'request failed: the database connection was lost');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: MESSAGES.connectionLost });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: error.message || 'Too many requests. Please wait a moment and try again.' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again in a moment.' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .status(404)
        .send({ message: `No such API endpoint: ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.status(404).send({ message: 'Not found.' });
  });
}
