import { describe, expect, it } from 'vitest';
import { nextVisibility } from './use-scroll-visibility';

describe('the top bar on scroll (docs/product.md §2.2, §9)', () => {
  it('hides when scrolling down past 100 px', () => {
    expect(nextVisibility(true, 50, 90)).toBe(true);
    expect(nextVisibility(true, 90, 101)).toBe(false);
  });
  it('returns when scrolling up, or within 10 px of the top', () => {
    expect(nextVisibility(false, 500, 480)).toBe(true);
    expect(nextVisibility(false, 500, 500)).toBe(false);
    expect(nextVisibility(false, 0, 10)).toBe(true);
  });
});
