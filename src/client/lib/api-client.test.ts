import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiRequest, errorMessage, getJson, isConnectionError } from './api-client';

function answer(status: number, body: string, statusText = '') {
  return vi.fn(async () => new Response(body === '' ? null : body, { status, statusText }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the fetch helper (docs/product.md §7, §8.1)', () => {
  it("raises '{status}: {body text}' for a non-OK answer", async () => {
    vi.stubGlobal(
      'fetch',
      answer(403, '{"message":"You have used all 4 stories of your monthly story limit."}'),
    );
    const error = await apiRequest('POST', '/api/stories', { childName: 'Mia' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '403: {"message":"You have used all 4 stories of your monthly story limit."}',
    );
    expect((error as ApiError).serverMessage).toBe(
      'You have used all 4 stories of your monthly story limit.',
    );
    expect(errorMessage(error)).toBe('You have used all 4 stories of your monthly story limit.');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(404, '', 'Not Found'));
    await expect(getJson('/api/stories/x')).rejects.toThrow('404: Not Found');
  });

  it('sends cookies and JSON, and no Content-Type without a body', async () => {
    const fetch = answer(200, '{"claimed":2}');
    vi.stubGlobal('fetch', fetch);
    await expect(
      apiJson('POST', '/api/guest/claim', { guestSessionId: 'g', targetUserId: 1 }),
    ).resolves.toEqual({
      claimed: 2,
    });
    expect(fetch).toHaveBeenCalledWith('/api/guest/claim', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{"guestSessionId":"g","targetUserId":1}',
    });
    await apiRequest('POST', '/api/logout');
    expect(fetch).toHaveBeenLastCalledWith('/api/logout', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  });

  it('maps a 401 to null only when asked', async () => {
    vi.stubGlobal('fetch', answer(401, '{"message":"Please sign in to continue."}'));
    await expect(getJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(getJson('/api/user')).rejects.toThrow('401: {"message":"Please sign in to continue."}');
  });

  it('tells an unreachable server from a refusal', () => {
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionError(new ApiError(503, 'Service Unavailable'))).toBe(true);
    expect(isConnectionError(new ApiError(401, '{"message":"Invalid username or password."}'))).toBe(false);
  });
});
