import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { jsonServerMessage } from './server-message';

describe('jsonServerMessage', () => {
  it("answers the message of the server's JSON error", () => {
    expect(jsonServerMessage(new ApiError(404, '{"message":"Character profile not found."}'))).toBe(
      'Character profile not found.',
    );
  });
  it('ignores a bare status text, an HTML page, an empty message and other errors', () => {
    expect(jsonServerMessage(new ApiError(502, 'Bad Gateway'))).toBeUndefined();
    expect(jsonServerMessage(new ApiError(500, '<html><body>oops</body></html>'))).toBeUndefined();
    expect(jsonServerMessage(new ApiError(500, '{"message":"  "}'))).toBeUndefined();
    expect(jsonServerMessage(new ApiError(500, '{"error":"x"}'))).toBeUndefined();
    expect(jsonServerMessage(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
