import { CloudMoon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../shared/routes';
import { Button, buttonClasses } from '../components/ui/button';

function Problem({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 text-center" role="alert">
      <CloudMoon className="size-14 text-lavender-300" aria-hidden="true" />
      {children}
    </div>
  );
}

/**
 * Why a story cannot be shown (docs/product.md §2.6): missing or private, offline and never saved on this
 * device, or another failure. Loaded only then, outside the story page's first load.
 */
export function StoryLoadProblem({
  kind,
  onRetry,
}: {
  kind: 'not-found' | 'offline' | 'error';
  onRetry: () => void;
}) {
  if (kind === 'not-found') {
    // A private story reads as a missing one: nobody learns it exists; trying again would not help.
    return (
      <Problem>
        <h1 className="text-3xl font-bold text-moon-300">Story Not Found</h1>
        <p className="text-lavender-200">
          This story isn't here. It may have been deleted, or it hasn't been shared.
        </p>
        <Link href={ROUTES.home} className={buttonClasses('primary')}>
          Create a Story
        </Link>
      </Problem>
    );
  }
  if (kind === 'offline') {
    // No network, and this story was never opened on this device: say so, not 'try again'.
    return (
      <Problem>
        <h1 className="text-3xl font-bold text-moon-300">Not Saved on This Device</h1>
        <p className="text-lavender-200">You're offline; this story hasn't been saved on this device.</p>
        <p className="text-sm text-lavender-300">
          A story opened once with a network reads again without one. Open it when you're back online.
        </p>
        <Link href={ROUTES.home} className={buttonClasses('secondary')}>
          Stories saved on this device
        </Link>
      </Problem>
    );
  }
  return (
    <Problem>
      <h1 className="text-3xl font-bold text-moon-300">Error Loading Story</h1>
      <p className="text-lavender-200">Unable to load the story. Please try again.</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Link href={ROUTES.home} className={buttonClasses('secondary')}>
          Create Another Story
        </Link>
      </div>
    </Problem>
  );
}
