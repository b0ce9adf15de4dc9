/**
 * Migration 0011 (docs/decisions/029-accounts-by-email.md) on a database that already holds accounts: an
 * address one account holds becomes its key; an address several share (in any letter case) keys none of
 * them, and they still sign in by username; no old address counts as verified.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigration, migrationIndex, MIGRATION_FILES } from '../test-support/migration-steps.js';

const target = migrationIndex('0011_');

const db = new PGlite();
afterAll(() => db.close());

describe('migration 0011_email_accounts', () => {
  it('keys unshared addresses, leaves shared ones (any case) unkeyed, and verifies none', async () => {
    expect(target).toBeGreaterThan(0);
    for (const file of MIGRATION_FILES.slice(0, target)) await applyMigration(db, file);
    await db.exec(`
      INSERT INTO users (username, password_hash, email, username_key) VALUES
        ('solo', 'x', ' Solo@Example.com', 'solo'),
        ('twin_a', 'x', 'family@example.com', 'twin_a'),
        ('twin_b', 'x', 'FAMILY@example.com', 'twin_b'),
        ('other', 'x', 'other@example.com', 'other');
    `);
    await applyMigration(db, MIGRATION_FILES[target]!);
    const rows = await db.query<{
      username: string;
      email_key: string | null;
      email_verified_at: Date | null;
    }>('SELECT username, email_key, email_verified_at FROM users ORDER BY username');
    expect(rows.rows).toEqual([
      { username: 'other', email_key: 'other@example.com', email_verified_at: null },
      { username: 'solo', email_key: 'solo@example.com', email_verified_at: null },
      { username: 'twin_a', email_key: null, email_verified_at: null },
      { username: 'twin_b', email_key: null, email_verified_at: null },
    ]);
    // From now on the address is unique in any letter case.
    await expect(
      db.exec(
        `INSERT INTO users (username, password_hash, email, email_key) VALUES ('new', 'x', 'OTHER@example.com', 'other@example.com')`,
      ),
    ).rejects.toThrow(/users_email_key_key/);
  });
});
