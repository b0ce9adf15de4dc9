import { describe, expect, it, vi } from 'vitest';
import { installGlobalErrorHandler } from './global-error-handler';

describe('the global error handler (docs/product.md §8.5)', () => {
  it("logs window errors whose text contains 'match', and only those", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uninstall = installGlobalErrorHandler(window);
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Cannot read properties of null (reading match)' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'Something else' }));
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'no match after uninstall' }));
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
