/**
 * The child's own details in a story: marked where they are said (so the sentences that carry one can be
 * counted, then unmarked), and the small sentence mechanics around them.
 */
import { parseMarkup, type MarkupNode } from '../markup.js';
import { agreeWithThey, possessive, sentencesOf, tidyProse } from '../prose.js';
import { wholeWord } from '../text.js';

/** The share of sentences that carry a detail of the child in a Premium story made from a profile. */
export const PERSONAL_SHARE = 0.12;
/** Below this share a Short story's touches are said even when its one scene must give way (render.ts). */
export const PERSONAL_FLOOR = 0.1;

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
  others: readonly string[] = [],
): string {
  const sentences = sentencesOf(paragraph);
  if (sentences.length < 2) return paragraph;
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const startsWithName = (s: string) => s.startsWith(`${name} `) || s.startsWith(`${name}'s `);
  // 'She explained everything to Ada': with a brother or sister named in it, the name stays.
  const namesAnother = (s: string) => others.some((other) => wholeWord(other, 'u').test(s));
  let changed = false;
  for (let i = 1; i < sentences.length; i++) {
    const sentence = sentences[i]!;
    if (!startsWithName(sentences[i - 1]!) || !startsWithName(sentence) || namesAnother(sentence)) continue;
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

/**
 * Words that lean on the sentence before when a sentence opens with them (or has one before it names
 * anything: 'Then it ...', 'Up they went'). A sentence of the child's put in front of one cuts it off
 * from what it leans on: 'The moon was full. Maya pushed her hair out of her eyes. It laid a path of
 * silver light.'
 */
const POINTS_BACK = new Set([
  // Pronouns: whoever or whatever was just named. 'She' and 'his' too: after a sentence about the child
  // they may read as the child, whoever the author meant.
  ...['it', 'its', "it's", "it'll", "it'd", 'itself'],
  ...['they', 'them', 'their', 'theirs', "they're", "they'd", "they'll", "they've", 'themselves'],
  ...['he', 'him', 'his', "he's", "he'd", "he'll", 'himself'],
  ...['she', 'her', 'hers', "she's", "she'd", "she'll", 'herself'],
  // What was just shown ('That was Hobb the giant', 'This time the bridge held', 'Such a noise!').
  ...['this', 'that', 'these', 'those', "that's", 'such', 'same'],
  // More of what was just said, or some of it ('Then another.', 'Both wanted the top perch.', 'One had
  // slipped its rope', 'Too short again.', 'Still nothing.', 'Even the moon seemed to smile').
  ...['another', 'other', 'others', 'both', 'each', 'either', 'neither', 'one', 'too', 'also', 'again'],
  ...['even', 'still', 'instead', 'together'],
  // Joins to the sentence before: a 'but' or a 'so' after a touch would answer the touch. ('And' is a
  // storyteller's step on, as 'Then' is: 'And before the tenth breath, Bo was fast asleep.')
  ...['but', 'or', 'nor', 'so', 'yet', 'because', 'though', 'although', 'however', 'besides'],
  ...['otherwise', 'anyway'],
]);
/**
 * Words that name nothing themselves, so a sentence opening with them still leans back if a word above
 * comes next ('Then on they went', 'Up it rose!', 'There it went', 'And it's how you get to sleep'; but
 * 'Then a star fell', 'There was a long pause', 'Soon the basket was full'). 'Then' alone is a step on
 * in time, not a pointer: after a touch, 'Then a shooting star streaked past' still reads.
 */
const LEADING = new Set(
  (
    'then and now soon up down out off in on into onto round around over away back along through across past ' +
    'here there just very at last first next suddenly slowly softly gently quietly carefully quickly higher'
  ).split(' '),
);
/** Subject pronouns after a short opening phrase: 'With a whoosh, it floated up'. */
const SUBJECTS = new Set(['it', 'they', 'he', 'she', 'this', 'that', 'these', 'those']);
const MARKS = /[\u2063\u2064]/g;
const wordsOf = (sentence: string) =>
  sentence
    .replace(MARKS, '')
    .split(/\s+/)
    .filter((w) => w !== '');
/** A sound or a beat, not a sentence of its own: 'Whoosh!', 'Nothing.', 'In, out.' (but 'Maya smiled.'). */
const isFragment = (sentence: string) => {
  const words = wordsOf(sentence);
  return words.length === 1 || (words.length === 2 && words[0]!.endsWith(','));
};
const bare = (word: string) =>
  word
    .toLowerCase()
    .replace(/^["“‘(]+|[^\p{L}']+$/gu, '')
    .replace(/’/g, "'");

/**
 * Whether a sentence leans on the one before it: it opens with speech (a reply, or a turn of the talk),
 * is a sound or a beat ('Whoosh!', 'In, out.'), or says a word of POINTS_BACK before it names anything.
 */
function leansBack(sentence: string): boolean {
  const words = wordsOf(sentence);
  if (/^["“‘]/.test(words[0] ?? '') || isFragment(sentence)) return true;
  for (const word of words) {
    const w = bare(word);
    if (POINTS_BACK.has(w)) return true;
    if (!LEADING.has(w)) break;
  }
  // The word after a short opening phrase is the subject: 'With a whoosh, it ...', 'Then, warm inside, they'.
  for (let i = 0; i < Math.min(words.length - 1, 5); i++)
    if (/,$/.test(words[i]!) && SUBJECTS.has(bare(words[i + 1]!))) return true;
  return false;
}

/**
 * Whether a sentence runs on into the next: it leaves a quote open, asks a question the next answers,
 * trails off ('Wait...'), ends in a colon, is a sound or a beat ('Whoosh!') that belongs with its
 * neighbours, or says something aloud, which the next sentence answers or follows ('"Goodnight, moon,"
 * whispered Aoife. The words floated out of the window'). (`before` is the paragraph up to and including
 * it.)
 */
function runsOn(sentence: string, before: string): boolean {
  const s = sentence.replace(MARKS, '');
  if (/(\?|\.\.\.|…|[:;,])["”’]?$/.test(s) || isFragment(s) || /["“”]/.test(s)) return true;
  const straight = before.split('"').length - 1;
  const opened = before.split('“').length - 1;
  const closed = before.split('”').length - 1;
  return straight % 2 === 1 || opened > closed;
}

/** Whether a sentence of the child's can go between sentences k - 1 and k without cutting them apart. */
function fitsBefore(sentences: readonly string[], k: number): boolean {
  return !leansBack(sentences[k]!) && !runsOn(sentences[k - 1]!, sentences.slice(0, k).join(' '));
}

/**
 * A sentence of the child's early in a paragraph: after its first sentence, or after the first one
 * further on where it cuts nothing apart; at the paragraph's end when it would cut apart everywhere.
 */
export function insertNearStart(paragraph: string, sentence: string): string {
  const sentences = sentencesOf(paragraph);
  if (sentences.length < 2) return `${paragraph} ${sentence}`;
  let k = 1;
  while (k < sentences.length && !fitsBefore(sentences, k)) k++;
  return [...sentences.slice(0, k), tidyProse(sentence), ...sentences.slice(k)].join(' ');
}

/**
 * A sentence of the child's late in a paragraph (the ending's), before its last sentence, the one that
 * closes it, or the nearest place before that where it cuts nothing apart; undefined when there is none
 * (after the last sentence it would come after the child is asleep).
 */
export function insertNearEnd(paragraph: string, sentence: string): string | undefined {
  const sentences = sentencesOf(paragraph);
  if (sentences.length < 2) return `${sentence} ${paragraph}`;
  let k = sentences.length - 1;
  while (k >= 1 && !fitsBefore(sentences, k)) k--;
  if (k < 1) return undefined;
  return [...sentences.slice(0, k), tidyProse(sentence), ...sentences.slice(k)].join(' ');
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
