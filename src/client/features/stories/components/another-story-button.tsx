import { WandSparkles } from 'lucide-react';
import type { Story } from '../../../../shared/api-contracts';
import { SubmitButton } from '../../../components/ui/submit-button';
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
      <SubmitButton
        type="button"
        size="lg"
        onClick={make}
        pending={createStory.isPending}
        pendingLabel="Creating Magic..."
        icon={WandSparkles}
      >
        Another story for {last.childName}
      </SubmitButton>
      <p className="text-sm text-lavender-300">
        With {last.animal}, {last.theme}, {last.length}. Or change anything below.
      </p>
    </div>
  );
}
