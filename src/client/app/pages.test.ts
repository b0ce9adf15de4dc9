import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { PREFETCH_WAIT_MS, preloadPage } from './pages';

const ID = '3f1c2b9e-8d4a-4c7b-9e2f-1a2b3c4d5e6f';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('preloadPage (before the first render)', () => {
  it("reads a story page's story into the query cache, so the first render draws it", async () => {
    const fetch = vi.fn(async () => Response.json({ id: ID, childName: 'Mia' }));
    vi.stubGlobal('fetch', fetch);
    const queryClient = createQueryClient();
    await preloadPage(`/story/${ID}`, queryClient);
    expect(queryClient.getQueryData(queryKeys.story(ID))).toEqual({ id: ID, childName: 'Mia' });
    expect(fetch).toHaveBeenCalledWith(`/api/stories/${ID}`, expect.anything());
  });

  it('asks for nothing on a page whose first screen needs no data', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await preloadPage('/privacy', createQueryClient());
    await preloadPage('/no/such/page', createQueryClient());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('waits for the story at most PREFETCH_WAIT_MS, then lets the page draw its own loading state', async () => {
    await preloadPage(`/story/${ID}`); // the page's code, loaded with real timers
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    let done = false;
    const preloading = preloadPage(`/story/${ID}`, createQueryClient()).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    await preloading;
    expect(done).toBe(true);
  });
});
