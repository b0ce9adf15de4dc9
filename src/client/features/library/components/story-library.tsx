import { Check, CloudMoon, Crown, Heart, Library, WandSparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatPrice, PLANS } from '../../../../shared/catalogue';
import { hasStoryLibrary } from '../../../../shared/entitlements';
import { ROUTES } from '../../../../shared/routes';
import { Button, buttonClasses } from '../../../components/ui/button';
import { MessagePanel } from '../../../components/ui/message-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSubscriptionStatus } from '../../../lib/plan/get-subscription-status';
import { useFavoriteStories } from '../api/get-favorite-stories';
import { useUserStories } from '../api/get-user-stories';
import { filterParams, filtersFromSearch, hasFilters, type LibraryFilters } from '../api/library-filters';
import { LibraryStoryCard } from './library-story-card';
import type { StoryPages } from './more-stories';

export const LIBRARY_TEXTS = {
  noStories: "You haven't created any stories yet. Start creating magical stories for your little ones!",
  noFavorites: 'No favorite stories yet. Mark stories as favorites to see them here!',
  noMatches: 'No stories match this search. Try another word or clear the filters.',
  storiesFailed: {
    title: 'Error loading stories',
    description: 'Failed to load your stories. Please try again.',
  },
  favoritesFailed: {
    title: 'Error loading favorites',
    description: 'Failed to load your favorite stories. Please try again.',
  },
} as const;

// Only a library of more than a page has more to show: loaded then, at the end of the list.
const MoreStories = lazy(() => import('./more-stories').then((m) => ({ default: m.MoreStories })));

// The search and its pickers load on demand: their form parts would otherwise join the chunk the story
// page shares with this one, over the story page's first-load budget (scripts/page-families.ts).
const LibraryFilterBar = lazy(() =>
  import('./library-filter-bar').then((m) => ({ default: m.LibraryFilterBar })),
);

/** Where the search will be, as tall as it: the lists below do not move when it arrives. */
function FilterBarSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="mt-8 grid gap-3 rounded-3xl border border-night-600/60 bg-night-900/60 p-4"
    >
      <Skeleton className="h-12 rounded-2xl" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/** Guests, FREE and STANDARD see what Premium brings (docs/product.md §2.7). */
