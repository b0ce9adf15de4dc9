import { describe, expect, it } from 'vitest';
import { formatStoryDate, libraryStoryTitle } from './library-story-card';

describe('library cards (docs/product.md §2.7)', () => {
  it('writes the created date in long US format', () => {
    expect(formatStoryDate('2026-11-22T12:00:00.000Z')).toBe('November 22, 2026');
  });
  it("titles a card with the story's own title", () => {
    expect(libraryStoryTitle({ title: 'Mia and the Little Red Mitten' })).toBe(
      'Mia and the Little Red Mitten',
    );
  });
});
