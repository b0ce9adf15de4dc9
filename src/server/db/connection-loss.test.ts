import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss.js';

/** A server error as the pg driver builds it from PostgreSQL's ErrorResponse. */
function serverError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isConnectionLoss', () => {
  it('knows the errors of a connection that went away, bare or wrapped by Drizzle', () => {
    const lost = [
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P02', 'terminating connection due to crash of another server process'),
      serverError('57P03', 'the database system is starting up'),
      serverError('08006', 'connection failure'),
      serverError('53300', 'sorry, too many clients already'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      socketError('ECONNREFUSED'),
      socketError('ECONNRESET'),
    ];
    for (const error of lost) {
      expect(isConnectionLoss(error), error.message).toBe(true);
      expect(isConnectionLoss(new DrizzleQueryError('insert into "stories" ...', [], error))).toBe(true);
    }
  });

  it('leaves every other error to the ordinary handling', () => {
    const others: unknown[] = [
      serverError('23505', 'duplicate key value violates unique constraint "users_username_unique"'),
      serverError('22P02', 'invalid input syntax for type uuid'),
      new DrizzleQueryError('select 1', [], serverError('40P01', 'deadlock detected')),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('Something else'),
      'a string',
      null,
      undefined,
    ];
    for (const error of others) expect(isConnectionLoss(error)).toBe(false);
  });

  it('stops on a cause chain that loops', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    const b: Error & { cause?: unknown } = new Error('b', { cause: a });
    a.cause = b;
    expect(isConnectionLoss(a)).toBe(false);
  });
});
