import type { Story } from '../../../shared/api-contracts';
import { DeleteStoryButton } from './delete-story-button';
import { UnshareStoryButton } from './unshare-story-button';

/**
 * What only a story's owner does with it under the reader: stop sharing it (when shared) and delete it.
 * One lazy chunk for the story page, loaded after the story has painted.
 */
export function OwnerStoryActions({ story, onDeleted }: { story: Story; onDeleted: () => void }) {
  return (
    <>
      {story.isPublic && <UnshareStoryButton story={story} />}
      <DeleteStoryButton story={story} onDeleted={onDeleted} />
    </>
  );
}
