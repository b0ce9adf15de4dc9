import { History } from 'lucide-react';
import { RECENT_STORIES } from '../../../../shared/catalogue';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatStoryDate } from '../../../lib/story-date';
import { useRecentStories } from '../api/get-recent-stories';
import { DeleteStoryButton } from '../../../components/story/delete-story-button';
import { StoryRow } from '../../../components/story/story-row';

/**
 * 'Your recent stories': the last RECENT_STORIES.days, up to RECENT_STORIES.limit, for every guest and plan, so last night's story can be
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
            Stories you make appear here for {RECENT_STORIES.days} days, to read again any night.
          </p>
        ) : (
          <ul className="mt-4 grid gap-2">
            {recent.data.map((story) => (
              <StoryRow
                key={story.id}
                story={story}
                about={
                  <>
                    <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time> · {story.theme}
                    {' · '}
                    {story.animal}
                  </>
                }
              >
                <DeleteStoryButton story={story} iconOnly className="text-lavender-300 hover:text-rose-200" />
              </StoryRow>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
