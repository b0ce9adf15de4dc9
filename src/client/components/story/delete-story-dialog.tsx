import { useQueryClient } from '@tanstack/react-query';
import { BookX } from 'lucide-react';
import type { RefObject } from 'react';
import type { Story } from '../../../shared/api-contracts';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { toast } from '../ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { forgetDeletedStory, useDeleteStory } from '../../lib/api/delete-story';
import { storyTitle } from './share-story-button';
import { DeleteButton } from '../ui/delete-button';

/** Asks before a story goes for good; loaded on demand. */
export default function DeleteStoryDialog({
  story,
  open,
  onOpenChange,
  onDeleted,
  returnFocusTo,
}: {
  story: Pick<Story, 'id' | 'childName' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const remove = useDeleteStory();
  const queryClient = useQueryClient();
  const title = storyTitle(story);
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(story.id, {
      onSuccess: () => {
        toast({
          title: 'Story Deleted',
          description: `${title} has been deleted.`,
          variant: 'moonbeam-info',
        });
        onOpenChange(false);
        onDeleted?.();
        setTimeout(() => forgetDeletedStory(queryClient, story.id));
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error) ?? 'Could not delete the story. Please try again.',
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent
        title="Delete this story?"
        description={
          <>
            {title} will be gone for good, also for anyone you shared its link with. It still counts toward
            this month's stories.
          </>
        }
        {...(returnFocusTo ? { returnFocusTo } : {})}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep Story
          </Button>
          <DeleteButton pending={remove.isPending} onClick={confirm} icon={BookX}>
            Delete Story
          </DeleteButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
