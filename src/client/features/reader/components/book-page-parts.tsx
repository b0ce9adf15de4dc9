/**
 * The parts of a book page that the story page draws before the reader's code has arrived (BookOpening)
 * and the book draws after (BookPages): the same picture, frame and text, so the one replaces the other
 * without a move.
 */
import type { Story } from '../../../../shared/api-contracts';
import { pageScenePicture, pageSetting, pagePictureUrl, type PageLook } from '../../../../shared/media';
import {
  SCENE_PICTURE_WORDS,
  SETTING_INFO,
  takesScenePicture,
  type ScenePicture,
  type Setting,
} from '../../../../shared/settings';
import { curlyQuotes, storyParagraphs, storySentences } from '../../../../shared/story-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { readReaderPreferences, type TextSize } from '../reader-preferences';

export const TEXT_CLASSES: Record<TextSize, string> = {
  Small: 'text-[1.0625rem] leading-[1.75] sm:text-[1.1875rem]',
  Medium: 'text-[1.1875rem] leading-[1.8] sm:text-[1.375rem] sm:leading-[1.85]',
  Large: 'text-[1.4375rem] leading-[1.75] sm:text-[1.625rem]',
  'Extra large': 'text-[1.75rem] leading-[1.65] sm:text-[1.9375rem]',
};

/** The page itself: a card around the picture and the text. */
export const BOOK_PAGE_CLASSES =
  'story-page book-page touch-pan-y rounded-[2rem] border border-night-600/50 bg-night-900/85 p-3 pb-7 select-none sm:p-5 sm:pb-10';

/** The text under the picture, in the reader's text size. */
export function pageTextClasses(textClassName: string): string {
  return cn('story-text mt-6 px-2 font-story text-parchment sm:px-7', textClassName);
}

/** The page's setting drawn with the companion and the child. */
export function PagePicture({
  setting,
  picture = null,
  companion,
  childName,
  look,
  siblings = [],
  lazy = false,
  className,
}: {
  setting: Setting;
  picture?: ScenePicture | null;
  companion: string;
  childName: string;
  look: PageLook | null;
  /** Brothers and sisters in the story: drawn beside the child, named in the description. */
  siblings?: readonly { name: string; look: PageLook | null }[] | undefined;
  /** Loaded as it nears the screen (scroll mode's pictures below the first). */
  lazy?: boolean;
  className?: string;
}) {
  const info = SETTING_INFO[setting];
  return (
    <img
      src={pagePictureUrl(setting, companion, look, picture, siblings)}
      alt={`${companion} and ${[childName, ...siblings.map((s) => s.name)].join(' and ')} in ${info.name}: ${info.picture}${picture && takesScenePicture(setting, picture) ? `, ${SCENE_PICTURE_WORDS[picture]}` : ''}`}
      width={480}
      height={300}
      draggable={false}
      loading={lazy ? 'lazy' : undefined}
      className={cn(
        'mx-auto aspect-[8/5] w-full max-w-[34rem] rounded-[1.4rem] bg-night-800 object-cover',
        className,
      )}
    />
  );
}

/** Scroll mode's one long page (scroll-pages.tsx). */
export const SCROLL_PAGE_CLASSES =
  'story-page mt-6 rounded-[2rem] border border-night-600/50 bg-night-900/85 px-5 py-8 sm:px-12 sm:py-12';

/**
 * Where the reader's controls will be, as large as they are: space kept, nothing drawn (grey pills that
 * look like buttons and do nothing only puzzle a parent for the moment the controls take to arrive).
 */
function ControlsSkeleton({ recordButton }: { recordButton: boolean }) {
  // The same row as StoryBook's controls, each place as wide as its control, so the row wraps where the
  // real one will on a phone.
  return (
    <div className="mt-6 flex flex-wrap items-center justify-center gap-3 sm:mt-8" aria-hidden="true">
      <div className="flex items-center gap-3">
        {/* The mode buttons (2.5rem) in their padded, bordered group: 50 px. */}
        <div className="h-[3.125rem] w-[13.625rem]" />
        <div className="h-11 w-28" />
      </div>
      {recordButton && <div className="h-11 w-[13.5rem]" />}
      {/* Read aloud while it checks for voices (read-aloud-controls.tsx). */}
      <div className="h-11 w-36" />
    </div>
  );
}

/**
 * The book's opening page while the reader's code arrives: its picture and text as the book will show
 * them, with the controls still to come. The picture is the page's largest paint, so it comes with the
 * story's first render instead of after the reader's code (docs/performance.md, first load). In scroll
 * mode, the scroll page's top: the same picture and first paragraph.
 */
export function BookOpening({ story }: { story: Story }) {
  const preferences = readReaderPreferences();
  const paragraph = storyParagraphs(story.storyContent)[0] ?? '';
  const firstParagraph = curlyQuotes(
    storySentences(paragraph)
      .map((sentence) => sentence.text)
      .join(' '),
  );
  return (
    <div aria-busy="true">
      <ControlsSkeleton recordButton={story.isOwner} />
      {preferences.mode === 'book' ? (
        <section aria-label="Story pages" className="mt-6 scroll-mt-4">
          <div className={BOOK_PAGE_CLASSES}>
            <div>
              <PagePicture
                setting={pageSetting(story, 0)}
                picture={pageScenePicture(story, 0)}
                companion={story.animal}
                childName={story.childName}
                look={story.childLook}
                siblings={story.siblings}
              />
              <div className={pageTextClasses(TEXT_CLASSES[preferences.textSize])}>
                <p>{firstParagraph}</p>
              </div>
            </div>
          </div>
          <div className="mt-4 flex items-center justify-between gap-3">
            <Skeleton className="h-12 w-28 rounded-full" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-12 w-28 rounded-full" />
          </div>
        </section>
      ) : (
        <div className={SCROLL_PAGE_CLASSES}>
          <PagePicture
            setting={pageSetting(story, 0)}
            picture={pageScenePicture(story, 0)}
            companion={story.animal}
            childName={story.childName}
            look={story.childLook}
            siblings={story.siblings}
            className="mb-6"
          />
          <div className={cn('story-text font-story text-parchment', TEXT_CLASSES[preferences.textSize])}>
            <p>{firstParagraph}</p>
          </div>
        </div>
      )}
    </div>
  );
}
