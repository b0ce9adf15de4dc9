import { BookOpen, Heart } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'wouter';
import type { Story } from '../../../../shared/api-contracts';
import { storyPath } from '../../../../shared/routes';
import { buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/cn';
import { formatStoryDate } from '../../../lib/story-date';
import { jsonServerMessage } from '../../../lib/server-message';
import { useUpdateStory } from '../../../lib/api/update-story';
import { CompanionPicture } from '../../../components/story/companion-picture';
import { storyTitle } from '../../../components/story/share-story-button';

export { formatStoryDate };

// A shared story's card lets its owner take the link back; loaded only for such a card.
const UnshareStoryButton = lazy(() =>
  import('../../../components/story/unshare-story-button').then((m) => ({ default: m.UnshareStoryButton })),
);

// Loaded after the cards: the library page's first load stays within its budget (docs/performance.md).
const DeleteStoryButton = lazy(() =>
  import('../../../components/story/delete-story-button').then((m) => ({ default: m.DeleteStoryButton })),
);

/** A card leads with the story's own title; docs/product.md's '{childName}'s Story' stands beside it. */
export const libraryStoryTitle = storyTitle;

/** A heart that favourites the story (docs/product.md §4.4); the list refreshes once the server agrees. */
function FavoriteHeart({ story }: { story: Story }) {
  const update = useUpdateStory(story.id);
  const favorite = update.isPending ? !story.isFavorite : story.isFavorite;
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={`Favorite ${libraryStoryTitle(story)}`}
      title={favorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={() => {
        if (update.isPending) return;
        update.mutate(
          { isFavorite: !story.isFavorite },
          {
            onError: (error) =>
              toast({
                title: 'Error',
                description: jsonServerMessage(error) ?? 'Could not update your favorites. Please try again.',
                variant: 'destructive',
              }),
          },
        );
      }}
      className="grid size-11 shrink-0 place-items-center rounded-full text-lavender-200 transition-colors hover:bg-night-800 hover:text-rose-200"
    >
      <Heart
        className={cn('size-6 transition-colors', favorite && 'fill-rose-300 text-rose-300')}
        aria-hidden="true"
      />
    </button>
  );
}

/**
 * A story's card. `inSeries`: a chapter of tomorrow's chapters (the server shelves a series together,
 * newest chapter first), which the card numbers.
 */
export function LibraryStoryCard({ story, inSeries }: { story: Story; inSeries: boolean }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-3xl border border-night-600/60 bg-night-900/80 p-5 shadow-card"
      data-testid="library-story"
    >
      <div className="flex items-start gap-4">
        <div className="companion-halo shrink-0 rounded-full p-1">
          <CompanionPicture name={story.animal} size={64} />
        </div>
        <div className="min-w-0 flex-1 pt-1">
          <h3 id={titleId} className="text-lg leading-snug font-bold break-words text-moon-300">
            {libraryStoryTitle(story)}
          </h3>
          <p className="mt-0.5 text-sm text-lavender-200">
            <span className="font-semibold text-mist-100">{story.childName}'s Story</span>
            <span aria-hidden="true"> • </span>
            <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-center">
          <FavoriteHeart story={story} />
          <Suspense fallback={<span className="size-11" />}>
            <DeleteStoryButton story={story} iconOnly className="text-lavender-300 hover:text-rose-200" />
          </Suspense>
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="About this story">
        {inSeries && (
          <li className="rounded-full bg-night-700 px-3 py-1 text-sm text-mist-100">
            Chapter {story.chapter}
          </li>
        )}
        <li className="rounded-full bg-night-700 px-3 py-1 text-sm text-mist-100">{story.theme}</li>
        <li className="rounded-full border border-moon-400/40 px-3 py-1 text-sm text-moon-300">
          {story.animal}
        </li>
        <li className="rounded-full border border-lavender-400/40 px-3 py-1 text-sm text-lavender-200">
          {story.length}
        </li>
      </ul>
      <div className="mt-auto flex flex-col gap-2 pt-5">
        {story.isPublic && (
          <Suspense fallback={null}>
            <UnshareStoryButton story={story} size="sm" />
          </Suspense>
        )}
        <Link
          href={storyPath(story.id)}
          className={buttonClasses('primary', 'sm', 'w-full')}
          aria-describedby={titleId}
        >
          <BookOpen className="size-4" aria-hidden="true" />
          Read Story
        </Link>
      </div>
    </article>
  );
}
