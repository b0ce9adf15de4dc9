/**
 * A story's own title, made from its quest: 'Mia and the Little Red Mitten' (docs/product.md, "Stories").
 * Pure: the same name, quest and recent titles give the same title. The stories service calls it once,
 * when a story is made, with the child's recent titles, and keeps the title with the story.
 */
import { FREE_ANIMALS, PREMIUM_ANIMALS, type Theme } from '../shared/catalogue.js';
import { STORY_LIBRARY } from './library/index.js';
import type { Quest } from './library/types.js';
import type { AgeBand } from './markup.js';
import { sayingFor } from './plain-words.js';

const ANIMALS = [...FREE_ANIMALS, ...PREMIUM_ANIMALS] as const;

/** Words a title keeps in lower case unless they open it. */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'of',
  'or',
  'at',
  'by',
  'for',
  'to',
  'in',
  'on',
  'with',
]);
/**
 * The full name of the quest's thing serves as the title only when it is a plain noun phrase: no clause
 * ('that winds the village clock'), no comma, no placeholder; it is at most this many words long.
 */
const LONGEST_PHRASE_WORDS = 6;
const CLAUSE_WORDS = /\b(with|that|from|for|in|on|to|who|which|called|than|under|into|made)\b/i;

const capitalise = (word: string) =>
  word
    .split('-')
    .map((part) => (part ? part.charAt(0).toLocaleUpperCase('en') + part.slice(1) : part))
    .join('-');

/** 'the little red mitten' -> 'the Little Red Mitten'; 'the big jam jar of questions' keeps 'of'. */
export function titleCase(phrase: string): string {
  return phrase
    .trim()
    .split(/\s+/)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLocaleLowerCase('en')) ? word : capitalise(word)))
    .map((word, i) => (i === 0 && word.toLocaleLowerCase('en') === 'the' ? 'the' : word))
    .join(' ');
}

/**
 * The quest's thing as a title names it: its full name when that reads as a title ("Hattie Hedgehog's
 * little red mitten" -> 'the little red mitten'), else its short name ('the red mitten').
 */
export function titleThing(quest: Pick<Quest, 'item' | 'itemFull'>): string {
  let full = quest.itemFull.trim();
  // "Hattie Hedgehog's little red mitten": whose it is belongs in the story; the title names the thing.
  const possessive = /^([^,{}]*?)['’]s\s+(.+)$/u.exec(full);
  if (possessive && !CLAUSE_WORDS.test(possessive[1]!)) full = `the ${possessive[2]}`;
  const words = full.split(/\s+/);
  const plain =
    /^the\s/i.test(full) &&
    !/[,{}'’;:]/u.test(full) &&
    !CLAUSE_WORDS.test(full) &&
    words.length - 1 <= LONGEST_PHRASE_WORDS;
  return plain ? full : quest.item.trim();
}

/** A quest's recipient or refrain as a title part: plain words (no placeholder or quote), not too long. */
function titlePart(phrase: string | undefined, longest: number, commas: boolean): string | null {
  const text = phrase?.trim().replace(/[.!]+$/u, '');
  if (!text || /[{};:?"]/u.test(text) || (!commas && text.includes(','))) return null;
  return text.split(/\s+/).length > longest ? null : titleCase(text);
}

/**
 * The titles a story for `childName` on `quest` may take, in order of preference, each opening with the
 * child: '{name} and {the thing}', '{name} and {whom it is for}', '{name}, {the companion} and {the thing}',
 * '{name}: {the refrain}'. Without a quest (a library that has none for the story) it names the companion:
 * 'Mia and the Owl'.
 */
export function titleChoices(
  childName: string | readonly string[],
  quest: (Pick<Quest, 'item' | 'itemFull'> & Partial<Pick<Quest, 'recipient' | 'refrain'>>) | null,
  companion: string,
  /** How the story says the library's words (plain words for ages 2-3): the title says them alike. */
  say: (text: string) => string = (text) => text,
): string[] {
  // Brothers and sisters are all named: 'Maya, Leo and the Silver Bell', 'Maya and Leo: One More Step'.
  const names = (typeof childName === 'string' ? [childName] : childName).map((n) =>
    n.trim().replace(/\s+/g, ' '),
  );
  const name = names.join(', ');
  const together = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : name;
  if (!quest) return [`${name} and ${titleCase(`the ${companion}`)}`];
  const thing = titleCase(say(titleThing(quest)));
  const recipient = titlePart(quest.recipient && say(quest.recipient), 5, false);
  const refrain = titlePart(quest.refrain && say(quest.refrain), 9, true);
  const companionName = (ANIMALS as readonly string[]).includes(companion) ? `the ${companion}` : companion;
  return [
    `${name} and ${thing}`,
    ...(recipient && !/^(a|an)\s/i.test(recipient) ? [`${name} and ${recipient}`] : []),
    `${name}, ${companionName} and ${thing}`,
    ...(refrain ? [`${together}: ${refrain}`] : []),
  ];
}

/**
 * The title of a story: the first of its choices (titleChoices) the child has not had among `heard`
 * (their recent stories' titles, newest first), or, when they have had them all, the one heard longest
 * ago; so a child who hears one theme every night gets a new title for weeks (issue 28).
 */
export function storyTitle(
  childName: string | readonly string[],
  quest: (Pick<Quest, 'item' | 'itemFull'> & Partial<Pick<Quest, 'recipient' | 'refrain'>>) | null,
  companion: string,
  heard: readonly string[] = [],
  say?: (text: string) => string,
): string {
  const choices = titleChoices(childName, quest, companion, say);
  const fresh = choices.find((title) => !heard.includes(title));
  if (fresh) return fresh;
  return choices.reduce((oldest, title) => (heard.indexOf(title) > heard.indexOf(oldest) ? title : oldest));
}

/** How a story for this age band says the library's words, for its title too (plain words for 2-3). */
export function titleSaying(band: AgeBand): ((text: string) => string) | undefined {
  return sayingFor(band, STORY_LIBRARY.phrases.plainly).say;
}

/** The quest a generated story was told on (its `questId`), or null when the library has no such quest. */
export function questOfStory(theme: Theme, questId: string): Quest | null {
  return STORY_LIBRARY.themes[theme]?.quests.find((q) => q.id === questId)?.quest ?? null;
}

/**
 * The quest a told story went on, from the passages it was told from (its set-up's), for tomorrow's
 * chapter to recall; null when none of its passages is a set-up the library still has.
 */
export function questIdOfParts(theme: Theme, parts: readonly string[]): string | null {
  const told = new Set(parts);
  return STORY_LIBRARY.themes[theme]?.quests.find((q) => q.setups.some((s) => told.has(s.id)))?.id ?? null;
}
