import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';

export const Dialog = DialogPrimitive.Root;

export function DialogContent({
  title,
  description,
  children,
  returnFocusTo,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Where focus goes on close, for dialogs opened without a Dialog.Trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-night-950/80 [backdrop-filter:blur(8px)]" />
      <DialogPrimitive.Content
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
        className="dialog-content fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-lavender-400/30 bg-night-900 p-6 text-mist-100 shadow-[0_30px_80px_-20px_rgb(0_0_0/0.9)] sm:p-8"
      >
        <DialogPrimitive.Title className="pr-8 text-2xl font-bold text-moon-300">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-2 text-lavender-200">
            {description}
          </DialogPrimitive.Description>
        ) : (
          <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
        )}
        <div className="mt-5">{children}</div>
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 rounded-full p-2 text-lavender-200 hover:bg-night-800 hover:text-white"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
