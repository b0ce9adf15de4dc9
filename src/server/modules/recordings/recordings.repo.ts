import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  recordingInvitations,
  recordingObjectJournal,
  recordingPages,
  recordings,
  stories,
} from '../../db/schema.js';

export type RecordingRow = typeof recordings.$inferSelect;
export type RecordingPageRow = typeof recordingPages.$inferSelect;
export type InvitationRow = typeof recordingInvitations.$inferSelect;
export type RecordingWithPages = RecordingRow & { pages: RecordingPageRow[] };

export function recordingsRepo(db: Executor) {
  async function withPages(rows: RecordingRow[]): Promise<RecordingWithPages[]> {
    if (rows.length === 0) return [];
    const pages = await db
      .select()
      .from(recordingPages)
      .where(
        inArray(
          recordingPages.recordingId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(recordingPages.page));
    return rows.map((r) => ({ ...r, pages: pages.filter((p) => p.recordingId === r.id) }));
  }

  return {
    async listForStory(storyId: string): Promise<RecordingWithPages[]> {
      const rows = await db
        .select()
        .from(recordings)
        .where(eq(recordings.storyId, storyId))
        .orderBy(asc(recordings.createdAt), asc(recordings.id));
      return withPages(rows);
    },

    async listForStories(storyIds: readonly string[]): Promise<RecordingWithPages[]> {
      if (storyIds.length === 0) return [];
      const rows = await db
        .select()
        .from(recordings)
        .where(inArray(recordings.storyId, [...storyIds]))
        .orderBy(asc(recordings.createdAt), asc(recordings.id));
      return withPages(rows);
    },

    async find(id: string, storyId: string): Promise<RecordingWithPages | undefined> {
      const [row] = await db
        .select()
        .from(recordings)
        .where(and(eq(recordings.id, id), eq(recordings.storyId, storyId)));
      return row ? (await withPages([row]))[0] : undefined;
    },

    async findByInvitation(invitationId: string): Promise<RecordingWithPages | undefined> {
      const [row] = await db.select().from(recordings).where(eq(recordings.invitationId, invitationId));
      return row ? (await withPages([row]))[0] : undefined;
    },

    async insert(row: typeof recordings.$inferInsert): Promise<RecordingRow> {
      const [inserted] = await db.insert(recordings).values(row).returning();
      return inserted!;
    },

    async update(
      id: string,
      patch: Partial<Pick<RecordingRow, 'recorderName' | 'shared' | 'status' | 'updatedAt'>>,
    ): Promise<void> {
      await db.update(recordings).set(patch).where(eq(recordings.id, id));
    },

    async remove(id: string): Promise<boolean> {
      const gone = await db.delete(recordings).where(eq(recordings.id, id)).returning({ id: recordings.id });
      return gone.length > 0;
    },

    /** Holds the story's row until the transaction ends: uploads to one story are counted one at a time. */
    async lockStory(storyId: string): Promise<boolean> {
      const rows = await db.execute(
        sql`SELECT 1 FROM ${stories} WHERE ${stories.id} = ${storyId} FOR UPDATE`,
      );
      return (rows as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /** Bytes of every page of every recording of the story, but one page (the one being replaced). */
    async storyBytes(storyId: string, except?: { recordingId: string; page: number }): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${recordingPages.byteSize}), 0)` })
        .from(recordingPages)
        .innerJoin(recordings, eq(recordings.id, recordingPages.recordingId))
        .where(
          and(
            eq(recordings.storyId, storyId),
            except
              ? sql`NOT (${recordingPages.recordingId} = ${except.recordingId} AND ${recordingPages.page} = ${except.page})`
              : undefined,
          ),
        );
      return Number(row?.total ?? 0);
    },

    /** A page recorded (again): the old object, if any, is journalled for deletion by the trigger. */
    async putPage(row: typeof recordingPages.$inferInsert): Promise<void> {
      await db
        .insert(recordingPages)
        .values(row)
        .onConflictDoUpdate({
          target: [recordingPages.recordingId, recordingPages.page],
          set: {
            objectKey: row.objectKey,
            mimeType: row.mimeType,
            byteSize: row.byteSize,
            durationMs: row.durationMs,
            createdAt: row.createdAt ?? new Date(),
          },
        });
    },

    async removePage(recordingId: string, page: number): Promise<boolean> {
      const gone = await db
        .delete(recordingPages)
        .where(and(eq(recordingPages.recordingId, recordingId), eq(recordingPages.page, page)))
        .returning({ page: recordingPages.page });
      return gone.length > 0;
    },

    async findPage(recordingId: string, page: number): Promise<RecordingPageRow | undefined> {
      const [row] = await db
        .select()
        .from(recordingPages)
        .where(and(eq(recordingPages.recordingId, recordingId), eq(recordingPages.page, page)));
      return row;
    },

    async storyIdsOfUser(userId: number): Promise<string[]> {
      const rows = await db.select({ id: stories.id }).from(stories).where(eq(stories.userId, userId));
      return rows.map((r) => r.id);
    },

    // ---------- the journal of objects that may have no page ----------
    async journalUpload(objectKey: string, now: Date): Promise<void> {
      await db.insert(recordingObjectJournal).values({ objectKey, intent: 'upload', createdAt: now });
    },

    async forgetJournal(objectKeys: readonly string[]): Promise<void> {
      if (objectKeys.length === 0) return;
      await db
        .delete(recordingObjectJournal)
        .where(inArray(recordingObjectJournal.objectKey, [...objectKeys]));
    },

    /** Objects to remove now: those whose page is gone, and uploads begun before `staleBefore` (a crash). */
    async objectsToRemove(staleBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: recordingObjectJournal.objectKey })
        .from(recordingObjectJournal)
        .where(
          or(
            eq(recordingObjectJournal.intent, 'delete'),
            and(
              eq(recordingObjectJournal.intent, 'upload'),
              lt(recordingObjectJournal.createdAt, staleBefore),
            ),
          ),
        )
        .orderBy(asc(recordingObjectJournal.createdAt))
        .limit(limit);
      return rows.map((r) => r.key);
    },

    async isReferenced(objectKey: string): Promise<boolean> {
      const [row] = await db
        .select({ key: recordingPages.objectKey })
        .from(recordingPages)
        .where(eq(recordingPages.objectKey, objectKey));
      return row !== undefined;
    },

    // ---------- invitations ----------
    async insertInvitation(row: typeof recordingInvitations.$inferInsert): Promise<InvitationRow> {
      const [inserted] = await db.insert(recordingInvitations).values(row).returning();
      return inserted!;
    },

    async openInvitations(storyId: string, now: Date): Promise<InvitationRow[]> {
      return db
        .select()
        .from(recordingInvitations)
        .where(
          and(
            eq(recordingInvitations.storyId, storyId),
            isNull(recordingInvitations.usedAt),
            gt(recordingInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(recordingInvitations.createdAt));
    },

    async invitationByTokenHash(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(recordingInvitations)
        .where(eq(recordingInvitations.tokenHash, tokenHash));
      return row;
    },

    async invitationForUpdate(id: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(recordingInvitations)
        .where(eq(recordingInvitations.id, id))
        .for('update');
      return row;
    },

    async markInvitationUsed(id: string, now: Date): Promise<void> {
      await db.update(recordingInvitations).set({ usedAt: now }).where(eq(recordingInvitations.id, id));
    },

    async removeInvitation(id: string, storyId: string): Promise<boolean> {
      const gone = await db
        .delete(recordingInvitations)
        .where(and(eq(recordingInvitations.id, id), eq(recordingInvitations.storyId, storyId)))
        .returning({ id: recordingInvitations.id });
      return gone.length > 0;
    },

    /**
     * Invitations over (used or expired) before `before`, and the drafts left unfinished through them: kept
     * no longer than needed (docs/product.md §14).
     */
    async removeFinishedInvitations(before: Date): Promise<number> {
      const over = await db
        .select({ id: recordingInvitations.id })
        .from(recordingInvitations)
        .where(or(lt(recordingInvitations.expiresAt, before), lt(recordingInvitations.usedAt, before)));
      if (over.length === 0) return 0;
      const ids = over.map((o) => o.id);
      await db
        .delete(recordings)
        .where(and(inArray(recordings.invitationId, ids), eq(recordings.status, 'draft')));
      await db.delete(recordingInvitations).where(inArray(recordingInvitations.id, ids));
      return ids.length;
    },
  };
}
