import { Hand } from 'lucide-react';
import { useState } from 'react';

/** Kept on the device once the hint is dismissed or a page has been swiped. */
export const SWIPE_HINT_STORAGE_KEY = 'storySwipeHintSeen';

function seen(): boolean {
  try {
    return localStorage.getItem(SWIPE_HINT_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** A touch screen: where a swipe can turn the page and nothing on screen says so. */
function touchScreen(): boolean {
  return navigator.maxTouchPoints > 0 || window.matchMedia('(pointer: coarse)').matches;
}

/** Whether to tell a parent that pages swipe: once per device, on touch screens only (issue 32). */
export function useSwipeHint() {
  const [shown, setShown] = useState(() => touchScreen() && !seen());
  return {
    shown,
    dismiss() {
      if (!shown) return;
      setShown(false);
      try {
        localStorage.setItem(SWIPE_HINT_STORAGE_KEY, '1');
      } catch {
        // Private browsing without storage: the hint comes back next time, which does no harm.
      }
    },
  };
}

export function SwipeHint({ onDismiss }: { onDismiss: () => void }) {
  return (
    <p role="note" className="mb-2 flex items-center justify-center gap-2 text-sm text-lavender-200">
      <Hand className="size-4 shrink-0 text-moon-300" aria-hidden="true" />
      Swipe the page left or right to turn it.
      <button
        type="button"
        onClick={onDismiss}
        className="min-h-11 rounded-full px-3 font-semibold text-moon-300 underline underline-offset-4"
      >
        Got it
      </button>
    </p>
  );
}
