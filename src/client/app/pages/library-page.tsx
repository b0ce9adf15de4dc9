import { lazy, Suspense } from 'react';
import { StoryLibrary } from '../../features/library/components/story-library';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOnline } from '../../lib/offline';

// Offline only: the stories saved on this device, above whatever the library could load.
const KeptStoriesShelf = lazy(() =>
  import('../../features/stories/components/kept-stories-shelf').then((m) => ({
    default: m.KeptStoriesShelf,
  })),
);

/** /library: loaded on demand. */
export default function LibraryPage() {
  useDocumentTitle('Story Library');
  const online = useOnline();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      {!online && (
        <div className="mx-auto mb-10 max-w-3xl">
          <Suspense fallback={null}>
            <KeptStoriesShelf />
          </Suspense>
        </div>
      )}
      <StoryLibrary />
    </main>
  );
}
