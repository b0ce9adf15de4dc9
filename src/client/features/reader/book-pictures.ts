import type { Story } from '../../../shared/api-contracts';
import { openingPictureUrl } from '../../../shared/media';
import { readReaderPreferences } from './reader-preferences';

/**
 * The first page's picture when the reader opens as a book (the kept mode; scroll mode shows none): the
 * story page asks for it as soon as the story is known, since it is the page's largest paint (the server
 * names it in the page's HTML too: http/client-assets.ts).
 */
export function firstPagePicture(
  story: Pick<Story, 'sceneSettings' | 'animal' | 'childLook'>,
): string | null {
  if (readReaderPreferences().mode !== 'book') return null;
  return openingPictureUrl(story);
}
