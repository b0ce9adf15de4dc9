import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { stories, storyIllustrations } from '../../db/schema.js';

export type StoryIllustrationRow = typeof storyIllustrations.$inferSelect;

export interface IllustrationPage {
  pageNumber: number;
  imageUrl: string;
  caption: string;
  metadata: Record<string, unknown>;
}

export function previewRepo(db: Executor) {
  return {
    /** One row per page; generating again replaces the pages' rows (unique on story and page). */
    async upsertPages(storyId: string, pages: readonly IllustrationPage[], now: Date): Promise<void> {
      await db
        .insert(storyIllustrations)
        .values(pages.map((p) => ({ ...p, storyId, createdAt: now })))
        .onConflictDoUpdate({
          target: [storyIllustrations.storyId, storyIllustrations.pageNumber],
          set: {
            imageUrl: sql`excluded.image_url`,
            caption: sql`excluded.caption`,
            metadata: sql`excluded.metadata`,
            createdAt: sql`excluded.created_at`,
          },
        });
    },

    async setBookPreviewUrl(storyId: string, url: string): Promise<void> {
      await db.update(stories).set({ bookPreviewUrl: url }).where(eq(stories.id, storyId));
    },

    async findPage(storyId: string, pageNumber: number): Promise<StoryIllustrationRow | undefined> {
      const [row] = await db
        .select()
        .from(storyIllustrations)
        .where(and(eq(storyIllustrations.storyId, storyId), eq(storyIllustrations.pageNumber, pageNumber)));
      return row;
    },

    async listPages(storyId: string): Promise<StoryIllustrationRow[]> {
      return db
        .select()
        .from(storyIllustrations)
        .where(eq(storyIllustrations.storyId, storyId))
        .orderBy(storyIllustrations.pageNumber);
    },
  };
}
