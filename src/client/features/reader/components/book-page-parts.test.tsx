import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Story } from '../../../../shared/api-contracts';
import { READER_STORAGE_KEY } from '../reader-preferences';
import { BookOpening, TEXT_CLASSES } from './book-page-parts';

const story: Story = {
  id: 's1',
  userId: null,
  characterProfileId: null,
  childName: 'Mia',
  title: 'Mia and the Lantern',
  animal: 'Bear',
  theme: 'Friendship',
  storyContent: 'Mia found a lantern.   It glowed softly.\n\nThe pond was still.',
  length: 'Short',
  createdAt: '2026-11-24T08:00:00.000Z',
  lastReadAt: null,
  readCount: 0,
  isPublic: false,
  isFavorite: false,
  tags: [],
  metadata: null,
  bookPreviewUrl: null,
  sceneSettings: ['garden', 'pond'],
  scenePictures: [null, null],
  childLook: {
    skinTone: null,
    hairStyle: null,
    hairColor: 'Red',
    eyeColor: null,
    glasses: false,
    pyjamas: null,
  },
  childAge: null,
  childGender: null,
  moment: null,
  siblings: [],
  continuesStoryId: null,
  chapter: 1,
  closesSeries: false,
  isOwner: true,
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the book opening page (drawn before the reader has loaded)', () => {
  it('shows the first page as the book will: its picture, and its text in the chosen size', () => {
    localStorage.setItem(READER_STORAGE_KEY, JSON.stringify({ mode: 'book', textSize: 'Large' }));
    const { container } = render(<BookOpening story={story} />);
    const picture = screen.getByRole('img');
    expect(picture.getAttribute('src')).toBe('/media/pages/garden/bear.svg?hairColor=Red');
    expect(picture.getAttribute('alt')).toMatch(/^Bear and Mia in /);
    const text = container.querySelector('.story-text')!;
    expect(text.className).toContain(TEXT_CLASSES.Large);
    // The first paragraph only, its sentences as the book joins them.
    expect(text.textContent).toBe('Mia found a lantern. It glowed softly.');
    expect(container.textContent).not.toContain('pond was still');
  });

  it('shows the scroll page’s top, picture and first paragraph, when the reader keeps to the scroll mode', () => {
    localStorage.setItem(READER_STORAGE_KEY, JSON.stringify({ mode: 'scroll' }));
    const { container } = render(<BookOpening story={story} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/media/pages/garden/bear.svg?hairColor=Red');
    expect(container.querySelector('.story-page')).not.toBeNull();
    expect(container.querySelector('.story-text')!.textContent).toBe(
      'Mia found a lantern. It glowed softly.',
    );
  });
});
