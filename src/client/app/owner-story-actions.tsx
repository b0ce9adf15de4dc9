import type { Story } from '../../shared/api-contracts';
import { DeleteStoryButton } from '../components/story/delete-story-button';
import { UnshareStoryButton } from '../components/story/unshare-story-button';
import { ContinueTomorrowButton } from '../features/stories/components/continue-tomorrow-button';

/**
 * What only a story's owner does with it under the reader: continue it tomorrow, stop sharing it (when
 * shared) and delete it. One lazy chunk for the story page, loaded after the story has painted.
 */
export function OwnerStoryActions({ story, onDeleted }: { story: Story; onDeleted: () => void }) {
  return (
    <>
      <ContinueTomorrowButton story={story} />
      {story.isPublic && <UnshareStoryButton story={story} />}
      <DeleteStoryButton story={story} onDeleted={onDeleted} />
    </>
  );
}
