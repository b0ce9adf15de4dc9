import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { pagePictureUrl, type PageLook } from '../../../../shared/media';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import type { ScenePicture, Setting } from '../../../../shared/settings';
import type { StorySentence } from '../../../../shared/story-text';
import { keyBelongsToControl, keyTurn, pageLabel, swipeTurn, turnPage, type PageTurn } from '../page-turn';
import { BOOK_PAGE_CLASSES, PagePicture, pageTextClasses } from './book-page-parts';
import { SwipeHint, useSwipeHint } from './swipe-hint';
import { StoryParagraph } from './story-paragraph';

/** The top bar's height (4rem) and a little air: a turned page's picture starts below it. */
const TOP_BAR_CLEARANCE_PX = 96;

export interface BookPage {
  sentences: readonly StorySentence[];
  setting: Setting;
  /** What its picture shows besides the place (snow, rain, ...), or null. */
  picture: ScenePicture | null;
}

/**
 * Book mode: one scene a page, its setting drawn with the companion and the child. Turned by a swipe, the
 * arrow keys or the buttons; the indicator is announced when the page changes.
 */
export function BookPages({
  pages,
  page,
  onTurn,
  companion,
  childName,
  look,
  siblings,
  reading,
  textClassName,
  ending,
}: {
  pages: readonly BookPage[];
  page: number;
  onTurn: (page: number) => void;
  companion: string;
  childName: string;
  look: PageLook | null;
  siblings?: readonly { name: string; look: PageLook | null }[] | undefined;
  /** The sentence being read aloud on this page, or -1. */
  reading: number;
  textClassName: string;
  /** Shown under the last page's text. */
  ending: ReactNode;
}) {
  const count = pages.length;
  const current = pages[page];
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const book = useRef<HTMLElement>(null);
  // The page the book opens at shows at once (it is the story page's largest paint, and an entrance would
  // hold it back); every page after a turn comes in with the turn.
  const [openedAt] = useState(page);
  const [turned, setTurned] = useState(false);
  if (!turned && page !== openedAt) setTurned(true);
  const swipeHint = useSwipeHint();

  const turn = (direction: PageTurn) => {
    const next = turnPage(page, direction, count);
    if (next === page) return;
    onTurn(next);
    // A page turned from the buttons under a long page opens at its top, as a paper book would, and below
    // the top bar (which a scroll up brings back): the section's scroll margin clears it (scroll-mt-24).
    if (book.current && book.current.getBoundingClientRect().top < TOP_BAR_CLEARANCE_PX) {
      const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      book.current.scrollIntoView({ block: 'start', behavior: calm ? 'auto' : 'smooth' });
    }
  };
  const turnRef = useRef(turn);
  useEffect(() => {
    turnRef.current = turn;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const direction = keyTurn(event.key);
      if (!direction || keyBelongsToControl(event.target)) return;
      event.preventDefault();
      turnRef.current(direction);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The next picture arrives before the page is turned (asked for once this one has painted: it does
  // not compete with the page's first paint).
  const nextSetting = pages[page + 1]?.setting;
  const nextPicture = pages[page + 1]?.picture ?? null;
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!nextSetting || !painted) return;
    const picture = new Image();
    picture.src = pagePictureUrl(nextSetting, companion, look, nextPicture, siblings);
  }, [nextSetting, nextPicture, companion, look, siblings, painted]);

  if (!current) return null;
  const first = page === 0;
  const last = page === count - 1;

  return (
    <section ref={book} aria-label="Story pages" className="mt-6 scroll-mt-24">
      <div
        className={BOOK_PAGE_CLASSES}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse' && event.button !== 0) return;
          start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          if (!from || from.id !== event.pointerId) return;
          const direction = swipeTurn(event.clientX - from.x, event.clientY - from.y);
          if (!direction) return;
          swipeHint.dismiss(); // a first swipe shows the hint has been learned
          turn(direction);
        }}
        onPointerCancel={() => (start.current = null)}
      >
        <div key={page} className={turned ? 'page-enter' : undefined}>
          <PagePicture
            setting={current.setting}
            picture={current.picture}
            companion={companion}
            childName={childName}
            look={look}
            siblings={siblings}
          />
          <div className={pageTextClasses(textClassName)}>
            <StoryParagraph sentences={current.sentences} reading={reading} />
          </div>
          {last && ending}
        </div>
      </div>
      {/* On a phone the bar stays at the bottom of the screen, under the thumb (reader.css). */}
      <div className="page-turn-bar mt-4">
        {/* Not while a voice reads and turns the pages: the floating Pause and Stop sit where it would be. */}
        {swipeHint.shown && reading < 0 && <SwipeHint onDismiss={swipeHint.dismiss} />}
        <nav aria-label="Turn the page" className="flex items-center justify-between gap-3">
          <PageButton label="Previous page" disabled={first} onClick={() => turn('previous')}>
            <ChevronLeft className="size-5" aria-hidden="true" />
            <span className="max-[400px]:sr-only">Previous</span>
          </PageButton>
          <p
            aria-live="polite"
            aria-atomic="true"
            className="text-center font-semibold whitespace-nowrap text-lavender-200 [font-variant-numeric:tabular-nums]"
          >
            {pageLabel(page, count)}
          </p>
          <PageButton label="Next page" disabled={last} onClick={() => turn('next')}>
            <span className="max-[400px]:sr-only">Next</span>
            <ChevronRight className="size-5" aria-hidden="true" />
          </PageButton>
        </nav>
      </div>
    </section>
  );
}

/** aria-disabled rather than disabled: the button keeps focus on the last page, so the keyboard is not lost. */
function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className="inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-full border border-lavender-300/50 bg-night-800/70 px-3 font-semibold sm:px-4 text-lavender-200 transition-colors hover:border-lavender-200 hover:bg-night-700 hover:text-white aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:border-lavender-300/50 aria-disabled:hover:bg-night-800/70"
    >
      {children}
    </button>
  );
}
