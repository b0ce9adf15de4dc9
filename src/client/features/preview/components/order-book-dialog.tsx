import { BookOpen, Sparkles } from 'lucide-react';
import type { RefObject } from 'react';
import type { Story } from '../../../../shared/api-contracts';
import { formatPrice, HARDCOVER_BOOK_PRICE_USD } from '../../../../shared/catalogue';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useGeneratePreview } from '../api/generate-preview';

/** docs/product.md §4.7: the pictures are drawn by the product, not by an AI. */
export const PREVIEW_NOTE = 'Images are generated automatically.';

/** 'Purchase Hardcover Book': price, a book preview, and ordering marked 'Coming Soon!' (docs/product.md §2.6). */
export default function OrderBookDialog({
  story,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  story: Story;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const preview = useGeneratePreview(story.id);
  const previewUrl = story.bookPreviewUrl ?? preview.data?.previewUrl ?? null;

  const generate = () =>
    preview.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Preview Generated',
          description: 'Your book preview has been created!',
          variant: 'wish-bubble',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error) ?? 'Could not generate book preview',
          variant: 'destructive',
        }),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        returnFocusTo={returnFocusTo}
        title="Purchase Hardcover Book"
        description={`Turn ${story.childName}'s adventure into a keepsake to read again and again.`}
      >
        <div className="mb-5 rounded-2xl border border-moon-400/40 bg-moon-400/10 p-4" role="note">
          <p className="font-semibold text-moon-300">Coming Soon!</p>
          <p className="mt-1 text-sm text-lavender-200">
            Hardcover orders will be available soon. We'll keep your story safe until then.
          </p>
        </div>
        <div className="flex flex-col gap-2 rounded-2xl border border-night-600 bg-night-950/50 p-4 min-[420px]:flex-row min-[420px]:items-center min-[420px]:justify-between min-[420px]:gap-4">
          <div className="flex items-center gap-3">
            <BookOpen className="size-6 shrink-0 text-moon-400" aria-hidden="true" />
            <p className="font-semibold text-mist-100">Hardcover Book with Illustrations</p>
          </div>
          <p className="text-2xl font-bold text-moon-300">{formatPrice(HARDCOVER_BOOK_PRICE_USD)}</p>
        </div>

        <section aria-labelledby="preview-heading" className="mt-5">
          <h3 id="preview-heading" className="font-semibold text-lavender-200">
            Book preview
          </h3>
          {previewUrl ? (
            <img
              src={previewUrl}
              alt={`Book preview of ${story.childName}'s Magical Adventure`}
              className="mt-3 w-full rounded-2xl border border-night-600 bg-night-950"
            />
          ) : (
            <div className="mt-3 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-lavender-400/40 p-6 text-center">
              <p className="text-sm text-lavender-200">
                See the cover and first pages before the book is printed.
              </p>
              <SubmitButton
                type="button"
                onClick={generate}
                pending={preview.isPending}
                pendingLabel="Generating..."
                icon={Sparkles}
              >
                Generate Preview
              </SubmitButton>
            </div>
          )}
          <p className="mt-3 text-sm text-lavender-200">{PREVIEW_NOTE}</p>
        </section>
      </DialogContent>
    </Dialog>
  );
}
