import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('stores a self-describing scrypt hash with a random salt', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats a malformed or tampered stored hash as no match', async () => {
    const stored = await hashPassword('pw12345678');
    expect(await verifyPassword('pw12345678', 'plain-text')).toBe(false);
    expect(await verifyPassword('pw12345678', stored.replace('$16384$', '$3$'))).toBe(false);
    expect(await verifyPassword('pw12345678', stored.replace('$16384$', '$1073741824$'))).toBe(false);
    expect(await verifyPassword('pw12345678', stored.slice(0, -4))).toBe(false);
  });

  it('the dummy check never matches', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
