import { lazy, Suspense } from 'react';
import type { Story } from '../../../../shared/api-contracts';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';

// The button and the booklet load after the story's first paint, not in the first-load bundle (the button
// sits below the story, out of view when it arrives).
const PrintStory = lazy(() => import('./print-book'));

/** 'Print this story' and the A5 booklet it prints (print-book.tsx). */
export function PrintStoryButton({ story }: { story: Story }) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense>
      <PrintStory story={story} />
    </Suspense>
  );
}
