import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { characterProfiles } from '../../db/schema.js';
import type { CharacterProfileInput, CharacterProfilePatch } from '../../../shared/schemas.js';

export type CharacterProfileRow = typeof characterProfiles.$inferSelect;

const listByUserQuery = (db: Executor) =>
  db
    .select()
    .from(characterProfiles)
    .where(eq(characterProfiles.userId, sql.placeholder('userId')))
    .orderBy(asc(characterProfiles.createdAt), asc(characterProfiles.id));

const prepared = preparedPerDatabase((db) => ({
  listByUser: listByUserQuery(db).prepare('characters_list_by_user'),
}));

export function charactersRepo(db: Executor) {
  const owned = (id: string, userId: number) =>
    and(eq(characterProfiles.id, id), eq(characterProfiles.userId, userId));
  return {
    async listByUser(userId: number): Promise<CharacterProfileRow[]> {
      return (prepared(db)?.listByUser ?? listByUserQuery(db)).execute({ userId });
    },

    async findOwned(id: string, userId: number): Promise<CharacterProfileRow | undefined> {
      const [row] = await db.select().from(characterProfiles).where(owned(id, userId));
      return row;
    },

    async insert(userId: number, input: CharacterProfileInput, now: Date): Promise<CharacterProfileRow> {
      const [row] = await db
        .insert(characterProfiles)
        .values({ ...input, userId, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async update(
      id: string,
      userId: number,
      patch: CharacterProfilePatch,
      now: Date,
    ): Promise<CharacterProfileRow | undefined> {
      const [row] = await db
        .update(characterProfiles)
        .set({ ...patch, updatedAt: now })
        .where(owned(id, userId))
        .returning();
      return row;
    },

    async delete(id: string, userId: number): Promise<boolean> {
      const rows = await db
        .delete(characterProfiles)
        .where(owned(id, userId))
        .returning({ id: characterProfiles.id });
      return rows.length > 0;
    },
  };
}
