import crypto from 'node:crypto';
import { MESSAGES } from '../../../shared/messages.js';
import type { LoginInput, RegisterInput } from '../../../shared/schemas.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { conflict, unauthorized } from '../../http/errors.js';
import { TtlCache } from '../../ttl-cache.js';
import { EVERYTHING, type ChangeFeed } from '../../db/change-feed.js';
import { accountsRepo, type AccountUser } from './accounts.repo.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

const DAY_MS = 86_400_000;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * A page fires several calls at once with the same cookie (the home page four): each needs the session's
 * user. This process remembers a live session's user for a few seconds, forgets it at once when it ends
 * here (sign-out, a new sign-in replacing it), and never past the session's own expiry. Another instance
 * (several on one PostgreSQL) sees a sign-out made elsewhere within SESSION_MEMORY_MS.
 */
export const SESSION_MEMORY_MS = 5_000;
const SESSION_TOPIC = 'session:';
const SESSION_MEMORY_ENTRIES = 10_000;

/** Only the SHA-256 of a session token is stored: a leaked table yields no working cookie. */
export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface SignedIn {
  user: AccountUser;
  /** The new session token for the `sid` cookie. */
  token: string;
  expiresAt: Date;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function accountsService(
  db: Database,
  clock: Clock,
  options: { sessionDays: number; changes: ChangeFeed },
) {
  const repo = accountsRepo(db);
  const liveSessions = new TtlCache<string, { user: AccountUser; expiresAt: Date }>({
    ttlMs: SESSION_MEMORY_MS,
    maxEntries: SESSION_MEMORY_ENTRIES,
  });
  // Sessions ended here lately: a lookup that read the row just before it was deleted must not remember it.
  const endedSessions = new TtlCache<string, true>({
    ttlMs: SESSION_MEMORY_MS,
    maxEntries: SESSION_MEMORY_ENTRIES,
  });
  const forgetHere = (tokenHash: string) => {
    liveSessions.delete(tokenHash);
    endedSessions.set(tokenHash, true, clock.now().getTime());
  };
  // Sessions ended on any instance are forgotten on all of them (db/change-feed.ts).
  options.changes.subscribe((topic) => {
    if (topic === EVERYTHING) liveSessions.clear();
    else if (topic.startsWith(SESSION_TOPIC)) forgetHere(topic.slice(SESSION_TOPIC.length));
  });
  const forget = (tokenHash: string) => {
    forgetHere(tokenHash);
    void options.changes.publish(SESSION_TOPIC + tokenHash).catch(() => {
      // The database is not answering: the other instances forget it within SESSION_MEMORY_MS.
    });
  };

  /** A fresh token for every sign-in and registration; the session it replaces (if any) ends. */
  async function startSession(executor: Executor, userId: number, previousToken: string | null | undefined) {
    const now = clock.now();
    const token = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + options.sessionDays * DAY_MS);
    const sessions = accountsRepo(executor);
    if (previousToken && TOKEN_FORMAT.test(previousToken)) {
      const previous = hashSessionToken(previousToken);
      forget(previous);
      await sessions.deleteSession(previous);
    }
    await sessions.deleteExpiredSessions(userId, now);
    await sessions.insertSession({ tokenHash: hashSessionToken(token), userId, createdAt: now, expiresAt });
    return { token, expiresAt };
  }

  return {
    async register(input: RegisterInput, previousToken?: string | null): Promise<SignedIn> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await accountsRepo(tx).insertUserWithProfile({
            username: input.username,
            email: input.email,
            passwordHash,
            createdAt: clock.now(),
          });
          return { user, ...(await startSession(tx, user.id, previousToken)) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.usernameTaken);
        throw error;
      }
    },

    /** Wrong password and unknown username answer alike, in about the same time. */
    async login(input: LoginInput, previousToken?: string | null): Promise<SignedIn> {
      const row = await repo.findByUsername(input.username);
      const valid = row
        ? await verifyPassword(input.password, row.passwordHash)
        : await verifyAgainstDummy(input.password);
      if (!row || !valid) throw unauthorized(MESSAGES.invalidCredentials);
      const user: AccountUser = {
        id: row.id,
        username: row.username,
        email: row.email,
        createdAt: row.createdAt,
      };
      return { user, ...(await startSession(db, user.id, previousToken)) };
    },

    async logout(token: string | null | undefined): Promise<void> {
      if (!token || !TOKEN_FORMAT.test(token)) return;
      const tokenHash = hashSessionToken(token);
      forget(tokenHash);
      await repo.deleteSession(tokenHash);
    },

    /** The signed-in user of a `sid` cookie, or null for a missing, unknown or expired session. */
    async userBySessionToken(token: string | null | undefined): Promise<AccountUser | null> {
      if (!token || !TOKEN_FORMAT.test(token)) return null;
      const tokenHash = hashSessionToken(token);
      const now = clock.now();
      const remembered = liveSessions.get(tokenHash, now.getTime());
      if (remembered && remembered.expiresAt > now) return remembered.user;
      const found = await repo.findUserBySession(tokenHash, now);
      if (!found) return null;
      if (endedSessions.get(tokenHash, now.getTime()) === undefined) {
        liveSessions.set(tokenHash, found, now.getTime());
      }
      return found.user;
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
