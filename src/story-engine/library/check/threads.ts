/**
 * Threads (issue 28, point 3): a passage that begins a story may open one (`opens: photo-by-bed`: a photo
 * put by the bed, a promise, a question), and one that ends it closes it (`closes: photo-by-bed`). A thread
 * lives in one file: the engine tells a closer only after its opener, and an opener only where a closer
 * can follow (engine/plan.ts), so each opener needs a closer that can come after it, and each closer an
 * opener that can come before it.
 */
import type { Passage } from '../types.js';
import type { CheckIssue } from './report.js';

export interface ThreadPassage {
  passage: Passage;
  where: string;
}

/**
 * `openers` and `closers` of one file; `closersOf` narrows the closers that can follow an opener (a
 * quest's set-up is followed by its own pay-offs only, and then the endings).
 */
export function checkThreads(
  openers: readonly ThreadPassage[],
  closers: readonly ThreadPassage[],
  errors: CheckIssue[],
  closersOf: (opener: Passage) => readonly ThreadPassage[] = () => closers,
): void {
  const opened = new Set(openers.map((o) => o.passage.opens).filter((t) => t !== undefined));
  for (const { passage, where } of openers)
    if (passage.opens && !closersOf(passage).some((c) => c.passage.closes === passage.opens))
      errors.push({
        where,
        message: `opens '${passage.opens}', which nothing after it closes: add 'closes: ${passage.opens}' to a passage that ends the story`,
      });
  for (const { passage, where } of closers)
    if (passage.closes && !opened.has(passage.closes))
      errors.push({
        where,
        message: `closes '${passage.closes}', which nothing before it opens: the story would refer to what it did not tell`,
      });
}
