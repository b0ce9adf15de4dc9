import { Link2Off } from 'lucide-react';
import type { Story } from '../../../shared/api-contracts';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { useUpdateStory } from '../../lib/api/update-story';
import { storyTitle } from './share-story-button';

/**
 * 'Stop Sharing': the owner takes a shared link back; anyone who opens it afterwards reads 'Story Not Found'
 * (docs/product.md §4.4).
 */
export function UnshareStoryButton({ story, size = 'md' }: { story: Story; size?: 'sm' | 'md' }) {
  const updateStory = useUpdateStory(story.id);
  return (
    <Button
      variant="ghost"
      size={size}
      disabled={updateStory.isPending}
      aria-label={`Stop sharing ${storyTitle(story)}`}
      onClick={() =>
        updateStory.mutate(
          { isPublic: false },
          {
            onSuccess: () =>
              toast({
                title: 'Sharing stopped',
                description: 'The link no longer opens this story.',
                variant: 'moonbeam-info',
              }),
            onError: (error) =>
              toast({
                title: 'Error',
                description: errorMessage(error) ?? 'Unable to stop sharing right now. Please try again.',
                variant: 'destructive',
              }),
          },
        )
      }
    >
      <Link2Off className="size-5" aria-hidden="true" />
      Stop Sharing
    </Button>
  );
}
