/**
 * Export and deletion of an account (docs/product.md, "Accounts"): the export answers everything held
 * about the user; deletion cancels a paid subscription with the provider first, then removes the user and
 * everything of theirs in one transaction.
 */
import { MESSAGES } from '../../../shared/messages.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import type { ActorUser } from '../../http/actor.js';
import { PaymentProviderError, type PaymentProvider } from '../billing/payments/payment-provider.js';
import { planService } from '../billing/plan.service.js';
import { accountDataRepo } from './account-data.repo.js';
import type { AccountsService } from './accounts.service.js';

interface Log {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface AccountDataDependencies {
  accounts: Pick<AccountsService, 'checkPassword' | 'forgetUserSessions'>;
  payments: PaymentProvider;
  /** Forgets removed stories in this process at once (their shared links answer 404). */
  forgetStories(ids: readonly string[]): void;
  /** The account's recordings (docs/product.md §14): listed in the export, their audio removed with it. */
  recordings?: { list(userId: number): Promise<unknown[]>; purge(): Promise<unknown> };
  log: Log;
}

export function accountDataService(db: Database, clock: Clock, deps: AccountDataDependencies) {
  const repo = accountDataRepo(db);
  return {
    /** Everything held about the user, as one JSON document. */
    async exportAll(user: ActorUser) {
      const now = clock.now();
      const held = await repo.everything(user.id);
      if (!held) throw new HttpError(401, MESSAGES.signInRequired);
      const plan = await planService(db).subscriptionStatus(user.id, now);
      return {
        exportedAt: now.toISOString(),
        about:
          'Everything Moonlit Tales holds about this account. Passwords are kept only as a one-way hash, which is not included.',
        account: { ...held.account, plan: plan.planType },
        parentProfile: held.parentProfile ?? null,
        characterProfiles: held.profiles.map(({ userId: _userId, ...profile }) => profile),
        stories: held.stories.map(({ userId: _userId, guestSessionId: _guest, ...story }) => story),
        favourites: held.stories.filter((s) => s.isFavorite).map((s) => s.id),
        storyPictures: held.illustrations,
        recordings: (await deps.recordings?.list(user.id)) ?? [],
        readingProgress: held.progress.map(({ userId: _userId, guestSessionId: _guest, ...row }) => row),
        subscriptions: held.plans,
        checkouts: held.checkouts,
        bookOrders: held.orders,
        monthlyUsage: held.usage,
        signedInSessions: held.signIns,
      };
    },

    /** Checks the password, cancels billing with the provider, then removes everything. */
    async deleteAccount(user: ActorUser, password: string): Promise<void> {
      await deps.accounts.checkPassword(user.id, password);
      for (const subscriptionId of await repo.billableProviderSubscriptions(user.id)) {
        try {
          await deps.payments.cancelSubscription(subscriptionId);
        } catch (error) {
          // Nothing is removed while the provider might still bill: the parent can try again.
          deps.log.warn({ err: error, userId: user.id }, 'account deletion: subscription not cancelled');
          const unavailable = !(error instanceof PaymentProviderError) || error.kind === 'unavailable';
          throw new HttpError(unavailable ? 503 : 502, MESSAGES.accountDeletionBillingFailed);
        }
      }
      const removed = await db.transaction((tx) => accountDataRepo(tx).deleteEverything(user.id));
      deps.accounts.forgetUserSessions(user.id, removed.sessionHashes);
      deps.forgetStories(removed.storyIds);
      await deps.recordings?.purge().catch((error: unknown) => {
        // The rows are gone and their audio journalled: the clean-up removes it if this could not.
        deps.log.warn({ err: error }, 'account deletion: recordings left for the clean-up');
      });
      deps.log.info({ userId: user.id, stories: removed.storyIds.length }, 'account deleted');
    },
  };
}
export type AccountDataService = ReturnType<typeof accountDataService>;
