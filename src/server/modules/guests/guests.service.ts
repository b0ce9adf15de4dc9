import crypto from 'node:crypto';
import { guestSessionIdSchema } from '../../../shared/api-contracts.js';
import { GUEST_RULES } from '../../../shared/catalogue.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import { hashGuestSecret, type Actor } from '../../http/actor.js';
import { HttpError } from '../../http/errors.js';
import { monthKey, monthStart } from '../../month.js';
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
     * stories into the caller's account. A second claim, or an unknown session, answers 404. The stories
     * of the first session the account claims in a calendar month are free (the guest already spent its
     * own allowance); a later claim that month adds the session's stories of this month to the account's
     * count, past the limit if need be: they are moved all the same (docs/product.md §10, "Claims and the
     * allowance"). Without that, throwaway guest sessions were extra allowance.
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
        // Claims of one account run one at a time, so two at once cannot both be "the first this month".
        await guests.lockUser(user.id);
        const consumed = await guests.consume(input.guestSessionId, user.id, now);
        if (!consumed) {
          const session = await guests.find(input.guestSessionId);
          if (session && !session.claimedAt && session.expiresAt <= now) {
            throw new HttpError(401, MESSAGES.guestSessionExpired);
          }
          throw new HttpError(404, MESSAGES.guestSessionUnknown);
        }
        const earlierClaims = await guests.claimsSince(user.id, monthStart(now), input.guestSessionId);
        const spent = guestStoriesThisMonth(consumed, now);
        if (earlierClaims > 0 && spent > 0) await guests.addToUserMonth(user.id, monthKey(now), spent);
        return { claimed: await guests.moveToUser(input.guestSessionId, user.id) };
      });
    },
  };
}
export type GuestsService = ReturnType<typeof guestsService>;
