import { BookOpen, History } from 'lucide-react';
import { Link } from 'wouter';
import { storyPath } from '../../../../shared/routes';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatStoryDate } from '../../../lib/story-date';
import { useRecentStories } from '../api/get-recent-stories';
import { CompanionPicture } from '../../../components/story/companion-picture';
import { DeleteStoryButton } from '../../../components/story/delete-story-button';
import { storyTitle } from '../../../components/story/share-story-button';

/**
 * 'Your recent stories': the last 30 days, up to 10, for every guest and plan, so last night's story can be
 * read again (docs/product.md "Reading, sharing, keeping"; the full history is the Premium library).
 */
export function RecentStories({ enabled }: { enabled: boolean }) {
  const recent = useRecentStories(enabled);
  if (!enabled || recent.isError) return null;
  return (
    <section aria-labelledby="recent-heading">
      <Card>
        <h2 id="recent-heading" className="flex items-center gap-2 text-xl font-bold text-moon-300">
          <History className="size-5" aria-hidden="true" />
          Your recent stories
        </h2>
        {recent.isPending ? (
          <div className="mt-4 grid gap-3" role="status" aria-label="Loading your recent stories">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : recent.data.length === 0 ? (
          <p className="mt-3 text-lavender-200">
            Stories you make appear here for 30 days, to read again any night.
          </p>
        ) : (
          <ul className="mt-4 grid gap-2">
            {recent.data.map((story) => (
              <li
                key={story.id}
                className="flex items-center gap-3 rounded-2xl border border-night-600/50 bg-night-950/40 p-2 pr-1"
              >
                <CompanionPicture name={story.animal} size={44} />
                <div className="min-w-0 flex-1">
                  <Link
                    href={storyPath(story.id)}
                    className="font-semibold break-words text-mist-100 underline-offset-4 hover:text-moon-300 hover:underline"
                  >
                    {storyTitle(story)}
                  </Link>
                  <p className="text-sm text-lavender-300">
                    <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time> · {story.theme}
                    {' · '}
                    {story.animal}
                  </p>
                </div>
                <Link
                  href={storyPath(story.id)}
                  aria-label={`Read ${storyTitle(story)}`}
                  className="grid size-11 shrink-0 place-items-center rounded-full text-moon-300 hover:bg-night-800"
                >
                  <BookOpen className="size-5" aria-hidden="true" />
                </Link>
                <DeleteStoryButton story={story} iconOnly className="text-lavender-300 hover:text-rose-200" />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
