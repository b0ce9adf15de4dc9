import { useEffect, useRef, type ReactNode } from 'react';
import type { PageLook } from '../../../../shared/media';
import { cn } from '../../../lib/cn';
import type { ReadingPosition } from '../use-read-aloud';
import type { BookPage } from './book-pages';
import { PagePicture, SCROLL_PAGE_CLASSES } from './book-page-parts';
import { StoryParagraph } from './story-paragraph';

/**
 * Where scroll mode draws a picture: above the first paragraph, and above each one whose scene moves to a
 * new place (the same place twice in a row is drawn once, as a book would not print one picture twice).
 */
export function picturedParagraphs(pages: readonly Pick<BookPage, 'setting' | 'picture'>[]): boolean[] {
  return pages.map(
    (page, index) =>
      index === 0 || page.setting !== pages[index - 1]!.setting || page.picture !== pages[index - 1]!.picture,
  );
}

/** Scroll mode: the whole story on one long page, with its pictures, for those who prefer it. */
export function ScrollPages({
  pages,
  position,
  startAt,
  textClassName,
  ending,
  companion,
  childName,
  look,
  siblings,
}: {
  pages: readonly BookPage[];
  /** The paragraph to open at (the page the book was at when the reader switched to scrolling). */
  startAt: number;
  position: ReadingPosition | null;
  textClassName: string;
  ending: ReactNode;
  companion: string;
  childName: string;
  look: PageLook | null;
  siblings?: readonly { name: string; look: PageLook | null }[] | undefined;
}) {
  const text = useRef<HTMLDivElement>(null);
  const opening = useRef(startAt);
  useEffect(() => {
    if (opening.current <= 0) return;
    // The paragraph, or the picture drawn above it.
    const paragraph = text.current?.querySelectorAll(':scope > p')[opening.current];
    const picture = paragraph?.previousElementSibling;
    (picture?.tagName === 'IMG' ? picture : paragraph)?.scrollIntoView({ block: 'start' });
  }, []);
  const pictured = picturedParagraphs(pages);
  const picture = (index: number) => (
    <PagePicture
      key={`picture-${index}`}
      setting={pages[index]!.setting}
      picture={pages[index]!.picture}
      companion={companion}
      childName={childName}
      look={look}
      siblings={siblings}
      lazy={index > 0}
      className={index > 0 ? 'mt-8 mb-6' : 'mb-6'}
    />
  );

  return (
    <div className={SCROLL_PAGE_CLASSES}>
      {/* The first picture sits outside the text, so the first paragraph keeps its drop cap. */}
      {pages.length > 0 && picture(0)}
      <div ref={text} className={cn('story-text font-story text-parchment', textClassName)}>
        {pages.map((page, index) => [
          index > 0 && pictured[index] ? picture(index) : null,
          <StoryParagraph
            key={index}
            sentences={page.sentences}
            reading={position?.paragraph === index ? position.sentence : -1}
          />,
        ])}
      </div>
      {ending}
    </div>
  );
}
