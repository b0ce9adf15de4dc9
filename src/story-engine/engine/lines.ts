/**
 * The child's memory of lines: the sentences (as small stable hashes) it heard on its recent nights, so a
 * telling prefers the wordings it has not heard lately. A parent notices a line heard again ("The fox
 * trotted ahead, nose down, following the safest path.") long before a paragraph; short sentences
 * ("All was still.") come back by nature and are not counted.
 */
import { sentencesOf } from '../prose.js';
import type { StoryMemory } from './request.js';

/** A sentence of this many words or more is a line a child may notice hearing again. */
export const LINE_MIN_WORDS = 6;
/** No line is heard on more than this many of a child's last 30 nights, where the library has another. */
export const LINE_NIGHTS = 4;

/** Line key -> on how many of the remembered nights the child heard it. */
export type HeardLines = ReadonlyMap<number, number>;
export const NO_LINES: HeardLines = new Map();

const LETTER = /[\p{L}\p{N}]/u;

/**
 * The key of a sentence, or undefined when it is too short to count as a line: a stable 32-bit hash
 * (FNV-1a) of its words as a listener hears them (lower case; punctuation, spacing and the marks of the
 * child's details aside), so the same line hashes alike in every release. One pass, no allocation but the
 * lower-casing: the server reads 30 stories' lines for every story it makes.
 */
export function lineKey(sentence: string): number | undefined {
  const text = sentence.toLowerCase();
  let hash = 0x811c9dc5;
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const wordChar =
      (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || (c > 127 && LETTER.test(text[i]!));
    if (!wordChar) {
      inWord = false;
      continue;
    }
    if (!inWord) {
      if (words > 0) hash = Math.imul(hash ^ 32, 0x01000193);
      words++;
      inWord = true;
    }
    hash = Math.imul(hash ^ c, 0x01000193);
  }
  return words >= LINE_MIN_WORDS ? hash >>> 0 : undefined;
}

/**
 * The lines of a story (its paragraphs, or its content with paragraphs split by blank lines), each once:
 * what the memory keeps of a night, and what the server derives from a stored story's text.
 */
export function linesOf(story: string | readonly string[]): number[] {
  const paragraphs = typeof story === 'string' ? story.split('\n\n') : story;
  const keys = new Set<number>();
  for (const paragraph of paragraphs)
    for (const sentence of sentencesOf(paragraph)) {
      const key = lineKey(sentence);
      if (key !== undefined) keys.add(key);
    }
  return [...keys];
}

/** On how many of the remembered nights each line was heard (a memory with no lines: none). */
export function heardLinesOf(memory: StoryMemory): HeardLines {
  if (!memory.lines?.length) return NO_LINES;
  const nights = new Map<number, number>();
  for (const night of memory.lines)
    for (const key of new Set(night)) nights.set(key, (nights.get(key) ?? 0) + 1);
  return nights;
}

/** Sentence -> nights heard, per memory: a story is told several times over while it is fitted. */
const nightsCache = new WeakMap<HeardLines, Map<string, number>>();

/** On how many remembered nights the child heard this sentence (0 when it is too short to be a line). */
export function nightsHeard(heard: HeardLines, sentence: string): number {
  if (heard.size === 0) return 0;
  let cache = nightsCache.get(heard);
  if (!cache) nightsCache.set(heard, (cache = new Map()));
  let nights = cache.get(sentence);
  if (nights === undefined) {
    const key = lineKey(sentence);
    nights = key === undefined ? 0 : (heard.get(key) ?? 0);
    cache.set(sentence, nights);
  }
  return nights;
}

/**
 * How stale a paragraph would sound to this child: each line adds the nights it was heard on, and a line
 * that would be heard past LINE_NIGHTS counts as much as any number of fresher ones. 0: nothing heard.
 */
export function staleness(heard: HeardLines, paragraph: string): { cost: number; most: number } {
  let cost = 0;
  let most = 0;
  if (heard.size === 0) return { cost, most };
  for (const sentence of sentencesOf(paragraph)) {
    const nights = nightsHeard(heard, sentence);
    cost += nights >= LINE_NIGHTS ? 1000 : nights;
    most = Math.max(most, nights);
  }
  return { cost, most };
}
