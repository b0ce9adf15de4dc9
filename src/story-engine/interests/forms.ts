/** The forms a typed thing takes in a story: names as written, its category, one and many of it. */
import { lookupNoun, MEETS, type Noun } from './nouns.js';
import { PROPER } from './names.js';
import { PHRASES, TOPIC_WORDS } from './topics.js';
import type { InterestCategoryId, Understood } from './types.js';
import { BRITISH, isCommon, STOPWORDS, VERB_ING } from './vocabulary.js';
import { keyOf, withArticle } from './words.js';

/** A name as a parent would write it: 'luna' -> 'Luna', 'mr whiskers' -> 'Mr Whiskers', 'LUNA' -> 'Luna'. */
export function asName(words: readonly string[]): string {
  return words
    .map((w, i) => {
      if (i > 0 && /^(the|of|and|von|van|de)$/i.test(w)) return w.toLowerCase();
      if (w.length > 1 && w === w.toUpperCase() && /\p{L}{2}/u.test(w)) w = w.toLowerCase();
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(' ');
}

/** The longest known name starting at word i, if any. */
export function properAt(
  words: readonly string[],
  i: number,
): { length: number; text: string; category: InterestCategoryId; one?: string; many?: string } | undefined {
  for (let n = Math.min(6, words.length - i); n >= 1; n--) {
    const typedText = words.slice(i, i + n).join(' ');
    const entry = PROPER.get(keyOf(typedText));
    if (!entry) continue;
    // The parent's own way of writing a name stays when it is a way of writing it ('Lego' for 'LEGO');
    // all lower case or all capitals is typing, and the maker's way is used.
    const same = typedText.toLowerCase() === entry.text.toLowerCase();
    const typedStyle =
      typedText !== typedText.toLowerCase() &&
      (typedText !== typedText.toUpperCase() || entry.text === entry.text.toUpperCase());
    const text = same && typedStyle ? typedText : entry.text;
    return {
      length: n,
      text,
      category: entry.category,
      ...(entry.one ? { one: entry.one, many: entry.many! } : {}),
    };
  }
  return undefined;
}

/** Words said as the parent would, mid-sentence: names as their makers write them, typing capitals gone. */
export function formatWords(words: readonly string[]): {
  text: string;
  propers: { category: InterestCategoryId; one?: string; many?: string }[];
} {
  const out: string[] = [];
  const propers: { category: InterestCategoryId; one?: string; many?: string }[] = [];
  for (let i = 0; i < words.length;) {
    const found = properAt(words, i);
    if (found) {
      out.push(found.text);
      propers.push(found);
      i += found.length;
      continue;
    }
    let word = words[i]!;
    const key = keyOf(word);
    if (/^(my|our)$/i.test(word)) word = i < words.length - 1 ? '{their}' : '';
    else if (BRITISH[key] && key === word.toLowerCase()) word = BRITISH[key]!;
    else if (word === 'i') word = 'I';
    else if (
      isCommon(word) &&
      (/^\p{Lu}[\p{Ll}'-]*$/u.test(word) ||
        (word.length > 1 && word === word.toUpperCase() && /\p{L}/u.test(word)))
    )
      word = BRITISH[key] ?? word.toLowerCase();
    if (word) out.push(word);
    i += 1;
  }
  return { text: out.join(' ').replace(/(\{their\} )+/g, '{their} '), propers };
}

/** The category of a topic by its words, the names in it, and the nouns in it. */
export function categoryOf(
  text: string,
  propers: readonly { category: InterestCategoryId }[],
): InterestCategoryId {
  const key = keyOf(text);
  for (const [pattern, category] of PHRASES) if (pattern.test(key)) return category;
  for (const [pattern, category] of TOPIC_WORDS) if (pattern.test(key)) return category;
  const words = key.split(' ');
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const found = lookupNoun(words.slice(i, i + n).join(' '));
      if (found) return found.noun.category;
    }
  return propers.find((p) => p.category !== 'generic')?.category ?? 'generic';
}

/** One of it and many of it, for a category whose scenes meet one: the first fitting noun, or its own. */
export function meetsOf(
  text: string,
  category: InterestCategoryId,
  propers: readonly { category: InterestCategoryId; one?: string; many?: string }[],
): Pick<Understood, 'one' | 'many' | 'species'> {
  const fallback = MEETS[category];
  if (!fallback) return {};
  const fromProper = propers.find((p) => p.category === category && p.one);
  if (fromProper) return { one: fromProper.one!, many: fromProper.many! };
  const words = keyOf(text).split(' ');
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const found = lookupNoun(words.slice(i, i + n).join(' '));
      if (
        found &&
        found.noun.meets &&
        (found.noun.category === category || (category === 'sea' && found.noun.category === 'animals'))
      )
        return nounForms(found.noun);
    }
  return { one: withArticle(fallback[0]), many: fallback[1] };
}

export function nounForms(noun: Noun, prefix = ''): Pick<Understood, 'one' | 'many' | 'species'> {
  const one = prefix ? `${prefix} ${noun.one}` : noun.one;
  return {
    one: withArticle(one),
    many: prefix ? `${prefix} ${noun.many}` : noun.many,
    ...(noun.species ? { species: noun.species } : {}),
  };
}

/** A word that may stand in front of a noun: 'pink unicorns', 'baby dragons', 'Disney princesses'. */
function canDescribe(word: string): boolean {
  const key = keyOf(word);
  if (!key || STOPWORDS.has(key) || key in VERB_ING || /^\d+$/.test(key)) return false;
  if (/^(one|two|three|four|five|six|seven|eight|nine|ten|lots|many|some|all|any|no)$/.test(key))
    return false;
  if (/ing$/.test(key) && !/^(flying|racing|sleeping|sparkling|talking|dancing|baby|king|magic)$/.test(key))
    return false;
  return /^[\p{L}'-]+$/u.test(word);
}

/** A known thing, alone or with a word or two in front: 'horse', 'the horses', 'pink unicorn'. */
export function asNoun(words: readonly string[]): Understood | undefined {
  for (let k = 0; k < words.length && k <= 2; k++) {
    const found = lookupNoun(words.slice(k).join(' '));
    if (!found) continue;
    const prefixWords = words.slice(0, k);
    if (!prefixWords.every(canDescribe)) return undefined;
    const prefix = formatWords(prefixWords).text;
    const forms = nounForms(found.noun, prefix);
    const result: Understood = { topic: forms.many!, category: found.noun.category };
    if (found.noun.meets || !(found.noun.category in MEETS)) Object.assign(result, forms);
    else Object.assign(result, meetsOf('', found.noun.category, []));
    if (found.noun.species) result.species = found.noun.species;
    return result;
  }
  return undefined;
}
