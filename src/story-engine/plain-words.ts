/**
 * Plain words for the youngest (issue 28): a word a 2-3-year-old does not know is said the way they would
 * say it ('jerboa' -> 'little desert mouse'), from the library's list (plain-words.story). Whole words
 * only, a capital kept; tidyProse then fits 'a' or 'an' to the new word.
 */
import type { AgeBand } from './markup.js';

const sayers = new WeakMap<Readonly<Record<string, string>>, (text: string) => string>();

/** The library's text as a 2-3-year-old hears it; the same function for the same list. */
export function plainly(words: Readonly<Record<string, string>>): (text: string) => string {
  const known = sayers.get(words);
  if (known) return known;
  const list = Object.keys(words).sort((a, b) => b.length - a.length);
  // A plural's possessive ("the voles' house") takes the plain word's own: "the mice's house".
  const pattern = new RegExp(`\\b(${list.join('|')})\\b(?!-\\w)('(?!\\w))?`, 'gi');
  const say = (text: string): string =>
    list.length === 0
      ? text
      : text.replace(pattern, (_: string, word: string, apostrophe: string | undefined) => {
          const plain = words[word.toLowerCase()]!;
          const said = /^[A-Z]/.test(word) ? plain[0]!.toUpperCase() + plain.slice(1) : plain;
          return apostrophe ? `${said}${said.endsWith('s') ? "'" : "'s"}` : said;
        });
  sayers.set(words, say);
  return say;
}

/**
 * How a story for this age band says the library's own text, as a render context's `say`: the plain words
 * for 2-3 only, as written for every other band. The one rule for the engine, titles, the checker and the
 * bench.
 */
export function sayingFor(
  band: AgeBand,
  plain: ((text: string) => string) | undefined,
): { say?: (text: string) => string } {
  return band === 'toddler' && plain ? { say: plain } : {};
}
