import { beforeEach, describe, expect, it } from 'vitest';
import { pageSetting } from '../../../shared/media';
import { firstPagePicture } from './book-pictures';
import { READER_STORAGE_KEY } from './reader-preferences';

const story = {
  sceneSettings: ['garden', 'pond'] as const,
  animal: 'Bear',
  childLook: {
    skinTone: null,
    hairStyle: null,
    hairColor: 'Red' as const,
    eyeColor: null,
    glasses: false,
    pyjamas: null,
  },
};

beforeEach(() => localStorage.clear());

describe('book pictures', () => {
  it("gives each page its scene's setting, the last one past the end, the bedroom when there are none", () => {
    expect(pageSetting({ sceneSettings: [...story.sceneSettings] }, 0)).toBe('garden');
    expect(pageSetting({ sceneSettings: [...story.sceneSettings] }, 5)).toBe('pond');
    expect(pageSetting({ sceneSettings: [] }, 0)).toBe('bedroom');
  });

  it('names the first page picture, with the look, only when the reader opens as a book', () => {
    const s = { ...story, sceneSettings: [...story.sceneSettings] };
    expect(firstPagePicture(s)).toBe('/media/pages/garden/bear.svg?hairColor=Red');
    localStorage.setItem(READER_STORAGE_KEY, JSON.stringify({ mode: 'scroll' }));
    expect(firstPagePicture(s)).toBeNull();
  });
});
