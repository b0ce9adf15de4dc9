import { WifiOff } from 'lucide-react';

/** Offline, every page says so once, plainly: what still works is what this device kept. */
export default function OfflineBanner() {
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-2 border-t border-night-600 bg-night-900/95 px-4 py-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] text-sm text-mist-100"
    >
      <WifiOff className="size-4 shrink-0 text-moon-300" aria-hidden="true" />
      You're offline. Stories saved on this device still open.
    </div>
  );
}
