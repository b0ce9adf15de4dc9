/**
 * Understanding what a parent typed as a child's interest, so a story can build a scene around it and say
 * it as the parent would: 'horse' becomes 'horses' after "loved" and 'a horse' when one appears;
 * 'my cat Luna' becomes 'her cat Luna'; 'minecraft' becomes 'Minecraft'; 'Dinosaurs' (a capital from
 * typing) reads 'dinosaurs' mid-sentence; 'LEGO' and 'Peppa Pig' stay as typed.
 *
 * The rules, in the order they apply:
 * - Cleaning: markup characters, emoji (unless they are all there is: '🦄' means unicorns), quotes and
 *   sentence punctuation go; '&', '+' and '/' mean 'and'; "loves", "she likes", "is obsessed with" in
 *   front are dropped; "to draw" and "draw" become 'drawing'. Nothing typed can reach the story as markup.
 * - Several things ('cats and dogs', 'pink and purple', 'Lego, Minecraft and Roblox'): each is understood
 *   on its own, joined again as "a, b and c" (at most three); the first one with a category gives it.
 *   Names with 'and' in them ('Ben and Holly', 'hide and seek') stay whole.
 * - Names as their makers write them ('Minecraft', 'LEGO', 'Pokémon', 'PAW Patrol'); a parent's own
 *   way of writing the same name stays ('Lego').
 * - The child's own: 'my cat Luna' -> '{their} cat Luna' (a pet: its name and kind), 'my grandma Rose',
 *   'my big sister', 'grandma' -> '{their} grandma' (a person). 'my' or 'our' never reaches the story.
 * - Countable things: 'horse' and 'a horse' -> 'horses' (one: 'a horse'), with irregular plurals
 *   ('mouse' -> 'mice', 'wolf' -> 'wolves', 'sheep'), and with a word or two in front ('pink unicorn'
 *   -> 'pink unicorns', 'a pink unicorn').
 * - Capitals: a capital from typing goes ('Dinosaurs', 'Baking Cakes', 'DINOSAURS' -> lower case), an
 *   unknown capitalised word stays (it may be a name: 'Luna', 'Paris'); some things read with 'the'
 *   ('ocean' -> 'the ocean', 'piano' -> 'the piano').
 * - Very long text is cut to its first clause ('playing with toy trains in the garden every single day'
 *   -> 'playing with toy trains') or the thing it names; nothing usable, or only spaces, reads 'adventures'.
 */
import { clean } from './clean.js';
import { asName, asNoun, categoryOf, formatWords, meetsOf, properAt } from './forms.js';
import { AND_PHRASES } from './names.js';
import { lookupNoun, SPECIES_OF } from './nouns.js';
import type { Interest, Understood } from './types.js';
import {
  BRITISH,
  FOND,
  PEOPLE,
  PET_KINDS,
  STOPWORDS,
  THE_FORM,
  TOY_KINDS,
  VERB_ING,
  WITH_THE,
} from './vocabulary.js';
import { keyOf } from './words.js';

