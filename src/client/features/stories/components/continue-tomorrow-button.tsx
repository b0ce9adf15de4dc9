import { BookmarkPlus } from 'lucide-react';
import { Link } from 'wouter';
import type { Story } from '../../../../shared/api-contracts';
import { buttonClasses } from '../../../components/ui/button';

/** Where the form makes tomorrow's chapter of a story: the home page, asked to continue it. */
export const continuePath = (storyId: string) => `/?continue=${encodeURIComponent(storyId)}`;

/**
 * 'Continue tomorrow' (the story's owner): tomorrow's chapter goes on with the same child and companion,
 * while the series is open. It is Premium: the form says so to other plans, with the way to the plans.
 */
export function ContinueTomorrowButton({ story }: { story: Story }) {
  // The server closes a series at its last chapter (the fifth at the latest).
  if (!story.isOwner || story.closesSeries) return null;
  return (
    <Link href={continuePath(story.id)} className={buttonClasses('secondary', 'md')}>
      <BookmarkPlus className="size-5" aria-hidden="true" />
      Continue tomorrow
    </Link>
  );
}
