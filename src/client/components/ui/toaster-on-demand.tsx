import { lazy, Suspense } from 'react';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast area loads with the first toast: Radix Toast is about 7 KB of every page's first load, and
 * most first visits show none. F8 reaches the area while a toast is on screen, which is when it matters.
 */
export function ToasterOnDemand() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
