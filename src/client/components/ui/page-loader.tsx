import { Moon } from 'lucide-react';

/** Shown while a page or the signed-in state loads. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-lavender-200"
    >
      <Moon className="moon-pulse size-10 text-moon-400" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
