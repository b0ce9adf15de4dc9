/** What the story's metadata says of it: its reading level, the ages it suits, its keywords, its kind. */
import { companionInfo } from '../../shared/catalogue.js';
import type { StoryMetadata } from '../../shared/api-contracts.js';
import type { AgeBand } from '../markup.js';
import { fleschKincaidGrade } from '../text.js';
import { AGE_BAND_AGES, type StoryRequest } from './request.js';

export function storyMetadata(
  request: StoryRequest,
  band: AgeBand,
  content: string,
  words: readonly string[],
  childName: string,
): StoryMetadata {
  const grade = Math.max(0, fleschKincaidGrade(content, words));
  const ageRange = `${AGE_BAND_AGES[band].from}-${AGE_BAND_AGES[band].to}`;
  const companion = companionInfo(request.companion)!;
  return {
    readingLevel: grade < 1 ? 'Kindergarten' : `Grade ${grade.toFixed(1)}`,
    ageRange,
    keywords: keywords(request, words, childName),
    category: companion.kind === 'animal' ? 'Magical Animals' : 'Superheroes',
  };
}

const STOPWORDS = new Set(
  `a about after again all also an and any are around as at away back be because been before being below
  between both but by came can could did do does down each even every for from get go going gone got had has
  have he her here him his how i if in into is it its just know let like little made make many may me more
  most much my never new next no not now of off oh on once one only or other our out over own said same
  saw say see she should so some soon still such take than that the their them then there these they
  thing things think this those though through to too two up upon us very was way we well went were what
  when where which while who why will with would yes yet you your just back felt looked asked whispered
  smiled together another right everyone everybody something nothing tiny big long last first soft softly
  quite gently round inside outside along tonight night come came ones called gave took really every
  over than that's it's i'm don't didn't`.split(/\s+/),
);

// Token -> its keyword form ('' when it is not a content word); the vocabulary is small, so memoise.
const keywordForm = new Map<string, string>();
function toKeyword(token: string): string {
  let word = keywordForm.get(token);
  if (word === undefined) {
    word = token.toLowerCase();
    if (word.endsWith("'s")) word = word.slice(0, -2);
    word = word.replace(/[^a-z]/g, '');
    if (word.length < 4 || STOPWORDS.has(word)) word = '';
    if (keywordForm.size > 50_000) keywordForm.clear();
    keywordForm.set(token, word);
  }
  return word;
}

/** The theme, the companion, then the five most frequent content words (ties: first seen). */
function keywords(request: StoryRequest, words: readonly string[], childName: string): string[] {
  const name = childName.toLowerCase();
  const companionWords = new Set(request.companion.toLowerCase().split(/\s+/));
  const counts = new Map<string, number>();
  for (const token of words) {
    const word = toKeyword(token);
    if (word === '' || word === name || companionWords.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const top: [string, number][] = [];
  for (const entry of counts) {
    let i = top.length;
    while (i > 0 && top[i - 1]![1] < entry[1]) i--;
    if (i < 5) {
      top.splice(i, 0, entry);
      if (top.length > 5) top.pop();
    }
  }
  return [request.theme.toLowerCase(), request.companion.toLowerCase(), ...top.map(([word]) => word)];
}
