import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { canonicalEmail } from '../../../shared/emails.js';
import { canonicalUsername } from '../../../shared/usernames.js';
import type { Executor } from '../../db/executor.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import {
  emailVerificationTokens,
  passwordResetTokens,
  sessions,
  userProfiles,
  users,
} from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
/** What the rest of the server knows about a signed-in user: never the password hash. */
export type AccountUser = Pick<UserRow, 'id' | 'username' | 'email' | 'emailVerifiedAt' | 'createdAt'>;

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

const userBySessionQuery = (db: Executor) =>
  db
    .select({ user: accountColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    );

const prepared = preparedPerDatabase((db) => ({
  userBySession: userBySessionQuery(db).prepare('accounts_user_by_session'),
}));

export function accountsRepo(db: Executor) {
  return {
    /** The user and its user_profiles row (role parent), in the caller's transaction. */
    async insertUserWithProfile(row: {
      username: string;
      email: string;
      passwordHash: string;
      createdAt: Date;
    }): Promise<AccountUser> {
      const [user] = await db
        .insert(users)
        .values({ ...row, usernameKey: canonicalUsername(row.username), emailKey: canonicalEmail(row.email) })
        .returning(accountColumns);
      await db
        .insert(userProfiles)
        .values({ userId: user!.id, createdAt: row.createdAt, updatedAt: row.createdAt });
      return user!;
    },

    /**
     * The account of any spelling of the name: its canonical key (docs/decisions/023-canonical-usernames.md).
     * An older twin whose key another account held has none and answers to its own name only.
     */
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(
          or(
            eq(users.usernameKey, canonicalUsername(username)),
            and(isNull(users.usernameKey), eq(users.username, username)),
          ),
        )
        .orderBy(sql`${users.usernameKey} IS NULL`)
        .limit(1);
      return row;
    },

    /** The account whose (unshared) address this is, in any letter case. */
    async findByEmailKey(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.emailKey, canonicalEmail(email)));
      return row;
    },

    async insertSession(row: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions(userId: number, now: Date): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    },

    /** The user of a live session and when the session ends, or undefined for an unknown or expired one. */
    async findUserBySession(
      tokenHash: string,
      now: Date,
    ): Promise<{ user: AccountUser; expiresAt: Date } | undefined> {
      const query = prepared(db)?.userBySession ?? userBySessionQuery(db);
      const [row] = await query.execute({ tokenHash, now });
      return row;
    },

    /**
     * Verified accounts registered with this address (any letter case); an address shared before it had to
     * be unique may serve a few. An unverified address is never mailed but for its verification.
     */
    async findVerifiedByEmail(email: string, limit: number): Promise<AccountUser[]> {
      return db
        .select(accountColumns)
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, isNotNull(users.emailVerifiedAt)))
        .orderBy(users.id)
        .limit(limit);
    },

    async findById(userId: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, userId));
      return row;
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    /** Ends every session of the user; answers the hashes of those ended. */
    async deleteUserSessions(userId: number): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ tokenHash: sessions.tokenHash });
      return rows.map((r) => r.tokenHash);
    },

    async insertResetToken(row: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(row);
    },

    /** Marks a live, unused token used, once: a second or concurrent use answers undefined. */
    async consumeResetToken(tokenHash: string, now: Date): Promise<{ userId: number } | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row;
    },

    /** A new password makes every other link of the user useless, and expired ones are dropped. */
    async deleteResetTokens(userId: number): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    },

    async insertVerificationToken(row: {
      tokenHash: string;
      userId: number;
      email: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insert(emailVerificationTokens).values(row);
    },

    /**
     * Uses a live, unused verification link once and marks the account's address verified, if it is still
     * the address the link was sent to. Answers the user id, or undefined for a link that proves nothing.
     */
    async verifyEmail(tokenHash: string, now: Date): Promise<{ userId: number } | undefined> {
      const [token] = await db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
      if (!token) return undefined;
      const [user] = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(users.id, token.userId), eq(users.email, token.email)))
        .returning({ id: users.id });
      if (!user) return undefined;
      await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, token.userId));
      return { userId: user.id };
    },
  };
}