/** What a story says when nothing usable was typed. */
const FALLBACK_TOPIC = 'adventures';
/** A topic longer than this (in characters, '{their}' counted as typed) is cut back. */
const MAX_TOPIC = 48;
/** A part longer than this (in words) is reduced to its first clause or the thing it names. */
const MAX_WORDS = 6;
/** 'my cat Luna', 'my grandma rose', 'my big sister', 'our dogs', 'my lego': the child's own. */
function asOwn(rest: string): Understood {
  const words = rest.split(' ').filter((w) => !/^(called|named|who|is)$/i.test(w));
  // The kind: words a pet or person may have in front, then the kind itself (one word or two).
  let i = 0;
  while (i < words.length - 1 && FOND.test(keyOf(words[i]!)) && !/^\p{Lu}/u.test(words[i]!)) i++;
  for (const n of [3, 2, 1]) {
    if (i + n > words.length) continue;
    const kind = keyOf(words.slice(i, i + n).join(' '));
    const isPet = PET_KINDS.test(kind);
    if (!isPet && !PEOPLE.test(kind) && !TOY_KINDS.test(kind)) continue;
    const kindText = words
      .slice(0, i + n)
      .map((w) =>
        FOND.test(keyOf(w)) || keyOf(w) === kind || kind.includes(keyOf(w))
          ? (BRITISH[keyOf(w)] ?? keyOf(w))
          : w,
      )
      .join(' ');
    const nameWords = words.slice(i + n).filter((w) => !/^(the|a|an|my|our|his|her|their)$/i.test(w));
    const name = nameWords.length ? asName(nameWords) : undefined;
    const topic = `{their} ${kindText}${name ? ` ${name}` : ''}`;
    if (isPet) {
      const species = SPECIES_OF[kind] ?? lookupNoun(kind)?.noun.species ?? kind;
      return {
        topic,
        category: 'pet',
        petKind: kind,
        ...(name ? { petName: name } : {}),
        ...(species ? { species: species === 'goldfish' ? 'fish' : species } : {}),
      };
    }
    return { topic, category: 'generic', petKind: kind, ...(name ? { petName: name } : {}) };
  }
  // Anything else of theirs ('my bike', 'our chickens', 'my lego'): understood as itself, said as theirs.
  const { text, propers } = formatWords(words);
  const category = categoryOf(text, propers);
  const plain = asNoun(words);
  return {
    topic: `{their} ${text}`,
    category,
    ...(plain && plain.category === category
      ? { one: plain.one!, many: plain.many!, ...(plain.species ? { species: plain.species } : {}) }
      : meetsOf(text, category, propers)),
  };
}

/** A part that is too long: its first clause, or the thing it names, or its first few words. */
function shorten(words: string[]): string[] {
  if (words.length <= MAX_WORDS) return words;
  const firstClause: string[] = [];
  for (const w of words) {
    if (
      firstClause.length &&
      /^(because|but|when|especially|which|who|that|like|and|in|on|at|every|since|while|whenever|if|so)$/i.test(
        w,
      )
    )
      break;
    firstClause.push(w);
  }
  if (
    firstClause.length <= MAX_WORDS &&
    firstClause.length >= 1 &&
    !STOPWORDS.has(keyOf(firstClause[firstClause.length - 1]!))
  )
    return firstClause;
  // The first thing it names.
  for (let i = 0; i < words.length; i++) {
    const p = properAt(words, i);
    if (p) return words.slice(i, i + p.length);
    for (let n = Math.min(3, words.length - i); n >= 1; n--) {
      const found = lookupNoun(words.slice(i, i + n).join(' '));
      if (found) return found.noun.many.split(' ');
    }
  }
  const cut = words.slice(0, MAX_WORDS - 1);
  while (cut.length > 1 && STOPWORDS.has(keyOf(cut[cut.length - 1]!))) cut.pop();
  return cut;
}

/** The topic without a trailing '{their}' or full stop, however they follow each other. */
function endOnAWord(topic: string): string {
  let out = topic.trim();
  for (let before = ''; before !== out;) {
    before = out;
    out = out
      .replace(/(\{their\} ?)+$/, '')
      .trim()
      .replace(/[.!?;:]+$/, '')
      .trim();
  }
  return out;
}

