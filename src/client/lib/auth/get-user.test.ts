import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser } from './get-user';

const USER = { id: 7, username: 'parent', email: 'p@example.com', createdAt: '2026-11-24T00:00:00.000Z' };

beforeEach(() => {
  window.localStorage.setItem('userId', '7');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('who is signed in (docs/product.md §4, §8)', () => {
  it('answers the user, or null on a 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(USER)),
    );
    expect(await getUser()).toEqual(USER);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 401 })),
    );
    expect(await getUser()).toBeNull();
  });

  it('treats any other failed answer as nobody, and says so in the console', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    expect(await getUser()).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Failed to fetch user', expect.anything());
  });

  it('offline (no answer at all) is an error, not a sign-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(getUser()).rejects.toThrow(TypeError);
  });

  it('asks nothing when nobody signed in from this browser', async () => {
    window.localStorage.removeItem('userId');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await getUser()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
