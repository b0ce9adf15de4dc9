/** Small text measures used by the generator and its metadata. */

/** Words separated by whitespace; the generator's paragraphs have single spaces after tidying. */
export function countWords(text: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const space = c === 32 || c === 10 || c === 9 || c === 13;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count;
}

// The vocabulary is the templates' plus names: small, so a memo pays for itself many times over.
const syllableMemo = new Map<string, number>();
const MEMO_LIMIT = 50_000;

/** Syllables by vowel groups, with the usual English corrections; good enough for a grade estimate. */
export function countSyllables(word: string): number {
  const known = syllableMemo.get(word);
  if (known !== undefined) return known;
  const count = syllablesOf(word);
  if (syllableMemo.size >= MEMO_LIMIT) syllableMemo.clear();
  syllableMemo.set(word, count);
  return count;
}

function syllablesOf(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

/** Flesch-Kincaid grade level of a text. */
export function fleschKincaidGrade(text: string, tokens: readonly string[] = text.split(/\s+/)): number {
  const sentences = Math.max(1, (text.match(/[.!?]+(?=\s|"|$)/g) ?? []).length);
  const words = tokens.filter((w) => /[a-z]/i.test(w));
  if (words.length === 0) return 0;
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);
  return 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
}

/**
 * The grade of a story as its listener meets it: the child's own name counts as one short word (a child
 * knows their name, however many syllables it has), everything else as Flesch-Kincaid counts it.
 */
export function storyGrade(text: string, childNames: string | readonly string[]): number {
  // Brothers and sisters know each other's names too.
  const names = (typeof childNames === 'string' ? [childNames] : childNames)
    .map((n) => n.trim())
    .filter(Boolean);
  return fleschKincaidGrade(
    names.reduce((t, name) => t.replace(new RegExp(escaped(name), 'g'), 'Kim'), text),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word or phrase standing alone ('Pip' in 'Pip ran', not in 'pipe'), with the flags given. */
export function wholeWord(words: string, flags = 'u'): RegExp {
  return new RegExp(`(?<![\\p{L}])${escaped(words)}(?![\\p{L}])`, flags);
}
