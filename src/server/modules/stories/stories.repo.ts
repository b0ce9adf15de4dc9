import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  not,
  or,
  sql,
} from 'drizzle-orm';
import type { LibraryFilters } from '../../../shared/api-contracts.js';
import type { Executor } from '../../db/executor.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { bookOrders, guestSessions, readingProgress, stories } from '../../db/schema.js';

export type StoryRow = typeof stories.$inferSelect;
export type NewStoryRow = typeof stories.$inferInsert;
export type ReadingProgressRow = typeof readingProgress.$inferSelect;

/**
 * The library's order: newest first on the shelf, a series together with its newest chapter first
 * (stories.shelved_at), ties broken by the chapter and the id so that a page's end is exact.
 */
const shelfOrder = [desc(stories.shelvedAt), desc(stories.chapter), desc(stories.id)];

/** A page of a list: at most `limit` rows, after the row the cursor names (in shelf order). */
export interface Page {
  limit: number;
  after?: ShelfPlace | undefined;
}
/** Where a story stands on the shelf: what a list's cursor holds. */
export interface ShelfPlace {
  shelvedAt: Date;
  chapter: number;
  id: string;
}

const before = (page: Page) =>
  page.after
    ? sql`(${stories.shelvedAt}, ${stories.chapter}, ${stories.id}) < (${page.after.shelvedAt.toISOString()}::timestamptz, ${page.after.chapter}::integer, ${page.after.id}::uuid)`
    : undefined;

/** `%` and `_` typed by a parent are letters to find, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The library's filters (issue 32). The search reads the title, the child's name and the story's text: an
 * ILIKE over one owner's stories, which the owner index already narrows to a few hundred rows.
 */
function matching(filters: LibraryFilters) {
  const pattern = filters.q === undefined ? undefined : likePattern(filters.q);
  return and(
    pattern === undefined
      ? undefined
      : or(
          ilike(stories.title, pattern),
          ilike(stories.childName, pattern),
          ilike(stories.storyContent, pattern),
        ),
    filters.child === undefined ? undefined : sql`lower(${stories.childName}) = lower(${filters.child})`,
    filters.theme === undefined ? undefined : eq(stories.theme, filters.theme),
    filters.companion === undefined ? undefined : eq(stories.animal, filters.companion),
  );
}

const findQuery = (db: Executor) =>
  db
    .select()
    .from(stories)
    .where(eq(stories.id, sql.placeholder('id')));

// The caller's user id and guest session id may each be null: `column = NULL` matches nothing.
const markReadIfOwnerQuery = (db: Executor) =>
  db
    .update(stories)
    .set({ readCount: sql`${stories.readCount} + 1`, lastReadAt: sql`${sql.placeholder('now')}` })
    .where(
      and(
        eq(stories.id, sql.placeholder('id')),
        or(
          eq(stories.userId, sql.placeholder('userId')),
          and(
            isNull(stories.userId),
            exists(
              db
                .select({ id: guestSessions.id })
                .from(guestSessions)
                .where(
                  and(
                    // The guest is the cookie's secret, never an id (docs/product.md §10).
                    eq(guestSessions.id, stories.guestSessionId),
                    eq(guestSessions.secretHash, sql.placeholder('guestSecretHash')),
                    isNull(guestSessions.claimedAt),
                    gt(guestSessions.expiresAt, sql.placeholder('now')),
                  ),
                ),
            ),
          ),
        ),
      ),
    )
    .returning();

const prepared = preparedPerDatabase((db) => ({
  find: findQuery(db).prepare('stories_find'),
  markReadIfOwner: markReadIfOwnerQuery(db).prepare('stories_mark_read_if_owner'),
}));

