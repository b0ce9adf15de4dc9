import { BookX } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Story } from '../../../shared/api-contracts';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';
import { cn } from '../../lib/cn';
import { storyTitle } from './share-story-button';

const DeleteStoryDialog = lazy(() => import('./delete-story-dialog'));
const preload = () => void import('./delete-story-dialog');

/** 'Delete' with a confirmation (the owner's story only; the server checks again). */
export function DeleteStoryButton({
  story,
  onDeleted,
  variant = 'ghost',
  size = 'sm',
  iconOnly = false,
  className,
}: {
  story: Pick<Story, 'id' | 'childName' | 'title'>;
  onDeleted?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Only the bin (its name stays for screen readers). */
  iconOnly?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant={variant}
        size={size}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={iconOnly ? `Delete ${storyTitle(story)}` : undefined}
        className={cn(iconOnly && 'size-11 px-0', className)}
      >
        <BookX className={iconOnly ? 'size-5' : 'size-4'} aria-hidden="true" />
        {!iconOnly && 'Delete Story'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DeleteStoryDialog
            story={story}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            {...(onDeleted ? { onDeleted } : {})}
          />
        </Suspense>
      )}
    </>
  );
}
