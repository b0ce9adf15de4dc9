import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords.js';

describe('the common password list', () => {
  it('holds 10,000 passwords a person could choose here (8 characters or more), read once', () => {
    const list = commonPasswords();
    expect(list.size).toBe(10_000);
    expect([...list].every((p) => p.length >= 8)).toBe(true);
    expect(commonPasswords()).toBe(list);
  });

  it('refuses listed ones in any case or width, and one character repeated; passes a passphrase', () => {
    for (const p of [
      'password',
      '12345678',
      'Baseball',
      'ＦＯＯＴＢＡＬＬ',
      '        ',
      '11111111',
      'zzzzzzzzzzzz',
    ]) {
      expect([p, isCommonPassword(p)]).toEqual([p, true]);
    }
    for (const p of ['correct horse battery', 'moonlit tales 2030', 'aaaaaaab']) {
      expect([p, isCommonPassword(p)]).toEqual([p, false]);
    }
  });
});