export function storiesRepo(db: Executor) {
  return {
    async insert(row: NewStoryRow): Promise<StoryRow> {
      const [inserted] = await db.insert(stories).values(row).returning();
      return inserted!;
    },

    /**
     * A new chapter's series stands with it on the shelf: the chapter `id` and every chapter before it
     * (at most MAX_CHAPTERS, by continues_story_id) take its place `at`.
     */
    async shelveSeries(id: string, at: Date): Promise<void> {
      await db.execute(sql`
        WITH RECURSIVE chain AS (
          SELECT ${stories.id} AS id, ${stories.continuesStoryId} AS previous FROM ${stories} WHERE ${stories.id} = ${id}::uuid
          UNION ALL
          SELECT s.id, s.continues_story_id FROM ${stories} s JOIN chain ON s.id = chain.previous
        )
        UPDATE ${stories} SET shelved_at = ${at.toISOString()}::timestamptz WHERE ${stories.id} IN (SELECT id FROM chain)`);
    },

    async find(id: string): Promise<StoryRow | undefined> {
      const [row] = await (prepared(db)?.find ?? findQuery(db)).execute({ id });
      return row;
    },

    async listByUser(userId: number, page: Page, filters: LibraryFilters = {}): Promise<StoryRow[]> {
      return db
        .select()
        .from(stories)
        .where(and(eq(stories.userId, userId), before(page), matching(filters)))
        .orderBy(...shelfOrder)
        .limit(page.limit);
    },

    async listFavorites(userId: number, page: Page, filters: LibraryFilters = {}): Promise<StoryRow[]> {
      return db
        .select()
        .from(stories)
        .where(and(eq(stories.userId, userId), eq(stories.isFavorite, true), before(page), matching(filters)))
        .orderBy(...shelfOrder)
        .limit(page.limit);
    },

    /** The names of the children the user's stories were told for, each once, A to Z. */
    async childNames(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ name: stories.childName })
        .from(stories)
        .where(eq(stories.userId, userId))
        .orderBy(asc(stories.childName));
      return rows.map((r) => r.name);
    },

    /**
     * The children's memory: the passages of the last stories any of them heard (as the child a story was
     * made for, or as a brother or sister in it), their text and titles, and who led each; newest first.
     * One child alone is one read of the stories_user_child_idx or stories_guest_child_idx index. The text
     * gives the lines they heard.
     */
    async recentTold(
      owner: { userId: number } | { guestSessionId: string },
      childKeys: readonly [string, ...string[]],
      limit: number,
    ): Promise<{ parts: string[]; content: string; title: string; leadKey: string | null }[]> {
      const ownerIs =
        'userId' in owner
          ? eq(stories.userId, owner.userId)
          : eq(stories.guestSessionId, owner.guestSessionId);
      const keys = [...childKeys];
      const heardBy =
        keys.length === 1
          ? or(eq(stories.childKey, keys[0]!), arrayOverlaps(stories.siblingKeys, keys))
          : or(inArray(stories.childKey, keys), arrayOverlaps(stories.siblingKeys, keys));
      return db
        .select({
          parts: stories.parts,
          content: stories.storyContent,
          title: stories.title,
          leadKey: stories.leadKey,
        })
        .from(stories)
        .where(and(ownerIs, heardBy))
        .orderBy(desc(stories.createdAt))
        .limit(limit);
    },

    /** The owner's stories made since `since`, newest first, at most `limit`. */
    async listRecent(
      owner: { userId: number } | { guestSessionId: string },
      since: Date,
      limit: number,
    ): Promise<StoryRow[]> {
      const ownerIs =
        'userId' in owner
          ? eq(stories.userId, owner.userId)
          : and(isNull(stories.userId), eq(stories.guestSessionId, owner.guestSessionId));
      return db
        .select()
        .from(stories)
        .where(and(ownerIs, gte(stories.createdAt, since)))
        .orderBy(desc(stories.createdAt), desc(stories.id))
        .limit(limit);
    },

    /**
     * Deletes the story unless a book order holds it (an order is a financial record); answers whether it
     * was deleted. One statement, so an order placed meanwhile cannot meet a half-deleted story.
     */
    async deleteUnlessOrdered(id: string): Promise<boolean> {
      const deleted = await db
        .delete(stories)
        .where(
          and(
            eq(stories.id, id),
            not(exists(db.select({ id: bookOrders.id }).from(bookOrders).where(eq(bookOrders.storyId, id)))),
          ),
        )
        .returning({ id: stories.id });
      return deleted.length > 0;
    },

    async listByGuest(guestSessionId: string, page: Page): Promise<StoryRow[]> {
      return db
        .select()
        .from(stories)
        .where(and(eq(stories.guestSessionId, guestSessionId), before(page)))
        .orderBy(...shelfOrder)
        .limit(page.limit);
    },

    /**
     * One more read, now, if the caller owns the story: its user, or (for a guest's story) the guest session
     * named, while that session is live (not expired, not claimed). Ownership is checked and the read counted
     * in one statement; undefined when the caller is not the owner (or there is no such story).
     */
    async markReadIfOwner(
      id: string,
      caller: { userId: number | null; guestSecretHash: string | null },
      now: Date,
    ): Promise<StoryRow | undefined> {
      if (caller.userId === null && caller.guestSecretHash === null) return undefined;
      const query = prepared(db)?.markReadIfOwner ?? markReadIfOwnerQuery(db);
      const [row] = await query.execute({
        id,
        userId: caller.userId,
        guestSecretHash: caller.guestSecretHash,
        now,
      });
      return row;
    },

    async setFlags(
      id: string,
      flags: { isFavorite?: boolean; isPublic?: boolean },
    ): Promise<StoryRow | undefined> {
      const [row] = await db.update(stories).set(flags).where(eq(stories.id, id)).returning();
      return row;
    },

    async insertProgress(row: typeof readingProgress.$inferInsert): Promise<ReadingProgressRow> {
      const [inserted] = await db.insert(readingProgress).values(row).returning();
      return inserted!;
    },
  };
}
