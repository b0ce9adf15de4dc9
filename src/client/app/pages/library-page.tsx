import { StoryLibrary } from '../../features/library/components/story-library';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /library: loaded on demand. */
export default function LibraryPage() {
  useDocumentTitle('Story Library');
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pt-24 pb-24 sm:px-6 sm:pt-28">
      <StoryLibrary />
    </main>
  );
}
