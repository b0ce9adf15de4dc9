import { Heart } from 'lucide-react';
import type { Story } from '../../../../shared/api-contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUpdateStory } from '../../../lib/api/update-story';

/** Signed-in owners keep favourites (docs/product.md §4.4: PATCH { isFavorite }). */
export function FavoriteToggle({ story }: { story: Story }) {
  const updateStory = useUpdateStory(story.id);
  const favorite = updateStory.isPending ? !story.isFavorite : story.isFavorite;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={favorite}
      disabled={updateStory.isPending}
      onClick={() =>
        updateStory.mutate(
          { isFavorite: !story.isFavorite },
          {
            onError: (error) =>
              toast({
                title: 'Error',
                description: errorMessage(error) ?? 'Could not update your favorites.',
                variant: 'destructive',
              }),
          },
        )
      }
    >
      <Heart className={cn('size-5', favorite && 'fill-rose-300 text-rose-300')} aria-hidden="true" />
      {favorite ? 'Favorite' : 'Add to Favorites'}
    </Button>
  );
}
