import { BookmarkPlus } from 'lucide-react';
import { Link } from 'wouter';
import type { Story } from '../../../../shared/api-contracts';
import { MAX_CHAPTERS } from '../../../../shared/chapters';
import { buttonClasses } from '../../../components/ui/button';

/**
 * Tomorrow's chapter, on the form: which story goes on, with whom, and whether tonight's chapter is the
 * last (the fifth always is). Companion and theme stay last night's; the length and a moment are tonight's.
 */
export function ChapterBanner({
  story,
  last,
  onLastChange,
}: {
  story: Story;
  last: boolean;
  onLastChange: (last: boolean) => void;
}) {
  const chapter = story.chapter + 1;
  const mustEnd = chapter >= MAX_CHAPTERS;
  return (
    <section
      aria-label="Tomorrow's chapter"
      className="rounded-2xl border border-lavender-400/30 bg-night-800/60 p-4 text-lavender-200"
    >
      <h3 className="flex items-center gap-2 font-semibold text-moon-300">
        <BookmarkPlus className="size-5 shrink-0" aria-hidden="true" />
        Chapter {chapter} of “{story.title}”
      </h3>
      <p className="mt-1 text-sm">
        The same child, companion ({story.animal}) and theme ({story.theme}) as last night. The story starts
        by remembering last night.
      </p>
      <label className="mt-3 flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-moon-400"
          checked={last || mustEnd}
          disabled={mustEnd}
          onChange={(event) => onLastChange(event.target.checked)}
        />
        {mustEnd
          ? 'The last chapter: it closes the adventure'
          : 'Make this the last chapter (it closes the adventure)'}
      </label>
      <Link href="/" className={buttonClasses('quiet', 'md', 'mt-1 text-sm')}>
        Make a new story instead
      </Link>
    </section>
  );
}
