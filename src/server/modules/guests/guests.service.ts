import crypto from 'node:crypto';
import { guestSessionIdSchema } from '../../../shared/api-contracts.js';
import { GUEST_RULES } from '../../../shared/catalogue.js';
import { MESSAGES } from '../../../shared/messages.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../clock.js';
import type { Actor } from '../../http/actor.js';
import { HttpError } from '../../http/errors.js';
import { monthStart } from '../../month.js';
import { guestsRepo, type GuestSessionRow } from './guests.repo.js';

const DAY_MS = 86_400_000;

/** The stories a guest session made in the current calendar month (UTC). */
export function guestStoriesThisMonth(session: GuestSessionRow, now: Date): number {
  return session.lastResetAt >= monthStart(now) ? session.storyCount : 0;
}

export function guestsService(db: Database, clock: Clock) {
  const repo = guestsRepo(db);
  return {
    async createSession(): Promise<GuestSessionRow> {
      const now = clock.now();
      return repo.insert({
        // 256 random bits (docs/product.md §10 asks for at least 128).
        id: crypto.randomBytes(32).toString('base64url'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + GUEST_RULES.sessionDays * DAY_MS),
      });
    },

    /** The live session, or a 401 for an expired or consumed one and 404 for an unknown one. */
    async requireLive(id: string): Promise<GuestSessionRow> {
      const session = guestSessionIdSchema.safeParse(id).success ? await repo.find(id) : undefined;
      if (!session || session.claimedAt) throw new HttpError(404, MESSAGES.guestSessionUnknown);
      if (session.expiresAt <= clock.now()) throw new HttpError(401, MESSAGES.guestSessionExpired);
      return session;
    },

    async storyCount(id: string): Promise<number> {
      const session = await this.requireLive(id);
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
