import { Fragment, useEffect, useRef } from 'react';
import { curlyQuotes, type StorySentence } from '../../../../shared/story-text';
import { cn } from '../../../lib/cn';

/**
 * A paragraph as sentences, so the one being read aloud can be lit and kept in view. Without a sentence
 * being read it is plain text.
 */
export function StoryParagraph({
  sentences,
  reading,
  className,
}: {
  sentences: readonly StorySentence[];
  /** The sentence being read aloud, or -1. */
  reading: number;
  className?: string;
}) {
  const lit = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (reading < 0 || !lit.current) return;
    // A sentence partly in view glides into it; one out of view entirely (the reader scrolled away) is
    // brought back at once: a long smooth scroll is cut short by anything that moves the page meanwhile.
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const box = lit.current.getBoundingClientRect();
    const outOfView = box.bottom <= 0 || box.top >= window.innerHeight;
    lit.current.scrollIntoView({ block: 'nearest', behavior: calm || outOfView ? 'auto' : 'smooth' });
  }, [reading]);

  return (
    <p className={className}>
      {sentences.map((sentence, index) => (
        <Fragment key={sentence.start}>
          {index > 0 && ' '}
          <span
            ref={index === reading ? lit : undefined}
            data-reading={index === reading ? 'true' : undefined}
            className={cn(index === reading && 'reading-now')}
          >
            {curlyQuotes(sentence.text)}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
