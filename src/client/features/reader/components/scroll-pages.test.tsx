import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storySentences } from '../../../../shared/story-text';
import type { Setting } from '../../../../shared/settings';
import { picturedParagraphs, ScrollPages } from './scroll-pages';

afterEach(cleanup);

const page = (text: string, setting: Setting) => ({ sentences: storySentences(text), setting });

describe('scroll mode pictures', () => {
  it('draws a picture where the story moves to a new place, never the same place twice in a row', () => {
    const settings: Setting[] = ['bedroom', 'garden', 'garden', 'forest', 'bedroom'];
    expect(picturedParagraphs(settings.map((setting) => ({ setting })))).toEqual([
      true,
      true,
      false,
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
    expect(pictures.map((p) => p.getAttribute('src')?.split('?')[0])).toEqual([
      '/media/pages/bedroom/bear.svg',
      '/media/pages/garden/bear.svg',
      '/media/pages/pond/bear.svg',
    ]);
    expect(pictures.map((p) => p.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    // The pond's picture sits just above the pond's paragraph.
    expect(pictures[2]!.nextElementSibling?.textContent).toBe('The pond was still.');
    // The first paragraph is still the text's first child, so it keeps its drop cap.
    expect(container.querySelector('.story-text')!.firstElementChild?.textContent).toBe('Mia yawned in bed.');
  });
});
