import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearUserId,
  guestSessionStore,
  readGuestSession,
  readUserId,
  resetGuestSessionCacheForTests,
  saveUserId,
  toStoredGuestSession,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCacheForTests();
});

describe('local storage (docs/product.md §4.1)', () => {
  it('keeps the guest session under guestSession with expiresAt in milliseconds', () => {
    const session = toStoredGuestSession({ sessionId: 'abc', expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(session).toEqual({ sessionId: 'abc', expiresAt: Date.UTC(2030, 0, 1) });
    guestSessionStore.set(session);
    expect(JSON.parse(localStorage.getItem('guestSession')!)).toEqual(session);
    expect(readGuestSession()).toEqual(session);
  });

  it('deletes an expired session and treats it as absent', () => {
    localStorage.setItem('guestSession', JSON.stringify({ sessionId: 'abc', expiresAt: Date.now() - 1 }));
    expect(readGuestSession()).toBeNull();
    expect(localStorage.getItem('guestSession')).toBeNull();
  });

  it.each([
    '{not json',
    '"text"',
    '{"sessionId":"abc"}',
    '{"sessionId":"","expiresAt":99999999999999}',
    'null',
  ])('deletes an unparseable session: %s', (raw) => {
    localStorage.setItem('guestSession', raw);
    expect(readGuestSession()).toBeNull();
    expect(localStorage.getItem('guestSession')).toBeNull();
  });

  it('tells subscribers when the session changes', () => {
    let calls = 0;
    const unsubscribe = guestSessionStore.subscribe(() => calls++);
    guestSessionStore.set({ sessionId: 'a', expiresAt: Date.now() + 1000 });
    guestSessionStore.clear();
    unsubscribe();
    guestSessionStore.set({ sessionId: 'b', expiresAt: Date.now() + 1000 });
    expect(calls).toBe(2);
    expect(guestSessionStore.get()?.sessionId).toBe('b');
  });

  it('keeps the user id as text under userId', () => {
    saveUserId(42);
    expect(localStorage.getItem('userId')).toBe('42');
    expect(readUserId()).toBe(42);
    clearUserId();
    expect(readUserId()).toBeNull();
    localStorage.setItem('userId', 'nope');
    expect(readUserId()).toBeNull();
  });
});
