import { WandSparkles } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Story } from '../../../../shared/api-contracts';
import { ROUTES } from '../../../../shared/routes';
import { companionWithArticle, readerHeading } from '../../../../shared/story-text';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { CompanionPicture } from '../../../components/story/companion-picture';
import { FavoriteToggle } from './favorite-toggle';
import { PrintStoryButton } from './print-story-button';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';

// Below the story, beside 'Print this story': it arrives after the story's first paint.
const ShareStoryButton = lazy(() =>
  import('../../../components/story/share-story-button').then((m) => ({ default: m.ShareStoryButton })),
);

/**
 * The story page around the text: title, favourite, and what to do next. `children` is the story itself;
 * `moreActions` are other features' buttons (ordering a book), composed by the page so features stay apart.
 */
export function StoryReader({
  story,
  signedIn,
  children,
  moreActions,
}: {
  story: Story;
  signedIn: boolean;
  children: ReactNode;
  moreActions?: ReactNode;
}) {
  const painted = useAfterFirstPaint();
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="story-title">
      <header className="flex flex-col items-center text-center">
        <div className="companion-halo rounded-full p-1.5">
          <CompanionPicture name={story.animal} alt={story.animal} size={112} />
        </div>
        {/* Focusable from script only (the story page moves the keyboard here), without a ring: a heading is no control. */}
        <h1
          id="story-title"
          tabIndex={-1}
          className="mt-5 text-3xl font-bold text-balance text-moon-300 outline-none sm:text-4xl"
        >
          {readerHeading(story.childName)}
        </h1>
        <p className="mt-2 text-xl font-semibold text-mist-100">{story.title}</p>
        <p className="mt-1 text-lavender-200">
          Featuring {companionWithArticle(story.animal)} • Theme: {story.theme}
        </p>
        {signedIn && story.isOwner && (
          <div className="mt-3">
            <FavoriteToggle story={story} />
          </div>
        )}
      </header>

      {children}

      <div className="mt-8 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
        {/* A shared story's reader did not make it: the story page invites them to make their own. */}
        {story.isOwner && (
          <Link href={ROUTES.home} className={buttonClasses('primary', 'md')}>
            <WandSparkles className="size-5" aria-hidden="true" />
            Create Another Story
          </Link>
        )}
        {painted && (
          <Suspense fallback={null}>
            <ShareStoryButton story={story} />
          </Suspense>
        )}
        <PrintStoryButton story={story} />
        {moreActions}
      </div>
    </article>
  );
}

export function StoryReaderSkeleton() {
  return (
    // As tall as a screen: the footer waits below the fold instead of jumping down when the story comes.
    <div className="mx-auto min-h-svh max-w-3xl" role="status" aria-label="Loading the story">
      <div className="flex flex-col items-center gap-4">
        <Skeleton className="size-28 rounded-full" />
        <Skeleton className="h-9 w-3/4 max-w-md" />
        <Skeleton className="h-5 w-64" />
      </div>
      <div className="mt-8 grid gap-4 rounded-[2rem] border border-night-600/50 bg-night-900/60 px-6 py-8 sm:px-12 sm:py-12">
        {[100, 96, 98, 70, 0, 100, 94, 99, 60].map((width, i) =>
          width === 0 ? (
            <div key={i} className="h-4" />
          ) : (
            <Skeleton key={i} className="h-5" style={{ width: `${width}%` }} />
          ),
        )}
      </div>
    </div>
  );
}
