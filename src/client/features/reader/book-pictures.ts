import type { Story } from '../../../shared/api-contracts';
import { pagePictureUrl } from '../../../shared/media';
import type { Setting } from '../../../shared/settings';
import { readReaderPreferences } from './reader-preferences';

/** Where page `index` of the book happens: its scene's setting (the last one past the end; the bedroom if none). */
export function pageSetting(story: Pick<Story, 'sceneSettings'>, index: number): Setting {
  return story.sceneSettings[index] ?? story.sceneSettings.at(-1) ?? 'bedroom';
}

/**
 * The first page's picture when the reader opens as a book (the kept mode; scroll mode shows none): the
 * story page asks for it as soon as the story is known, since it is the page's largest paint.
 */
export function firstPagePicture(
  story: Pick<Story, 'sceneSettings' | 'animal' | 'childLook'>,
): string | null {
  if (readReaderPreferences().mode !== 'book') return null;
  return pagePictureUrl(pageSetting(story, 0), story.animal, story.childLook);
}
