import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storySentences } from '../../../../shared/story-text';
import type { ScenePicture, Setting } from '../../../../shared/settings';
import { picturedParagraphs, ScrollPages } from './scroll-pages';

afterEach(cleanup);

const page = (text: string, setting: Setting, picture: ScenePicture | null = null) => ({
  sentences: storySentences(text),
  setting,
  picture,
});

describe('scroll mode pictures', () => {
  it('draws a picture where the story moves to a new place or weather, never one picture twice in a row', () => {
    const scenes: [Setting, ScenePicture | null][] = [
      ['bedroom', null],
      ['garden', null],
      ['garden', null],
      ['garden', 'snow'],
      ['forest', 'snow'],
      ['bedroom', null],
    ];
    expect(picturedParagraphs(scenes.map(([setting, picture]) => ({ setting, picture })))).toEqual([
      true,
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  it('shows each place its picture above its paragraph, the first at once and the rest as they near', () => {
    const { container } = render(
      <ScrollPages
        pages={[
          page('Mia yawned in bed.', 'bedroom'),
          page('The garden was dark.', 'garden'),
          page('The roses nodded.', 'garden'),
          page('The pond was still.', 'pond'),
          page('Snow fell on the pond.', 'pond', 'snow'),
        ]}
        startAt={0}
        position={null}
        textClassName=""
        ending={null}
        companion="Bear"
        childName="Mia"
        look={null}
      />,
    );
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((p) => p.getAttribute('src'))).toEqual([
      '/media/pages/bedroom/bear.svg',
      '/media/pages/garden/bear.svg',
      '/media/pages/pond/bear.svg',
      '/media/pages/pond/bear.svg?scene=snow',
    ]);
    expect(pictures.map((p) => p.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy', 'lazy']);
    expect(pictures[3]!.getAttribute('alt')).toMatch(/, with snow on the ground and falling$/);
    // The pond's picture sits just above the pond's paragraph.
    expect(pictures[2]!.nextElementSibling?.textContent).toBe('The pond was still.');
    // The first paragraph is still the text's first child, so it keeps its drop cap.
    expect(container.querySelector('.story-text')!.firstElementChild?.textContent).toBe('Mia yawned in bed.');
  });
});
