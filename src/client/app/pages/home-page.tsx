import { lazy, Suspense } from 'react';
import { monthlyStoryLimit, storiesRemaining } from '../../../shared/entitlements';
import { useAuth } from '../../lib/auth/auth-context';
import { PlanStatus } from '../../features/billing/components/plan-status';
import { usePlan } from '../../lib/plan/use-plan';
import { useStoryCount } from '../../features/stories/api/get-story-count';
import { useLastStory } from '../../features/stories/api/get-last-story';
import { rememberedChoices } from '../../features/stories/remembered-choices';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnline } from '../../lib/offline';
import { Skeleton } from '../../components/ui/skeleton';

// The form (its pickers, the child chooser, the rules it checks) draws right after the first paint, which
// is the page's heading and its allowance: it stays out of the first load, and its render is a task of its
// own rather than part of the first one (docs/performance.md).
const StoryForm = lazy(() =>
  import('../../features/stories/components/story-form').then((m) => ({ default: m.StoryForm })),
);

// Below the form, so they load after the first paint and stay out of the first-load budget.
const RecentStories = lazy(() =>
  import('../../features/stories/components/recent-stories').then((m) => ({ default: m.RecentStories })),
);
// Every plan's favourites (the Premium library keeps them too, with everything else).
const HomeFavorites = lazy(() =>
  import('../../features/library/components/home-favorites').then((m) => ({ default: m.HomeFavorites })),
);
const HomePlans = lazy(() => import('../../features/billing/components/home-plans'));
const KeptStoriesShelf = lazy(() =>
  import('../../features/stories/components/kept-stories-shelf').then((m) => ({
    default: m.KeptStoriesShelf,
  })),
);
const AnotherStoryButton = lazy(() =>
  import('../../features/stories/components/another-story-button').then((m) => ({
    default: m.AnotherStoryButton,
  })),
);

function scrollToPlans() {
  const heading = document.getElementById('plans-heading');
  heading?.scrollIntoView({
    behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
  });
  heading?.focus({ preventScroll: true });
}

export default function HomePage() {
  useDocumentTitle(null);
  const { user, guestSession } = useAuth();
  const { audience, plan, isLoading: planLoading } = usePlan();
  const count = useStoryCount(
    user
      ? { kind: 'user', userId: user.id }
      : guestSession
        ? { kind: 'guest', sessionId: guestSession.sessionId }
        : null,
  );
  const limit = monthlyStoryLimit(audience);
  const remaining = count.data === undefined ? null : storiesRemaining(audience, count.data);
  const unlimited = limit < 0;
  // The heading and the allowance paint first; the form and what is below it are asked for after that.
  const painted = useAfterFirstPaint();
  const online = useOnline();
  // Last night's choices: the form starts from them, and one tap makes another story with them.
  const last = useLastStory(user !== null || guestSession !== null);
  const lastKnown = !last.isPending || last.fetchStatus === 'idle';

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <section className="mx-auto max-w-3xl text-center" aria-labelledby="home-heading">
        <h1 id="home-heading" className="text-4xl font-bold text-balance text-moon-300 sm:text-5xl">
          Tonight's Bedtime Story
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-balance text-lavender-200">
          Choose your child, a magical friend and a theme. We'll write a story to read aloud as the stars come
          out.
        </p>
        <div className="mt-6">
          <PlanStatus
            isGuest={!user}
            name={user?.username ?? null}
            plan={plan}
            limit={limit}
            remaining={unlimited ? null : remaining}
            isLoading={planLoading || (count.isPending && count.fetchStatus !== 'idle')}
          />
        </div>
        {painted && last.data && remaining !== 0 && (
          <div className="mt-6">
            <Suspense fallback={null}>
              <AnotherStoryButton last={last.data} onSeePlans={scrollToPlans} />
            </Suspense>
          </div>
        )}
      </section>

      <div className="mx-auto mt-10 max-w-3xl">
        {painted && lastKnown ? (
          <Suspense fallback={<StoryFormSkeleton />}>
            <StoryForm onSeePlans={scrollToPlans} initial={rememberedChoices(last.data)} />
          </Suspense>
        ) : (
          <StoryFormSkeleton />
        )}
      </div>

      <div className="mx-auto mt-10 grid max-w-3xl gap-10">
        {painted && !online && (
          <Suspense fallback={null}>
            <KeptStoriesShelf />
          </Suspense>
        )}
        {painted && user && online && (
          <Suspense fallback={null}>
            <HomeFavorites />
          </Suspense>
        )}
        {painted && (
          <Suspense fallback={null}>
            <RecentStories enabled={user !== null || guestSession !== null} />
          </Suspense>
        )}
      </div>

      <div className="mt-24">
        {painted && (
          <Suspense fallback={null}>
            <HomePlans />
          </Suspense>
        )}
      </div>
    </main>
  );
}

/** Where the form will be, as tall as it: nothing below moves when it arrives. */
function StoryFormSkeleton() {
  return (
    <div className="flex min-h-[60rem] flex-col gap-6" data-testid="story-form-loading">
      <Skeleton className="h-[30rem] rounded-3xl" />
      <Skeleton className="h-[24rem] rounded-3xl" />
    </div>
  );
}
