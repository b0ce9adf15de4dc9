import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import type { Story } from '../../../../shared/api-contracts';
import { Card } from '../../../components/ui/card';
import { StoryRow } from '../../../components/story/story-row';
import { queryKeys } from '../../../lib/query-keys';
import { getPage } from '../../../lib/api-client';

/** How many favourites home shows: the ones asked for most; the rest are in the library (Premium). */
export const HOME_FAVORITES = 6;

/**
 * Home's favourites, for every plan (issue 32): the story a child asks for again is one tap away, whether or
 * not the parent has the Premium library. A heart on any story puts it here.
 */
export function HomeFavorites() {
  const favorites = useQuery({
    queryKey: [...queryKeys.favoriteStories, 'home'],
    // Not get-favorite-stories.ts: home would share a chunk with the library page, one more file on each
    // page's first load (scripts/page-families.ts).
    queryFn: () =>
      getPage<Story>(`/api/stories/favorites?limit=${HOME_FAVORITES}`, null).then((page) => page.items),
  });
  if (favorites.isError || favorites.isPending) return null;
  return (
    <section aria-labelledby="home-favorites-heading">
      <Card>
        <h2 id="home-favorites-heading" className="flex items-center gap-2 text-xl font-bold text-moon-300">
          <Heart className="size-5 fill-rose-300 text-rose-300" aria-hidden="true" />
          Your favorite stories
        </h2>
        {favorites.data.length === 0 ? (
          <p className="mt-3 text-lavender-200">
            Tap the heart on a story your child loves, and it waits here for the next bedtime.
          </p>
        ) : (
          <ul className="mt-4 grid gap-2">
            {favorites.data.map((story) => (
              <StoryRow key={story.id} story={story} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
