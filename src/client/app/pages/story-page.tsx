import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { preload } from 'react-dom';
import { useLocation } from 'wouter';
import { authPath, ROUTES } from '../../../shared/routes';
import { useAuth } from '../../lib/auth/auth-context';
import { firstPagePicture } from '../../features/reader/book-pictures';
import { BookOpening } from '../../features/reader/components/book-page-parts';
import { storyQueryOptions, useStory } from '../../features/stories/api/get-story';
import { StoryReader, StoryReaderSkeleton } from '../../features/stories/components/story-reader';
import { ApiError } from '../../lib/api-client';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnline } from '../../lib/offline';

// Only when the story cannot be shown (missing, offline and never saved here, an error): outside the story
// page's first load.
const StoryLoadProblem = lazy(() =>
  import('../story-load-problem').then((m) => ({ default: m.StoryLoadProblem })),
);
// Under a story someone else made: below the story, so it arrives after it without moving anything.
const MakeYourOwn = lazy(() => import('../make-your-own').then((m) => ({ default: m.MakeYourOwn })));
// Below the story beside 'Print this story', which also arrives after the first paint.
const OrderBookButton = lazy(() =>
  import('../../features/preview/components/order-book-button').then((m) => ({ default: m.OrderBookButton })),
);
// The owner's 'Stop sharing' and 'Delete Story' sit under the story: they load after its first paint,
// outside the first-load budget.
const OwnerStoryActions = lazy(() =>
  import('../owner-story-actions').then((m) => ({ default: m.OwnerStoryActions })),
);

/**
 * The reader, for anyone the server lets read the story: its owner, or anybody once it is shared (with no
 * session at all: a link sent to grandparents opens, docs/product.md "Reading, sharing, keeping").
 */
// The picture book, read aloud and night controls load with the story page only (the first-load budget of
// every other page stays as it was), and once the story has painted: until then the book's opening page
// stands in (BookOpening), so the picture, the page's largest paint, waits for none of the reader's code.
const storyBook = lazyWithPreload(() => import('../../features/reader/components/story-book'));

/** On a page load, the story is read before the first render (app/pages.tsx). */
export function prefetch({ id }: { id?: string }, queryClient: QueryClient): Promise<unknown> {
  return id ? queryClient.prefetchQuery(storyQueryOptions(id)) : Promise.resolve();
}

export default function StoryPage({ id }: { id: string }) {
  const story = useStory(id);
  const { user, guestSession, isLoading } = useAuth();
  const notFound = story.error instanceof ApiError && story.error.status === 404;
  useDocumentTitle(story.data ? story.data.title : notFound ? 'Story Not Found' : 'Story');
  const visitor = !isLoading && !user && !guestSession;
  const online = useOnline();
  const [, navigate] = useLocation();
  // The reader's code, and what sits below the story (its delete button), are asked for once the page has
  // painted.
  const painted = useAfterFirstPaint();
  // The book's first picture is the page's largest paint: asked for as soon as the story is known, not once
  // the book has drawn its page.
  const picture = story.data ? firstPagePicture(story.data) : null;
  if (picture) preload(picture, { as: 'image', fetchPriority: 'high' });

  // The story arrives (after the form created it, or a link opened it): the keyboard starts at its title,
  // not at the top of a page the next Tab would leave behind.
  const loaded = story.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    // The heading is focusable from script only, and shows no ring (story-reader.tsx).
    document.getElementById('story-title')?.focus({ preventScroll: true });
  }, [loaded]);

  return (
    <main id="main" className="px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      {story.isPending ? (
        <StoryReaderSkeleton />
      ) : story.isError ? (
        <Suspense fallback={null}>
          <StoryLoadProblem
            kind={
              notFound ? 'not-found' : !online && !(story.error instanceof ApiError) ? 'offline' : 'error'
            }
            onRetry={() => void story.refetch()}
          />
        </Suspense>
      ) : (
        <>
          <StoryReader
            story={story.data}
            signedIn={user !== null}
            moreActions={
              story.data.isOwner &&
              painted && (
                <Suspense fallback={null}>
                  <OrderBookButton story={story.data} />
                </Suspense>
              )
            }
          >
            {painted ? (
              <Suspense fallback={<BookOpening story={story.data} />}>
                <storyBook.Component story={story.data} />
              </Suspense>
            ) : (
              <BookOpening story={story.data} />
            )}
          </StoryReader>
          {story.data.isOwner && painted && (
            <div className="mt-10 flex flex-wrap justify-center gap-3">
              <Suspense fallback={null}>
                <OwnerStoryActions story={story.data} onDeleted={() => navigate(ROUTES.home)} />
              </Suspense>
            </div>
          )}
          {!story.data.isOwner && !isLoading && (
            <Suspense fallback={null}>
              <MakeYourOwn href={visitor ? authPath({ signup: true }) : ROUTES.home} />
            </Suspense>
          )}
        </>
      )}
    </main>
  );
}
