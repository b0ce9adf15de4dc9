import { useLocation } from 'wouter';
import type { Story } from '../../../shared/api-contracts';
import { authPath, ROUTES, storyPath } from '../../../shared/routes';
import { toast } from '../../components/ui/use-toast';
import {
  classifyStoryError,
  STORY_TOASTS,
  type CheckResult,
  type FieldErrors,
  type StoryField,
} from './story-rules';

type FailedCheck = Extract<CheckResult, { ok: false }>;

/**
 * What the story form tells the parent after each step of a submit (docs/product.md §5.2, §8.2): the toast
 * for a failed check, for the monthly limit, for a failed creation, and the story page once it is written.
 */
export function useStoryOutcomes({ signedIn, onSeePlans }: { signedIn: boolean; onSeePlans: () => void }) {
  const [, navigate] = useLocation();

  const limitReached = () =>
    toast({
      ...STORY_TOASTS.limit,
      variant: 'stardust-warning',
      action: signedIn
        ? { label: 'Upgrade Plan', onClick: () => navigate(ROUTES.subscription) }
        : { label: 'Get Free Stories', onClick: () => navigate(authPath({ signup: true })) },
    });

  const connectionLost = () => toast({ ...STORY_TOASTS.connection, variant: 'destructive' });

  /** Says why the check failed; answers the field to mark and focus, if any. */
  const checkFailed = (check: FailedCheck): { fieldErrors: FieldErrors; focus: StoryField } | null => {
    switch (check.kind) {
      case 'missing':
        toast({ ...STORY_TOASTS.missing(check.field), variant: 'stardust-warning' });
        return { fieldErrors: check.fieldErrors, focus: check.field };
      case 'invalid':
        return { fieldErrors: check.fieldErrors, focus: Object.keys(check.fieldErrors)[0] as StoryField };
      case 'limit':
        limitReached();
        return null;
      case 'premium':
        toast({
          ...STORY_TOASTS.premium(check.feature, check.count),
          variant: 'stardust-warning',
          action: { label: 'See Plans', onClick: onSeePlans },
        });
        return null;
    }
  };

  const created = (story: Story) => {
    toast({ ...STORY_TOASTS.success, variant: 'wish-bubble' });
    navigate(storyPath(story.id));
  };

  const createFailed = (error: Error, tryAgain: () => void) => {
    console.error('Story generation failed', error);
    const kind = classifyStoryError(error);
    if (kind === 'limit') limitReached();
    else if (kind === 'connection') connectionLost();
    else
      toast({
        ...STORY_TOASTS.failed,
        variant: 'destructive',
        action: { label: 'Try Again', onClick: tryAgain },
      });
  };

  return { checkFailed, connectionLost, created, createFailed };
}
