import { LoaderCircle, WandSparkles } from 'lucide-react';
import type { Story } from '../../../../shared/api-contracts';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCreateStory } from '../api/create-story';
import { anotherStoryRequest } from '../remembered-choices';
import { useStoryOutcomes } from '../use-story-outcomes';

/**
 * 'Another story for Mia': one tap makes tonight's story with last night's child, companion, theme and
 * length (docs/product.md, "Every night in one tap"). The server checks the allowance and the plan as for
 * any story; a refusal reads as the form's would.
 */
export function AnotherStoryButton({ last, onSeePlans }: { last: Story; onSeePlans: () => void }) {
  const { user, guestSession } = useAuth();
  const createStory = useCreateStory();
  const outcomes = useStoryOutcomes({ signedIn: user !== null, onSeePlans });
  const owner = user ? { userId: user.id } : guestSession ? { guestSessionId: guestSession.sessionId } : null;
  if (!owner) return null;

  const make = () => {
    if (createStory.isPending) return;
    createStory.mutate(anotherStoryRequest(last, owner), {
      onSuccess: outcomes.created,
      onError: (error) => outcomes.createFailed(error, make),
    });
  };

  return (
    <div className="flex flex-col items-center gap-1.5">
      <Button size="lg" onClick={make} disabled={createStory.isPending} aria-busy={createStory.isPending}>
        {createStory.isPending ? (
          <>
            <LoaderCircle className="spin size-5" aria-hidden="true" />
            Creating Magic...
          </>
        ) : (
          <>
            <WandSparkles className="size-5" aria-hidden="true" />
            Another story for {last.childName}
          </>
        )}
      </Button>
      <p className="text-sm text-lavender-300">
        With {last.animal}, {last.theme}, {last.length}. Or change anything below.
      </p>
    </div>
  );
}
