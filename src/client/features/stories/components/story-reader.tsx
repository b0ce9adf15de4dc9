import { BookOpen, WandSparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { Story } from '../../../../shared/api-contracts';
import { ROUTES } from '../../../../shared/routes';
import { storyParagraphs } from '../../../../shared/story-text';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { CompanionPicture } from './companion-picture';
import { FavoriteToggle } from './favorite-toggle';
import { PrintStoryButton } from './print-story-button';
import { ShareStoryButton, storyTitle } from './share-story-button';

const OrderBookDialog = lazy(() => import('../../preview/components/order-book-dialog'));

export function StoryReader({ story, signedIn }: { story: Story; signedIn: boolean }) {
  const [ordering, setOrdering] = useState(false);
  const orderButton = useRef<HTMLButtonElement>(null);
  const paragraphs = storyParagraphs(story.storyContent);
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="story-title">
      <header className="flex flex-col items-center text-center">
        <div className="companion-halo rounded-full p-1.5">
          <CompanionPicture name={story.animal} alt={story.animal} size={112} />
        </div>
        <h1 id="story-title" className="mt-5 text-3xl font-bold text-balance text-moon-300 sm:text-4xl">
          {storyTitle(story)}
        </h1>
        <p className="mt-2 text-lavender-200">
          Featuring a {story.animal} • Theme: {story.theme}
        </p>
        {signedIn && story.isOwner && (
          <div className="mt-3">
            <FavoriteToggle story={story} />
          </div>
        )}
      </header>

      <div className="story-page mt-8 rounded-[2rem] border border-night-600/50 bg-night-900/85 px-5 py-8 sm:px-12 sm:py-12">
        <div className="story-text font-story text-[1.1875rem] leading-[1.8] text-parchment sm:text-[1.375rem] sm:leading-[1.85]">
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-10 text-center text-2xl text-moon-400" aria-hidden="true">
          ✦ ✦ ✦
        </p>
        <p className="text-center font-story text-lg text-lavender-200 italic">The End. Sweet dreams.</p>
      </div>

      <div className="mt-8 flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
        <Link href={ROUTES.home} className={buttonClasses('primary', 'md')}>
          <WandSparkles className="size-5" aria-hidden="true" />
          Create Another Story
        </Link>
        <ShareStoryButton story={story} />
        <PrintStoryButton story={story} />
        {story.isOwner && (
          <Button
            ref={orderButton}
            variant="secondary"
            onClick={() => setOrdering(true)}
            onPointerEnter={preloadOrderDialog}
            onFocus={preloadOrderDialog}
          >
            <BookOpen className="size-5" aria-hidden="true" />
            Order Physical Copy
          </Button>
        )}
      </div>
      {ordering && (
        <Suspense fallback={null}>
          <OrderBookDialog
            story={story}
            open={ordering}
            onOpenChange={setOrdering}
            returnFocusTo={orderButton}
          />
        </Suspense>
      )}
    </article>
  );
}

function preloadOrderDialog() {
  void import('../../preview/components/order-book-dialog');
}

export function StoryReaderSkeleton() {
  return (
    <div className="mx-auto max-w-3xl" role="status" aria-label="Loading the story">
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
