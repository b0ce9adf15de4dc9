/**
 * /record/{token}: an invitation to record a story (docs/product.md §14). Everything of it loads on demand, so
 * the pages around it carry none of it (the link is opened once, by someone invited).
 */
import { lazy, Suspense } from 'react';

const InvitationRecorder = lazy(
  () => import('../../features/reader/components/recorder/invitation-recorder'),
);

export default function RecordPage({ id: token = '' }: { id?: string }) {
  return (
    <Suspense
      fallback={
        <main id="main" className="px-4 pt-16 pb-24 text-center text-lavender-200" role="status">
          Opening the story...
        </main>
      }
    >
      <InvitationRecorder token={token} />
    </Suspense>
  );
}
