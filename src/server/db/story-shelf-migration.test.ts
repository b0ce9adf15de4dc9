/**
 * Migration 0015 on a database that already holds stories: each stands on the shelf where it was made,
 * and every chapter of a series where its newest chapter was made, so that a series stands together.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigration, migrationIndex, MIGRATION_FILES } from '../test-support/migration-steps.js';

const target = migrationIndex('0015_');

const db = new PGlite();
afterAll(() => db.close());

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('migration 0015_story_shelf', () => {
  it('shelves a story where it was made, and a series where its newest chapter was', async () => {
    expect(target).toBeGreaterThan(0);
    for (const file of MIGRATION_FILES.slice(0, target)) await applyMigration(db, file);
    const user = await db.query<{ id: number }>(
      `INSERT INTO users (username, password_hash, username_key, email) VALUES ('mum', 'x', 'mum', 'mum@example.com') RETURNING id`,
    );
    const userId = user.rows[0]!.id;
    // A series of three (1, 2, 3) made on the 1st, 3rd and 5th; a story alone (4) on the 2nd.
    const story = (n: number, day: number, continues: number | null, chapter: number) =>
      `('${id(n)}', ${userId}, 'Zadie', 'Zadie and the Key', 'Fox', 'Courage', 'Once upon a time.', 1, '2026-01-0${day}T20:00:00Z', ${
        continues ? `'${id(continues)}'` : 'NULL'
      }, ${chapter})`;
    await db.exec(`
      INSERT INTO stories (id, user_id, child_name, title, animal, theme, story_content, seed, created_at,
        continues_story_id, chapter)
      VALUES ${[story(1, 1, null, 1), story(2, 3, 1, 2), story(3, 5, 2, 3), story(4, 2, null, 1)].join(', ')};
    `);
    await applyMigration(db, MIGRATION_FILES[target]!);
    const rows = await db.query<{ id: string; shelved_at: Date }>(
      'SELECT id, shelved_at FROM stories ORDER BY shelved_at DESC, chapter DESC, id DESC',
    );
    expect(rows.rows.map((r) => [r.id, r.shelved_at.toISOString()])).toEqual([
      [id(3), '2026-01-05T20:00:00.000Z'],
      [id(2), '2026-01-05T20:00:00.000Z'],
      [id(1), '2026-01-05T20:00:00.000Z'],
      [id(4), '2026-01-02T20:00:00.000Z'],
    ]);
  });
});
