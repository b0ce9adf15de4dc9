import './toaster.css';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, TOAST_DURATION_MS, useToasts, type ToastVariant } from './use-toast';
import { cn } from '../../lib/cn';

/** Swipe right past 50 px closes a toast; F8 moves focus to the toast area (docs/product.md §9). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-lavender-400/40 bg-night-800 text-mist-100',
  destructive: 'border-rose-300/50 bg-rose-950 text-rose-50',
  'wish-bubble': 'border-lavender-300/60 bg-gradient-to-br from-night-700 to-[#3b2a6e] text-mist-100',
  'stardust-warning': 'border-moon-400/60 bg-[#2e2440] text-moon-300',
  'moonbeam-info': 'border-sky-300/50 bg-[#12294a] text-sky-50',
};

const ACTION_CLASSES: Record<ToastVariant, string> = {
  default: 'bg-moon-400 text-night-950 hover:bg-moon-300',
  destructive: 'bg-rose-100 text-rose-950 hover:bg-white',
  'wish-bubble': 'bg-lavender-200 text-night-950 hover:bg-white',
  'stardust-warning': 'bg-moon-400 text-night-950 hover:bg-moon-300',
  'moonbeam-info': 'bg-sky-100 text-night-950 hover:bg-white',
};

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((t) => {
        const variant = t.variant ?? 'default';
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            {...(t.duration !== undefined ? { duration: t.duration } : {})}
            type={variant === 'destructive' || variant === 'stardust-warning' ? 'foreground' : 'background'}
            data-variant={variant}
            className={cn(
              'toast group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.7)]',
              VARIANT_CLASSES[variant],
            )}
          >
            <div className="grid flex-1 gap-1">
              <ToastPrimitive.Title className="font-semibold leading-snug">{t.title}</ToastPrimitive.Title>
              {t.description && (
                <ToastPrimitive.Description className="text-sm leading-relaxed opacity-95">
                  {t.description}
                </ToastPrimitive.Description>
              )}
              {t.action && (
                <ToastPrimitive.Action
                  altText={t.action.altText ?? t.action.label}
                  onClick={t.action.onClick}
                  className={cn(
                    'mt-2 justify-self-start rounded-full px-4 py-1.5 text-sm font-semibold',
                    ACTION_CLASSES[variant],
                  )}
                >
                  {t.action.label}
                </ToastPrimitive.Action>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Close notification"
              className="absolute top-3 right-3 rounded-full p-1 opacity-80 hover:opacity-100"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        // An open dialog hides the rest of the page from screen readers, except live regions: this keeps
        // toasts reachable. 'off' because Radix announces each toast itself.
        aria-live="off"
        // Toasts sit at the top: at the bottom they covered the Create button, 'Continue as Guest' and a new
        // story's first lines (its text starts below the picture and the title). On a phone they cover the
        // bar; wider screens put them under it, at the right. With a dialog open they go to the foot of the
        // screen (toaster.css), where they cannot slide over the dialog's Close button.
        className="fixed top-0 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] outline-none sm:top-16 sm:right-2 sm:p-4"
      />
    </ToastPrimitive.Provider>
  );
}
