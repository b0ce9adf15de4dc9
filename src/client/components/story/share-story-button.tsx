import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Story } from '../../../shared/api-contracts';
import { storyPath } from '../../../shared/routes';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { useUpdateStory } from '../../lib/api/update-story';

/** docs/product.md §9: the button reads 'Link Copied!' for 2 seconds. */
export const COPIED_MS = 2000;

/** The story's own title ('Mia and the Little Red Mitten'), as cards, dialogs and the cover lead with it. */
export const storyTitle = (story: Pick<Story, 'title'>) => story.title;

/**
 * 'Share Story': the owner's story becomes readable by link (docs/product.md §4.4), then the device's share
 * sheet opens, or the link is copied.
 */
export function ShareStoryButton({ story }: { story: Story }) {
  const updateStory = useUpdateStory(story.id);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    setBusy(true);
    try {
      if (story.isOwner && !story.isPublic) {
        try {
          await updateStory.mutateAsync({ isPublic: true });
        } catch (error) {
          toast({
            title: 'Error',
            description: errorMessage(error) ?? 'Unable to share this story right now. Please try again.',
            variant: 'destructive',
          });
          return;
        }
      }
      const url = new URL(storyPath(story.id), window.location.origin).href;
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({
            title: storyTitle(story),
            text: `A bedtime story for ${story.childName}`,
            url,
          });
          return;
        } catch (error) {
          // Closing the share sheet is a choice, not a failure; any other refusal falls back to copying.
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        setCopied(true);
        toast({
          title: 'Story link copied!',
          description: 'Send it to family so they can read along.',
          variant: 'moonbeam-info',
        });
      } catch {
        toast({
          title: 'Copy failed',
          description: 'Unable to copy the story link. Please copy the URL manually.',
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void share()} disabled={busy} aria-live="polite">
      {copied ? (
        <>
          <Check className="size-5" aria-hidden="true" />
          Link Copied!
        </>
      ) : (
        <>
          <Share2 className="size-5" aria-hidden="true" />
          Share Story
        </>
      )}
    </Button>
  );
}
