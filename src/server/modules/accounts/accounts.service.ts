import crypto from 'node:crypto';
import { RETENTION } from '../../../shared/retention.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { LoginInput, RegisterInput } from '../../../shared/schemas.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../../http/errors.js';
import type { Mailer } from '../mail/index.js';
import {
  emailVerificationMail,
  passwordChangedMail,
  passwordResetMail,
  VERIFY_LINK_HOURS,
} from '../mail/index.js';
import { TtlCache } from '../../ttl-cache.js';
import { EVERYTHING, type ChangeFeed } from '../../db/change-feed.js';
import { accountsRepo, type AccountUser } from './accounts.repo.js';
import { commonPasswords, isCommonPassword } from './common-passwords.js';
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

/** The unique index a failed insert ran into, or undefined for another error. */
function uniqueViolation(error: unknown): string | undefined {
  const e = error as {
    code?: unknown;
    constraint?: unknown;
    cause?: { code?: unknown; constraint?: unknown };
  } | null;
  const found = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : undefined;
  if (!found) return undefined;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

/** A reset link's token: 256 random bits, base64url. */
const RESET_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** One address rarely serves more accounts than this; each gets its own link. */
const RESET_ACCOUNTS_PER_ADDRESS = 5;

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface AccountsServiceOptions {
  sessionDays: number;
  /** Sends reset and verification links; with transport 'none' password reset is not offered. */
  mailer: Mailer;
  publicUrl: string;
  log: Log;
  /** Ended sessions reach every instance through it. */
  changes: ChangeFeed;
  /** Starts work that must not delay the answer; by default at once, tracked until flushMail(). */
  afterAnswer?: (work: () => Promise<void>) => void;
}

/** A new password (registration, reset, change): 400 with a message the form shows when it is a common one. */
function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(MESSAGES.passwordTooCommon);
}