/** One thing typed (no 'and'). */
function understandOne(part: string): Understood | undefined {
  let words = part.split(' ').filter(Boolean);
  if (!words.length) return undefined;
  words = shorten(words);
  const text0 = words.join(' ');

  // A name the makers write their way, typed whole: 'minecraft', 'LEGO', 'My Little Pony'.
  const whole = properAt(words, 0);
  if (whole && whole.length === words.length) {
    const category = whole.category;
    return {
      topic: whole.text,
      category,
      ...(whole.one ? { one: whole.one, many: whole.many! } : meetsOf('', category, [])),
    };
  }

  // The child's own.
  const owned = /^(my|our|his|her|their)\s+(.+)$/i.exec(text0);
  if (owned) return asOwn(owned[2]!);
  // The child's people, typed without 'my': 'grandma', 'grandma rose', 'big sister' ('Grandma Rose' is a name).
  const firstKey = keyOf(words[0]!);
  const twoKey = words.length > 1 ? keyOf(words.slice(0, 2).join(' ')) : '';
  if (
    /^\p{Ll}/u.test(words[0]!) &&
    (PEOPLE.test(firstKey) ||
      PEOPLE.test(twoKey) ||
      (FOND.test(firstKey) && PEOPLE.test(keyOf(words[1] ?? ''))))
  )
    return asOwn(text0);

  // 'a horse', 'the horses', 'horse', 'pink unicorn'.
  const article = /^(a|an|the|some)\s+/i.exec(text0);
  const bare = article ? words.slice(1) : words;
  const noun = bare.length ? asNoun(bare) : undefined;
  if (noun) return noun;

  // An activity typed as a verb: 'draw' -> 'drawing', 'play football' -> 'playing football'.
  const verb = VERB_ING[keyOf(words[0]!)];
  if (verb && !(words.length === 1 && lookupNoun(words[0]!))) words = [verb, ...words.slice(1)];
  // Things read with 'the': 'ocean' -> 'the ocean', 'piano' -> 'the piano'.
  if (words.length === 1 && WITH_THE.has(keyOf(words[0]!))) {
    const key = keyOf(words[0]!);
    words = ['the', THE_FORM[key] ?? key];
  }
  const { text, propers } = formatWords(words);
  const category = categoryOf(text, propers);
  return { topic: text, category, ...meetsOf(text, category, propers) };
}

/** Splits 'cats and dogs', 'Lego, Minecraft and Roblox' into parts, keeping 'Ben and Holly' whole. */
function partsOf(text: string): string[] {
  let protectedText = text;
  const lower = keyOf(text);
  for (const phrase of AND_PHRASES) {
    if (!lower.includes(phrase)) continue;
    const pattern = new RegExp(phrase.replace(/ and /g, '\\W+and\\W+').replace(/ /g, "[\\s'.-]*"), 'i');
    protectedText = protectedText.replace(pattern, (m) => m.replace(/\band\b/gi, '\uE000'));
  }
  return protectedText
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+/i)
    .map((p) => p.replace(/\uE000/g, 'and').trim())
    .filter((p) => /\p{L}|\p{N}/u.test(p));
}

/** A topic cut to its first words that fit; a word longer than the whole (a cat on the keyboard) is dropped. */
function fitLength(topic: string): string {
  const kept: string[] = [];
  for (const word of topic.split(' ')) {
    if ([...kept, word].join(' ').length > MAX_TOPIC) break;
    kept.push(word);
  }
  while (kept.length && (STOPWORDS.has(keyOf(kept[kept.length - 1]!)) || kept[kept.length - 1] === '{their}'))
    kept.pop();
  return kept.join(' ');
}

/** "a", "a and b", "a, b and c". */
function joinTopics(topics: readonly string[]): string {
  if (topics.length <= 1) return topics[0] ?? '';
  return `${topics.slice(0, -1).join(', ')} and ${topics[topics.length - 1]}`;
}

