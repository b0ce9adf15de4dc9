import { Trash2 } from 'lucide-react';
import type { RefObject } from 'react';
import type { CharacterProfile } from '../../../../shared/api-contracts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteCharacterProfile } from '../api/delete-character-profile';
import { profileErrorMessage } from '../profile-errors';
import { DeleteButton } from '../../../components/ui/delete-button';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this character profile?';

/** Asks before a profile goes (docs/product.md §2.8); loaded on demand. */
export default function DeleteCharacterDialog({
  profile,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  profile: CharacterProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const remove = useDeleteCharacterProfile();
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(profile.id, {
      onSuccess: () => {
        toast({
          title: 'Profile Deleted',
          description: `${profile.name}'s profile has been removed.`,
          variant: 'moonbeam-info',
        });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: profileErrorMessage(error, 'Failed to delete character profile.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent
        title={`Delete ${profile.name}'s profile?`}
        description={DELETE_CONFIRMATION}
        {...(returnFocusTo ? { returnFocusTo } : {})}
      >
        <p className="text-sm leading-relaxed text-lavender-200">
          Stories you have already made for {profile.name} stay in your account.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <DeleteButton pending={remove.isPending} onClick={confirm} icon={Trash2}>
            Delete Profile
          </DeleteButton>
        </div>
      </DialogContent>
    </Dialog>
  );
}
