import crypto from 'node:crypto';
import { guestSessionIdSchema } from '../../../shared/api-contracts.js';
import { GUEST_RULES } from '../../../shared/catalogue.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import { hashGuestSecret, type Actor } from '../../http/actor.js';
import { HttpError } from '../../http/errors.js';
import { monthStart } from '../../month.js';
import { guestsRepo, type GuestSessionRow } from './guests.repo.js';

const DAY_MS = 86_400_000;

/** The stories a guest session made in the current calendar month (UTC). */
export function guestStoriesThisMonth(
  session: Pick<GuestSessionRow, 'storyCount' | 'lastResetAt'>,
  now: Date,
): number {
  return session.lastResetAt >= monthStart(now) ? session.storyCount : 0;
}

export function guestsService(db: Database, clock: Clock) {
  const repo = guestsRepo(db);
  return {
    /**
     * A new session: its public id (SPEC's sessionId) and the secret for the HttpOnly cookie, each 256
     * random bits (docs/product.md §10 asks for at least 128). Only the secret's hash is stored.
     */
    async createSession(): Promise<{ session: GuestSessionRow; secret: string }> {
      const now = clock.now();
      const secret = crypto.randomBytes(32).toString('base64url');
      const session = await repo.insert({
        id: crypto.randomBytes(32).toString('base64url'),
        secretHash: hashGuestSecret(secret),
        createdAt: now,
        expiresAt: new Date(now.getTime() + GUEST_RULES.sessionDays * DAY_MS),
      });
      return { session, secret };
    },

    /**
     * This month's stories of the caller's own session, named by `id`: 404 for another browser's id or an
     * unknown or consumed session, 401 for an expired one.
     */
    async storyCount(actor: Actor, id: string): Promise<number> {
      const session = guestSessionIdSchema.safeParse(id).success ? await actor.guest(id) : null;
      if (!session) throw new HttpError(404, MESSAGES.guestSessionUnknown);
      return guestStoriesThisMonth(session, clock.now());
    },

    /**
     * claimGuestStories (docs/product.md §4.5): in one transaction, consume the guest session and move all its
     * stories into the caller's account. A second claim, or an unknown session, answers 404. The account's
     * monthly counter is not touched: the guest session already spent its own allowance.
     */
    async claim(
      actor: Actor,
      input: { guestSessionId: string; targetUserId: number },
    ): Promise<{ claimed: number }> {
      const user = actor.requireSelf(input.targetUserId);
      // Only the browser holding the session's cookie claims it: an id alone names another browser's
      // session and gets 404, as an unknown or claimed one does; an expired one 401.
      if (!(await actor.guest(input.guestSessionId))) throw new HttpError(404, MESSAGES.guestSessionUnknown);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const guests = guestsRepo(tx);
        if (!(await guests.consume(input.guestSessionId, user.id, now))) {
          const session = await guests.find(input.guestSessionId);
          if (session && !session.claimedAt && session.expiresAt <= now) {
            throw new HttpError(401, MESSAGES.guestSessionExpired);
          }
          throw new HttpError(404, MESSAGES.guestSessionUnknown);
        }
        return { claimed: await guests.moveToUser(input.guestSessionId, user.id) };
      });
    },
  };
}
export type GuestsService = ReturnType<typeof guestsService>;
