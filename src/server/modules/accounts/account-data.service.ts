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
import { PaymentProviderError, planService, type PaymentProvider } from '../billing/index.js';
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
  /** Stories (and pictures) read at a time by an export; tests make it small. */
  exportPageSize?: number;
}

/** ~100 stories are ~1 MB of JSON: the most an export holds at once. */
const EXPORT_PAGE_SIZE = 100;

/** `  "name": value,` as JSON.stringify(document, null, 2) would write it inside the document. */
function field(name: string, value: unknown, last = false): string {
  return `  ${JSON.stringify(name)}: ${indent(JSON.stringify(value, null, 2), '  ')}${last ? '' : ','}\n`;
}

const indent = (json: string, by: string) => json.replaceAll('\n', `\n${by}`);

/** Rows of a keyset-paged query, one page at a time, until a page comes back short. */
async function* pages<Row, Key>(
  read: (after: Key | null) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  pageSize: number,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length) yield rows;
    if (rows.length < pageSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** `  "name": [ ... ],` written a row at a time, read a page at a time. */
async function* list<Row>(
  name: string,
  rowPages: AsyncIterable<Row[]>,
  shown: (row: Row) => unknown,
): AsyncGenerator<string> {
  let first = true;
  yield `  ${JSON.stringify(name)}: [`;
  for await (const rows of rowPages) {
    for (const row of rows) {
      yield `${first ? '' : ','}\n    ${indent(JSON.stringify(shown(row), null, 2), '    ')}`;
      first = false;
    }
  }
  yield first ? '],\n' : '\n  ],\n';
}

export function accountDataService(db: Database, clock: Clock, deps: AccountDataDependencies) {
  const repo = accountDataRepo(db);
  return {
    /**
     * Everything held about the user, as one JSON document written piece by piece: the stories and their
     * pictures are read a page at a time while the answer is sent, so an account with 2,000 stories
     * (~19 MB) is never held in memory whole (issue 26). The account is read first, so a missing one
     * answers 401 before anything is sent.
     */
    async exportDocument(user: ActorUser): Promise<{ exportedAt: Date; chunks: AsyncIterable<string> }> {
      const now = clock.now();
      const held = await repo.everythingButStories(user.id);
      if (!held) throw new HttpError(401, MESSAGES.signInRequired);
      const plan = await planService(db).subscriptionStatus(user.id, now);
      const pageSize = deps.exportPageSize ?? EXPORT_PAGE_SIZE;
      async function* chunks(): AsyncGenerator<string> {
        yield '{\n';
        yield field('exportedAt', now.toISOString());
        yield field(
          'about',
          'Everything Moonlit Tales holds about this account. Passwords are kept only as a one-way hash, which is not included.',
        );
        // The account as the API shows it (userResponse): whether the address is verified, not when.
        const { emailVerifiedAt, ...account } = held!.account;
        yield field('account', { ...account, emailVerified: emailVerifiedAt !== null, plan: plan.planType });
        yield field('parentProfile', held!.parentProfile ?? null);
        yield field(
          'characterProfiles',
          held!.profiles.map(({ userId: _userId, ...profile }) => profile),
        );
        const favourites: string[] = [];
        yield* list(
          'stories',
          pages(
            (after: { createdAt: Date; id: string } | null) => repo.storiesPage(user.id, after, pageSize),
            (row) => ({ createdAt: row.createdAt, id: row.id }),
            pageSize,
          ),
          ({ userId: _userId, guestSessionId: _guest, ...story }) => {
            if (story.isFavorite) favourites.push(story.id);
            return story;
          },
        );
        yield field('favourites', favourites);
        yield* list(
          'storyPictures',
          pages(
            (after: string | null) => repo.picturesPage(user.id, after, pageSize),
            (row) => row.id,
            pageSize,
          ),
          (picture) => picture,
        );
        yield field('recordings', (await deps.recordings?.list(user.id)) ?? []);
        yield field(
          'readingProgress',
          held!.progress.map(({ userId: _userId, guestSessionId: _guest, ...row }) => row),
        );
        yield field('subscriptions', held!.plans);
        yield field('checkouts', held!.checkouts);
        yield field('bookOrders', await repo.bookOrdersOf(user.id));
        yield field('monthlyUsage', held!.usage);
        yield field('signedInSessions', held!.signIns, true);
        yield '}\n';
      }
      return { exportedAt: now, chunks: chunks() };
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
