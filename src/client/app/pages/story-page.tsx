import { CloudMoon } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../shared/routes';
import { Button, buttonClasses } from '../../components/ui/button';
import { useAuth } from '../../features/auth/auth-context';
import { useStory } from '../../features/stories/api/get-story';
import {
  StoryPagesSkeleton,
  StoryReader,
  StoryReaderSkeleton,
} from '../../features/stories/components/story-reader';
import { storyTitle } from '../../features/stories/components/share-story-button';
import { useDocumentTitle } from '../../lib/use-document-title';

// The picture book, read aloud and night controls load with the story page only (the first-load budget of
// every other page stays as it was); the download starts while the story itself is fetched.
const loadStoryBook = () => import('../../features/reader/components/story-book');
const StoryBook = lazy(loadStoryBook);

export function StoryPage({ id }: { id: string }) {
  const story = useStory(id);
  const { user } = useAuth();
  useDocumentTitle(story.data ? storyTitle(story.data) : 'Story');
  useEffect(() => {
    void loadStoryBook().catch(() => undefined);
  }, []);

  return (
    <main id="main" className="px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      {story.isPending ? (
        <StoryReaderSkeleton />
      ) : story.isError ? (
        <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center" role="alert">
          <CloudMoon className="size-14 text-lavender-300" aria-hidden="true" />
          <h1 className="text-3xl font-bold text-moon-300">Error Loading Story</h1>
          <p className="text-lavender-200">Unable to load the story. Please try again.</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Button onClick={() => void story.refetch()}>Try Again</Button>
            <Link href={ROUTES.home} className={buttonClasses('secondary')}>
              Create Another Story
            </Link>
          </div>
        </div>
      ) : (
        <StoryReader story={story.data} signedIn={user !== null}>
          <Suspense fallback={<StoryPagesSkeleton />}>
            <StoryBook story={story.data} />
          </Suspense>
        </StoryReader>
      )}
    </main>
  );
}