export function LibraryGate() {
  return (
    <MessagePanel
      icon={<Crown className="size-9" aria-hidden="true" />}
      title="Story Library is Premium Only"
      links={[
        { href: ROUTES.subscription, text: 'Upgrade to Premium', icon: Crown, primary: true },
        { href: ROUTES.home, text: 'Back to Home' },
      ]}
    >
      <p>
        Keep every bedtime story in one place, read old favourites again, and find the one your child asks for
        night after night.
      </p>
      <div className="mt-2 rounded-2xl border border-moon-400/30 bg-night-950/50 p-5 text-left">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h2 className="font-semibold text-mist-100">Premium includes</h2>
          <p className="text-sm text-lavender-200">
            <span className="text-lg font-bold text-moon-300">{formatPrice(PLANS.PREMIUM.priceUsd)}</span>{' '}
            /month
          </p>
        </div>
        <ul className="mt-3 grid gap-2" aria-label="Premium benefits">
          {PLANS.PREMIUM.cardLines.map((line) => (
            <li key={line} className="flex items-start gap-2">
              <Check className="mt-0.5 size-5 shrink-0 text-moon-400" aria-hidden="true" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      </div>
    </MessagePanel>
  );
}

/** One toast per failure (after the retries), the list falling back to empty (docs/product.md §8.5). */
function useFailureToast(query: StoryPages, texts: { title: string; description: string }) {
  const { isError, errorUpdatedAt } = query;
  const { title, description } = texts;
  useEffect(() => {
    if (isError) toast({ title, description, variant: 'destructive' });
  }, [isError, errorUpdatedAt, title, description]);
}

function StorySection({
  id,
  title,
  icon,
  query,
  emptyText,
  emptyAction,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  query: StoryPages;
  emptyText: string;
  /** Shown under the empty text when the list really is empty (not when it failed to load). */
  emptyAction?: ReactNode;
}) {
  const stories = query.data?.pages.flatMap((page) => page.items) ?? [];
  // A first chapter whose next is in the list is part of a series too.
  const continued = new Set(stories.map((s) => s.continuesStoryId));
  return (
    <section aria-labelledby={id} className="scroll-mt-24">
      <div className="flex items-center gap-3">
        <h2 id={id} className="flex items-center gap-2 text-2xl font-bold text-moon-300">
          {icon}
          {title}
        </h2>
        {query.isSuccess && stories.length > 0 && (
          <span className="rounded-full bg-night-800 px-2.5 py-0.5 text-sm font-semibold text-lavender-200">
            {stories.length}
            {query.hasNextPage ? '+' : ''}
            <span className="sr-only"> {stories.length === 1 ? 'story' : 'stories'}</span>
          </span>
        )}
      </div>
      <div className="mt-5">
        {query.isPending ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={`Loading ${title}`}>
            {[0, 1, 2].map((i) => (
              <li key={i} className="rounded-3xl border border-night-600/60 bg-night-900/60 p-5">
                <div className="flex items-center gap-4">
                  <Skeleton className="size-16 rounded-full" />
                  <div className="grid flex-1 gap-2">
                    <Skeleton className="h-5 w-3/4" />
                    <Skeleton className="h-4 w-1/2" />
                  </div>
                </div>
                <Skeleton className="mt-5 h-7 w-2/3" />
                <Skeleton className="mt-5 h-9 w-full rounded-full" />
              </li>
            ))}
          </ul>
        ) : stories.length === 0 ? (
          <div className="rounded-3xl border border-dashed border-night-600 bg-night-900/40 px-6 py-8 text-center">
            <p className="text-lavender-200">{emptyText}</p>
            {query.isError ? (
              <Button variant="secondary" size="sm" className="mt-4" onClick={() => void query.refetch()}>
                Try Again
              </Button>
            ) : (
              emptyAction && <div className="mt-4">{emptyAction}</div>
            )}
          </div>
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {stories.map((story) => (
                <li key={story.id}>
                  <LibraryStoryCard story={story} inSeries={story.chapter > 1 || continued.has(story.id)} />
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <Suspense fallback={null}>
                <MoreStories query={query} />
              </Suspense>
            )}
          </>
        )}
      </div>
    </section>
  );
}

/** Waits for typing to pause before a search goes to the server. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function PremiumLibrary() {
  // The filters live in the address too (/library?child=Maya): back from a story finds the same list.
  const [filters, setFilters] = useState<LibraryFilters>(() => filtersFromSearch(window.location.search));
  const settled = useSettled(filters, 300);
  useEffect(() => {
    const query = filterParams(settled).toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query ? `?${query}` : ''}`,
    );
  }, [settled]);
  const filtered = hasFilters(settled);
  const all = useUserStories(true, settled);
  const favorites = useFavoriteStories(true, settled);
  useFailureToast(all, LIBRARY_TEXTS.storiesFailed);
  useFailureToast(favorites, LIBRARY_TEXTS.favoritesFailed);
  return (
    <>
      <header>
        <h1 className="text-3xl font-bold text-moon-300 sm:text-4xl">Story Library</h1>
        <p className="mt-2 max-w-xl text-lavender-200">
          Every story you've made, ready to read again. Tap the heart on the ones your child loves most.
        </p>
      </header>
      {/* Nothing to search in a library with no story yet. */}
      {(filtered || all.isPending || (all.data?.pages[0]?.items.length ?? 0) > 0) && (
        <Suspense fallback={<FilterBarSkeleton />}>
          <LibraryFilterBar filters={filters} onChange={setFilters} />
        </Suspense>
      )}
      <div className="mt-10 grid gap-14">
        <StorySection
          id="favorite-stories"
          title="Favorite Stories"
          icon={<Heart className="size-6 fill-rose-300 text-rose-300" aria-hidden="true" />}
          query={favorites}
          emptyText={filtered ? LIBRARY_TEXTS.noMatches : LIBRARY_TEXTS.noFavorites}
        />
        <StorySection
          id="all-stories"
          title="All Stories"
          icon={<Library className="size-6" aria-hidden="true" />}
          query={all}
          emptyText={filtered ? LIBRARY_TEXTS.noMatches : LIBRARY_TEXTS.noStories}
          emptyAction={
            filtered ? (
              <Button variant="secondary" size="sm" onClick={() => setFilters({})}>
                Clear filters
              </Button>
            ) : (
              <Link href={ROUTES.home} className={buttonClasses('primary', 'sm')}>
                <WandSparkles className="size-4" aria-hidden="true" />
                Create a Story
              </Link>
            )
          }
        />
      </div>
    </>
  );
}

/** /library: Premium's story library; a gate for everyone else (docs/product.md §2.7). */
export function StoryLibrary() {
  const { user } = useAuth();
  const status = useSubscriptionStatus(user?.id ?? null);
  if (!user) return <LibraryGate />;
  if (status.isPending) return <PageLoader label="Opening your library…" />;
  if (status.isError) {
    return (
      <MessagePanel
        role="alert"
        icon={<CloudMoon className="size-9" aria-hidden="true" />}
        title="Unable to Load Library"
        actions={
          <Button onClick={() => void status.refetch()} aria-busy={status.isFetching}>
            {status.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        }
        links={[{ href: ROUTES.home, text: 'Back to Home' }]}
      >
        <p>We couldn't check your plan just now. Please try again in a moment.</p>
      </MessagePanel>
    );
  }
  if (!hasStoryLibrary({ kind: 'user', plan: status.data.planType, userId: user.id })) return <LibraryGate />;
  return <PremiumLibrary />;
}
