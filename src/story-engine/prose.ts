/**
 * Tidying that makes filled-in text read as a parent would write it: spacing and punctuation left by
 * dropped segments, capitals at sentence starts, 'a' and 'an' before whatever a slot put after them,
 * verbs that agree with a singular 'they', names capitalised, possessives.
 */
import type { AgeBand } from './markup.js';

/** 'an' sounds: vowels, silent h; 'a' before the 'you' sound (unicorn, useful) and 'one'. */
export function takesAn(word: string): boolean {
  const w = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(w)) return true;
  if (/^(uni(?!mp|nv|nt)|use|usu|ura|ure|uro|uto|uku|eu|ewe|one\b|once)/.test(w)) return false;
  return /^[aeiou]/.test(w);
}

const THEY_AGREEMENT: Record<string, string> = {
  was: 'were',
  "wasn't": "weren't",
  is: 'are',
  "isn't": "aren't",
  has: 'have',
  "hasn't": "haven't",
  does: 'do',
  "doesn't": "don't",
};

/** Verbs that agree with a singular they: 'they was' -> 'they were'. */
export function agreeWithThey(text: string): string {
  return text.replace(
    /\b(they|They) (was|wasn't|is|isn't|has|hasn't|does|doesn't)\b/g,
    (_all, they: string, verb: string) => `${they} ${THEY_AGREEMENT[verb]}`,
  );
}

/** Fixes 'a apple' / 'an pear', case kept. */
export function fixArticles(text: string): string {
  return text.replace(
    /\b(a|an|A|An)(\s+)([A-Za-zÀ-ÿ][\w'-]*)/g,
    (all, article: string, space: string, word: string) => {
      const an = takesAn(word);
      const isAn = article.toLowerCase() === 'an';
      if (an === isAn) return all;
      const fixed = an ? 'an' : 'a';
      return (article[0] === 'A' ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed) + space + word;
    },
  );
}

/** The finished text of a paragraph: spacing, punctuation, capitals, articles, agreement. */
export function tidyProse(raw: string): string {
  let text = raw
    .replace(/\s+/g, ' ')
    // Two sentences joined by a segment with no space between them (the engine's invisible marks of the
    // child's details may sit before the stop: 'Luna\u2063.Each').
    .replace(/(\p{Ll}[\u2063\u2064]*[.!?]["”]?)(["“]?\p{Lu})/gu, '$1 $2')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/([,;:]){2,}/g, '$1')
    .replace(/,([.!?])/g, '$1')
    .replace(/(?<!\.)\.\.(?!\.)/g, '.')
    .replace(/(["“]) +/g, (all, quote: string, offset: number, whole: string) =>
      // An opening quote keeps no space after it; a closing one is followed by its space.
      offset === 0 || /\s/.test(whole[offset - 1] ?? ' ') ? quote : all,
    )
    .trim();
  text = agreeWithThey(text);
  text = fixArticles(text);
  // Capitals where a sentence starts: the paragraph, after . ! ? and a space, a quote opening a sentence,
  // or a quote closed by a full stop ('"...either." The bear'; after '!"' or '?"' a speech tag may follow).
  // The invisible marks of the child's details (personal.ts) may sit on either side of the space: a trait
  // line ends with one, and the companion's sentence after it must still start with a capital.
  text = text.replace(
    /(^[\u2063\u2064]*|(?:(?<!\.)\.|[!?])[\u2063\u2064]*\s+[\u2063\u2064]*|(?<!\.)\.[\u2063\u2064]*["”][\u2063\u2064]*\s+[\u2063\u2064]*)(["“‘]?)(\p{Ll})/gu,
    (_all, before: string, quote: string, letter: string) => before + quote + letter.toUpperCase(),
  );
  return text;
}

/**
 * A name as a parent would write it: each part starts with a capital ('zoë' -> 'Zoë', 'anne-marie' ->
 * 'Anne-Marie', "o'brien" -> "O'Brien"); letters the parent capitalised stay ('McKenzie'); a word typed
 * all in capitals, as with caps lock, is read as a name ('JAMES' -> 'James', never "JAMES's"), except two
 * letters or fewer ('JJ'); spaces tidied.
 */
export function properName(typed: string): string {
  const name = typed
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) =>
      /\p{Ll}/u.test(word) || (word.match(/\p{Lu}/gu)?.length ?? 0) < 3 ? word : word.toLowerCase(),
    )
    .join(' ');
  return name
    .replace(/(^|[\s-])(\p{Ll})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase())
    .replace(
      /(^|[\s-])([OD])'(\p{Ll})/gu,
      (_all, before: string, prefix: string, letter: string) => `${before}${prefix}'${letter.toUpperCase()}`,
    );
}

/** The possessive as it is read aloud in British English: "Mia's", "James's". */
export function possessive(noun: string): string {
  return noun.endsWith("'s") ? noun : `${noun}'s`;
}

/** Sentences of a finished paragraph (for measures and for the reader's highlighting). */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?]["”’]?)\s+(?=["“‘]?[\p{Lu}0-9])/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * The longest sentence each young band hears, in words (issue 28): a 2-3-year-old follows twelve, a 4-5-year-old
 * fifteen. A longer one has a band's own shorter telling (<2-3: ...><4-12: ...>).
 */
export const SENTENCE_WORDS: Partial<Record<AgeBand, number>> = { toddler: 12, little: 15 };

/** The sentences of a text, as a band hears it, longer than that band follows (none for 6-12). */
export function longSentences(text: string, band: AgeBand): string[] {
  const longest = SENTENCE_WORDS[band];
  return longest === undefined ? [] : sentencesOf(text).filter((s) => s.split(/\s+/).length > longest);
}
