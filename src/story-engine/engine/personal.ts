/**
 * The child's own details in a story: marked where they are said (so the sentences that carry one can be
 * counted, then unmarked), and the small sentence mechanics around them.
 */
import { parseMarkup, type MarkupNode } from '../markup.js';
import { agreeWithThey, possessive, sentencesOf, tidyProse } from '../prose.js';

/** The share of sentences that carry a detail of the child in a Premium story made from a profile. */
export const PERSONAL_SHARE = 0.12;

/** Marks text that comes from the child's details, so the sentences that carry one can be counted. */
export const PERSONAL = '\u2063';
export function personal(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.endsWith(PERSONAL) ? value : value + PERSONAL;
}

/**
 * Two sentences in a row that open with the child's name read like a list: the second opens with the
 * pronoun instead ("Mia felt brave. She knelt down."; "... They were ..." with no gender given).
 */
export function varyNameStarts(
  paragraph: string,
  name: string,
  pronouns: { they: string; their: string },
): string {
  const sentences = sentencesOf(paragraph);
  if (sentences.length < 2) return paragraph;
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const startsWithName = (s: string) => s.startsWith(`${name} `) || s.startsWith(`${name}'s `);
  let changed = false;
  for (let i = 1; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    if (!startsWithName(sentences[i - 1]!) || !startsWithName(sentence)) continue;
    const rest = sentence.slice(name.length);
    if (rest.startsWith("'s ")) sentences[i] = cap(pronouns.their) + rest.slice(2);
    else if (/^ \p{Ll}/u.test(rest)) sentences[i] = cap(pronouns.they) + rest;
    else continue;
    changed = true;
  }
  return changed ? tidyProse(sentences.join(' ')) : paragraph;
}

const markupCache = new Map<string, MarkupNode[]>();
export function parseCached(text: string): MarkupNode[] {
  let nodes = markupCache.get(text);
  if (!nodes) {
    nodes = parseMarkup(text);
    if (markupCache.size > 5_000) markupCache.clear();
    markupCache.set(text, nodes);
  }
  return nodes;
}

export function insertBeforeLastSentence(paragraph: string, sentence: string): string {
  const sentences = sentencesOf(paragraph);
  if (sentences.length < 2) return `${sentence} ${paragraph}`;
  return [...sentences.slice(0, -1), tidyProse(sentence), sentences[sentences.length - 1]].join(' ');
}

export function insertAfterFirstSentence(paragraph: string, sentence: string): string {
  const sentences = sentencesOf(paragraph);
  if (sentences.length < 2) return `${paragraph} ${sentence}`;
  return [sentences[0], tidyProse(sentence), ...sentences.slice(1)].join(' ');
}

/** Marks the pronoun of a child with no gender given ('they', 'them', 'their'), till the story is told. */
export const CHILDS_THEY = '\u2064';
const MARKED_THEY = new RegExp(`\\b(they|They|them|Them|their|Their)${CHILDS_THEY}`);

/**
 * A child with no gender given is never an ambiguous 'they' beside the companion ("On they went" reads as
 * the two of them): in a sentence that names the companion, or follows one that does, the child's first
 * pronoun becomes the name, unless the name came earlier in that sentence. Then the marks go, and the
 * verbs after the 'they' left agree ('they were').
 */
export function nameBesideCompanion(paragraph: string, name: string, companionRef: string): string {
  if (!paragraph.includes(CHILDS_THEY)) return paragraph;
  const companion = companionRef.toLowerCase();
  const sentences = sentencesOf(paragraph);
  const told = sentences.map((sentence, i) => {
    const beside = [sentence, sentences[i - 1] ?? ''].some((s) => s.toLowerCase().includes(companion));
    const match = MARKED_THEY.exec(sentence);
    if (!beside || !match || sentence.slice(0, match.index).includes(name)) return sentence;
    const word = match[1]!.toLowerCase();
    const instead = word === 'their' ? possessive(name) : name;
    return sentence.slice(0, match.index) + instead + sentence.slice(match.index + match[0].length);
  });
  return agreeWithThey(told.join(' ').replaceAll(CHILDS_THEY, ''));
}
