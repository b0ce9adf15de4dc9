import { useEffect, useRef, type ReactNode } from 'react';
import type { StorySentence } from '../../../../shared/story-text';
import { cn } from '../../../lib/cn';
import type { ReadingPosition } from '../use-read-aloud';
import { StoryParagraph } from './story-paragraph';

/** Scroll mode: the whole story on one long page, for those who prefer it. */
export function ScrollPages({
  paragraphs,
  position,
  startAt,
  textClassName,
  ending,
}: {
  paragraphs: readonly (readonly StorySentence[])[];
  /** The paragraph to open at (the page the book was at when the reader switched to scrolling). */
  startAt: number;
  position: ReadingPosition | null;
  textClassName: string;
  ending: ReactNode;
}) {
  const text = useRef<HTMLDivElement>(null);
  const opening = useRef(startAt);
  useEffect(() => {
    if (opening.current > 0) text.current?.children[opening.current]?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <div className="story-page mt-6 rounded-[2rem] border border-night-600/50 bg-night-900/85 px-5 py-8 sm:px-12 sm:py-12">
      <div ref={text} className={cn('story-text font-story text-parchment', textClassName)}>
        {paragraphs.map((sentences, index) => (
          <StoryParagraph
            key={index}
            sentences={sentences}
            reading={position?.paragraph === index ? position.sentence : -1}
          />
        ))}
      </div>
      {ending}
    </div>
  );
}