export function accountsService(db: Database, clock: Clock, options: AccountsServiceOptions) {
  const repo = accountsRepo(db);
  // Read the common password list now, at start, not on the first registration.
  commonPasswords();
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
  /** Every session of the user ends in this process at once (the rows are deleted by the caller). */
  const forgetUser = (userId: number, endedHashes: readonly string[]) => {
    for (const hash of endedHashes) forget(hash);
    liveSessions.deleteWhere((_hash, entry) => entry.user.id === userId);
  };
  // Mails leave after the answer (so a known address answers as fast as an unknown one); close waits.
  const mailsInFlight = new Set<Promise<void>>();
  function sendLater(mail: Parameters<Mailer['send']>[0], what: string) {
    const sending = options.mailer
      .send(mail)
      .catch((error: unknown) => options.log.error({ err: error, what }, 'mail not sent'))
      .finally(() => mailsInFlight.delete(sending));
    mailsInFlight.add(sending);
  }

  /** A reset request's work, after the answer: known and unknown addresses answer alike and as fast. */
  const afterAnswer =
    options.afterAnswer ??
    ((work: () => Promise<void>) => {
      const running: Promise<void> = work()
        .catch((error: unknown) =>
          options.log.error({ err: error, what: 'password reset' }, 'reset not sent'),
        )
        .finally(() => mailsInFlight.delete(running));
      mailsInFlight.add(running);
    });

  /** A link for every account of the address (none when unknown), each mailed. */
  async function sendResetLinks(email: string, now: Date): Promise<void> {
    const accounts = await repo.findVerifiedByEmail(email, RESET_ACCOUNTS_PER_ADDRESS);
    for (const user of accounts) {
      const token = crypto.randomBytes(32).toString('base64url');
      await repo.insertResetToken({
        tokenHash: hashSessionToken(token),
        userId: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RETENTION.resetLinkMinutes * 60_000),
      });
      const link = `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      sendLater(passwordResetMail({ to: user.email, username: user.username, link }), 'password reset');
    }
  }

  /** The user's password check: 403 (not 401, which would read as signed out) when it is wrong. */
  async function checkPassword(userId: number, password: string) {
    const row = await repo.findById(userId);
    if (!row) throw unauthorized(MESSAGES.signInRequired);
    if (!(await verifyPassword(password, row.passwordHash))) throw forbidden(MESSAGES.wrongPassword);
    return row;
  }

  /** A new single-use verification link for the user's address, mailed after the answer. */
  async function sendVerification(user: Pick<AccountUser, 'id' | 'username' | 'email'>) {
    if (options.mailer.transport === 'none') return;
    const now = clock.now();
    const token = crypto.randomBytes(32).toString('base64url');
    await repo.insertVerificationToken({
      tokenHash: hashSessionToken(token),
      userId: user.id,
      email: user.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFY_LINK_HOURS * 3_600_000),
    });
    const link = `${options.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    sendLater(emailVerificationMail({ to: user.email, username: user.username, link }), 'email verification');
  }

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
      assertUncommonPassword(input.password);
      const passwordHash = await hashPassword(input.password);
      let signedIn: SignedIn;
      try {
        signedIn = await db.transaction(async (tx) => {
          const user = await accountsRepo(tx).insertUserWithProfile({
            username: input.username,
            email: input.email,
            passwordHash,
            createdAt: clock.now(),
          });
          return { user, ...(await startSession(tx, user.id, previousToken)) };
        });
      } catch (error) {
        const index = uniqueViolation(error);
        if (index === 'users_email_key_key') throw conflict(MESSAGES.emailTaken);
        if (index !== undefined) throw conflict(MESSAGES.usernameTaken);
        throw error;
      }
      await sendVerification(signedIn.user);
      return signedIn;
    },

    /**
     * By username, or else by an email address only one account holds (docs/decisions/029-accounts-by-email.md).
     * Wrong password and unknown name or address answer alike, in about the same time.
     */
    async login(input: LoginInput, previousToken?: string | null): Promise<SignedIn> {
      const row =
        (await repo.findByUsername(input.username)) ??
        (input.username.includes('@') ? await repo.findByEmailKey(input.username) : undefined);
      const valid = row
        ? await verifyPassword(input.password, row.passwordHash)
        : await verifyAgainstDummy(input.password);
      if (!row || !valid) throw unauthorized(MESSAGES.invalidCredentials);
      const user: AccountUser = {
        id: row.id,
        username: row.username,
        email: row.email,
        emailVerifiedAt: row.emailVerifiedAt,
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

    /** Whether password reset is offered: only when a mail can be sent. */
    get passwordResetOffered(): boolean {
      return options.mailer.transport !== 'none';
    },

    /**
     * Mails a single-use link to every account that verified the address (none if unknown or unverified:
     * docs/decisions/029-accounts-by-email.md). Nothing
     * about the address is looked up before the answer: the look-up, the links and the mails happen after
     * it, so a known and an unknown address answer alike and in the same time (issue 26).
     */
    async requestPasswordReset(email: string): Promise<void> {
      if (options.mailer.transport === 'none') throw new HttpError(503, MESSAGES.passwordResetUnavailable);
      const now = clock.now();
      afterAnswer(() => sendResetLinks(email, now));
    },

    /** Sets the password from a live link (once) and ends every session of the user. */
    async resetPassword(token: string, password: string): Promise<void> {
      if (!RESET_TOKEN_FORMAT.test(token)) throw badRequest(MESSAGES.resetLinkInvalid);
      assertUncommonPassword(password);
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const ended = await db.transaction(async (tx) => {
        const txRepo = accountsRepo(tx);
        const consumed = await txRepo.consumeResetToken(hashSessionToken(token), now);
        if (!consumed) return null;
        await txRepo.setPasswordHash(consumed.userId, passwordHash);
        await txRepo.deleteResetTokens(consumed.userId);
        return { userId: consumed.userId, hashes: await txRepo.deleteUserSessions(consumed.userId) };
      });
      if (!ended) throw badRequest(MESSAGES.resetLinkInvalid);
      forgetUser(ended.userId, ended.hashes);
    },

    /** A new password: every other session ends, this one continues with a new token. */
    async changePassword(
      user: AccountUser,
      input: { currentPassword: string; newPassword: string },
    ): Promise<SignedIn> {
      await checkPassword(user.id, input.currentPassword);
      assertUncommonPassword(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const result = await db.transaction(async (tx) => {
        const txRepo = accountsRepo(tx);
        await txRepo.setPasswordHash(user.id, passwordHash);
        await txRepo.deleteResetTokens(user.id);
        const hashes = await txRepo.deleteUserSessions(user.id);
        forgetUser(user.id, hashes);
        return { user, ...(await startSession(tx, user.id, null)) };
      });
      // An unverified address gets no mail but its verification.
      if (options.mailer.transport !== 'none' && user.emailVerifiedAt) {
        sendLater(passwordChangedMail({ to: user.email, username: user.username }), 'password changed');
      }
      return result;
    },

    /** Marks the address of a live link verified (once); 400 for a used, expired or mangled link. */
    async verifyEmail(token: string): Promise<void> {
      if (!RESET_TOKEN_FORMAT.test(token)) throw badRequest(MESSAGES.verifyLinkInvalid);
      const verified = await db.transaction((tx) =>
        accountsRepo(tx).verifyEmail(hashSessionToken(token), clock.now()),
      );
      if (!verified) throw badRequest(MESSAGES.verifyLinkInvalid);
      // The remembered users of its sessions still read unverified.
      liveSessions.deleteWhere((_hash, entry) => entry.user.id === verified.userId);
    },

    /** Mails a new verification link; false when the address is already verified. */
    async resendVerification(user: AccountUser): Promise<boolean> {
      const row = await repo.findById(user.id);
      if (!row) throw unauthorized(MESSAGES.signInRequired);
      if (row.emailVerifiedAt) return false;
      if (options.mailer.transport === 'none') throw new HttpError(503, MESSAGES.passwordResetUnavailable);
      await sendVerification(row);
      return true;
    },

    /** 403 unless the password is the user's (deleting an account asks for it again). */
    checkPassword,

    /** The user's sessions ended elsewhere (the account was deleted): forget them here too. */
    forgetUserSessions(userId: number, endedHashes: readonly string[] = []) {
      forgetUser(userId, endedHashes);
    },

    /** Waits for mails still leaving (the app is closing). */
    async flushMail(): Promise<void> {
      await Promise.all([...mailsInFlight]);
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
