import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstInteraction } from '../../lib/first-interaction';
import { useToasts } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast area (Radix Toast, about 7 KB) is not part of the first load: it arrives at the visitor's first
 * touch of the page (lib/first-interaction.ts), or with the first toast if that comes sooner. From then on it stays, as if it had always been there (a
 * dialog opened later finds it in place, and F8 reaches it).
 */
export function ToasterOnDemand() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstInteraction(() => setWanted(true)), []);
  if (!wanted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