/** What the story makes of one typed interest. */
export function understandInterest(typedRaw: string): Interest {
  const typed = String(typedRaw ?? '')
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!,;:]+$/, '');
  const text = clean(typed);

  const seen = new Set<string>();
  const parts: Understood[] = [];
  for (const part of partsOf(text)) {
    // Each part ends like the whole does: without the full stop a parent typed ('dinosaurs., my').
    const understood = understandOne(part.replace(/[.!?;:]+$/, '').trim());
    // A topic ends on a word: no dangling 'their', no stop left over from words dropped after it.
    if (understood) understood.topic = endOnAWord(understood.topic);
    if (
      !understood ||
      !/[\p{L}\p{N}]/u.test(understood.topic.replace(/\{their\}/g, '')) ||
      seen.has(understood.topic.toLowerCase())
    )
      continue;
    seen.add(understood.topic.toLowerCase());
    parts.push(understood);
    if (parts.length === 3) break;
  }
  if (!parts.length) return { typed, category: 'generic', topic: FALLBACK_TOPIC };

  // The first part with a category gives it; the parts that share it give one and many.
  const lead = parts.find((p) => p.category !== 'generic') ?? parts[0]!;
  const category = lead.category;
  const same = parts.filter((p) => p.category === category && p.many);
  let topic = joinTopics(parts.map((p) => p.topic));
  if (topic.length > MAX_TOPIC)
    topic = parts.length > 1 ? joinTopics(parts.slice(0, 2).map((p) => p.topic)) : topic;
  if (topic.length > MAX_TOPIC) topic = lead.topic;
  if (topic.length > MAX_TOPIC) topic = fitLength(topic);
  if (!/[\p{L}\p{N}]/u.test(topic.replace(/\{their\}/g, '')))
    return { typed, category: 'generic', topic: FALLBACK_TOPIC };

  const interest: Interest = { typed, category, topic };
  if (lead.one) interest.one = lead.one;
  if (lead.many)
    interest.many =
      same.length > 1 && same.every((p) => p.many === p.topic)
        ? joinTopics(same.map((p) => p.many!))
        : lead.many;
  if (lead.petName) interest.petName = lead.petName;
  if (lead.petKind) interest.petKind = lead.petKind;
  if (lead.species) interest.species = lead.species;
  return interest;
}

/**
 * Keys side by side on a keyboard, and the alphabet: a run of four of either is a hand on the keys ('asdf',
 * 'qwer'). Three is too few ('first', 'tower', 'street'); 'erty' is in words ('liberty', 'property').
 */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'abcdefghijklmnopqrstuvwxyz'];
const WORD_RUNS = new Set(['erty']);
/** Typed to fill the field, not to name a thing the child loves. */
const NOT_AN_INTEREST = new Set([
  'lol',
  'idk',
  'dunno',
  'none',
  'nothing',
  'n/a',
  'na',
  'test',
  'tbd',
  'etc',
  'xyz',
]);
/** Short words with no vowel that are words: titles in front of a name ('Mrs Brown'). */
const NO_VOWEL_WORDS = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'st']);

/** Whether one typed word reads as a word: a vowel, no letter three times running, no run of keys. */
function looksLikeAWord(word: string): boolean {
  if (/^\p{Lu}{2}$/u.test(word)) return true; // 'TV', 'DJ': two capitals typed as such
  const w = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (!w) return true; // digits or signs: the cleaning has already had its say
  if (w.length > 1 && !/[aeiouyàâäéèêëïîôöùûüÿæœ]/.test(w) && !NO_VOWEL_WORDS.has(w)) return false;
  if (/(\p{L})\1\1/u.test(w)) return false;
  if (/(\p{L}\p{L})\1\1/u.test(w)) return false;
  for (let i = 0; i + 4 <= w.length; i++) {
    const four = w.slice(i, i + 4);
    if (WORD_RUNS.has(four)) continue;
    const back = [...four].reverse().join('');
    if (KEY_ROWS.some((row) => row.includes(four) || row.includes(back))) return false;
  }
  return true;
}

/**
 * Whether the story understood an interest well enough to say it: a thing it knows (a category other than
 * generic), or words that read as words or a name ('Peppa Pig', 'Bluey', 'hopscotch'). A hand on the keys
 * ('asdf', 'qwerty uiop', 'jkjkjk'), a field filled for the sake of it ('none', 'lol'), or nothing usable
 * at all is left out of the story rather than read aloud (issue 28).
 */
export function isUnderstood(interest: Interest): boolean {
  if (NOT_AN_INTEREST.has(interest.typed.trim().toLowerCase())) return false;
  if (interest.category !== 'generic') return true;
  if (interest.topic === FALLBACK_TOPIC) return /adventure/i.test(interest.typed);
  const words = interest.topic
    .replace(/\{their\}/g, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return false;
  if (words.length === 1 && NOT_AN_INTEREST.has(words[0]!.toLowerCase())) return false;
  return words.every(looksLikeAWord);
}
