/**
 * The story generator (SPEC.md §4): a random intro; then alternately an unused middle and an unused
 * development paragraph until the word count approaches a random target within the length's range,
 * stopping if the next paragraph would pass the maximum minus the conclusion reserve or the story would
 * pass the paragraph cap; then a random conclusion. Pure and seeded: the same request and seed give the
 * same story.
 */
import {
  CONCLUSION_RESERVE_WORDS,
  COMPANION_INFO,
  MAX_STORY_PARAGRAPHS,
  THEMES,
  lengthInfo,
  type Companion,
  type Gender,
  type StoryLength,
  type Theme,
} from '../shared/catalogue.js';
import { MESSAGES } from '../shared/messages.js';
import type { StoryMetadata } from '../shared/api-contracts.js';
import { COMPANION_VOICES } from './companions.js';
import { seededRandom, type Random } from './random.js';
import { TEMPLATES } from './templates/index.js';
import { countWords, fleschKincaidGrade } from './text.js';

/** The parts of a character profile a story can use. */
export interface ProfileDetails {
  gender?: Gender | string | null;
  hairColor?: string | null;
  eyeColor?: string | null;
  favoriteColor?: string | null;
  personality?: readonly string[] | null;
  interests?: readonly string[] | null;
}

export interface StoryRequest {
  childName: string;
  companion: string;
  theme: string;
  length: StoryLength;
  seed: number;
  profile?: ProfileDetails | null;
  /** PREMIUM 'story customization': weave in the profile's details (DECISIONS.md §4). */
  customize?: boolean;
}

export interface GeneratedStory {
  content: string;
  paragraphs: string[];
  wordCount: number;
  metadata: StoryMetadata;
  seed: number;
}

export class StoryGenerationError extends Error {
  override name = 'StoryGenerationError';
}

/** A fresh seed: 31 random bits, so it fits a PostgreSQL integer. */
export function newSeed(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0]! >>> 1;
}

type SlotValues = Record<string, string | undefined>;

const OPTIONAL_SLOTS = new Set(['favoriteColor', 'hairColor', 'eyeColor', 'trait', 'interest']);

/** A word typed with only its first letter capitalised reads lowercase mid-sentence ('Dinosaurs'). */
function asCommonNoun(text: string): string {
  return /^[A-Z][a-z]+$/.test(text) ? text.toLowerCase() : text;
}

function slotValues(request: StoryRequest, random: Random): SlotValues {
  const name = request.childName.trim();
  const voice = COMPANION_VOICES[request.companion as Companion];
  const gender = request.profile?.gender;
  const pronouns =
    gender === 'Girl'
      ? { they: 'she', them: 'her', their: 'her' }
      : gender === 'Boy'
        ? { they: 'he', them: 'him', their: 'his' }
        : // No gender: the sentence names the child instead (template-types.ts).
          { they: name, them: name, their: `${name}'s` };
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const values: SlotValues = {
    name,
    companion: voice.ref,
    Companion: capital(voice.ref),
    companionIntro: voice.intro,
    companionMoves: voice.moves,
    companionPower: voice.power,
    companionFeature: voice.feature,
    companionSound: voice.sound,
    they: pronouns.they,
    them: pronouns.them,
    their: pronouns.their,
    They: capital(pronouns.they),
    Their: capital(pronouns.their),
  };
  if (request.customize && request.profile) {
    const p = request.profile;
    const clean = (v: string | null | undefined) => (v && v.trim() ? asCommonNoun(v.trim()) : undefined);
    values.favoriteColor = clean(p.favoriteColor)?.toLowerCase();
    values.hairColor = clean(p.hairColor)?.toLowerCase();
    values.eyeColor = clean(p.eyeColor)?.toLowerCase();
    const traits = (p.personality ?? []).filter((t) => t.trim());
    values.trait = traits.length ? random.pick(traits).trim().toLowerCase() : undefined;
    const interests = (p.interests ?? []).filter((i) => i.trim());
    values.interest = interests.length ? asCommonNoun(random.pick(interests).trim()) : undefined;
  }
  return values;
}

type Piece = { text: string } | { slot: string } | { optional: Piece[]; slots: string[] };

/** Parsed templates, cached: parsing once makes filling a join. */
const parsedTemplates = new Map<string, Piece[]>();

function parseSlots(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ slot: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}

function parseTemplate(template: string): Piece[] {
  const cached = parsedTemplates.get(template);
  if (cached) return cached;
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of template.matchAll(/\[([^[\]]*)\]/g)) {
    if (match.index > last) pieces.push(...parseSlots(template.slice(last, match.index)));
    const inner = parseSlots(match[1]!);
    const slots = inner.flatMap((p) => ('slot' in p && OPTIONAL_SLOTS.has(p.slot) ? [p.slot] : []));
    pieces.push({ optional: inner, slots });
    last = match.index + match[0].length;
  }
  if (last < template.length) pieces.push(...parseSlots(template.slice(last)));
  parsedTemplates.set(template, pieces);
  return pieces;
}

function render(pieces: Piece[], values: SlotValues): string {
  let out = '';
  for (const piece of pieces) {
    if ('text' in piece) out += piece.text;
    else if ('slot' in piece) out += values[piece.slot] ?? `{${piece.slot}}`;
    else if (piece.slots.every((slot) => values[slot] !== undefined)) out += render(piece.optional, values);
  }
  return out;
}

/**
 * Fills one template paragraph: an optional [segment] is kept only when its optional slots all have
 * values; then slots are replaced and spacing tidied.
 */
export function fillTemplate(template: string, values: SlotValues): string {
  const filled = render(parseTemplate(template), values);
  const tidy = filled
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .trim();
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
}

function storyMetadata(request: StoryRequest, content: string, words: readonly string[]): StoryMetadata {
  const grade = Math.max(0, fleschKincaidGrade(content, words));
  const ageRange = { Short: '3-6', Medium: '4-7', Long: '5-8' }[request.length];
  const companion = COMPANION_INFO.find((c) => c.name === request.companion)!;
  return {
    readingLevel: grade < 1 ? 'Kindergarten' : `Grade ${grade.toFixed(1)}`,
    ageRange,
    keywords: keywords(request, words),
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
function keywords(request: StoryRequest, words: readonly string[]): string[] {
  const name = request.childName.trim().toLowerCase();
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

export function generateStory(request: StoryRequest): GeneratedStory {
  if (!request.childName?.trim() || !request.companion?.trim()) {
    throw new StoryGenerationError(MESSAGES.missingStoryInputs);
  }
  if (!(THEMES as readonly string[]).includes(request.theme)) {
    throw new StoryGenerationError(MESSAGES.invalidTheme);
  }
  if (!(request.companion in COMPANION_VOICES)) {
    throw new StoryGenerationError('Invalid character selected');
  }
  const random = seededRandom(request.seed);
  const library = TEMPLATES[request.theme as Theme];
  const { minWords, maxWords } = lengthInfo(request.length);
  const values = slotValues(request, random);
  const fill = (template: string) => fillTemplate(template, values);

  const target = random.int(minWords, maxWords);
  const intro = fill(random.pick(library.intros));
  const conclusion = fill(random.pick(library.conclusions));
  // Shuffled templates, filled only when used.
  const middles = random.shuffle(library.middles);
  const developments = random.shuffle(library.developments);

  const body: string[] = [];
  let words = countWords(intro);
  const conclusionWords = countWords(conclusion);
  let useMiddle = true;
  // Approach the target, leaving room for the conclusion; never past max minus the reserve, never past
  // the paragraph cap (intro and conclusion included).
  while (words + conclusionWords < target && body.length + 2 < MAX_STORY_PARAGRAPHS) {
    const pool = useMiddle ? middles : developments;
    const template = pool.shift() ?? (useMiddle ? developments : middles).shift();
    if (template === undefined) break;
    const next = fill(template);
    const nextWords = countWords(next);
    if (words + nextWords > maxWords - CONCLUSION_RESERVE_WORDS) break;
    body.push(next);
    words += nextWords;
    useMiddle = !useMiddle;
  }

  const paragraphs = [intro, ...body, conclusion].filter((p) => p.trim() !== '');
  const content = paragraphs.join('\n\n');
  if (content.trim() === '') throw new StoryGenerationError(MESSAGES.generationFailed);
  const allWords = content.split(/\s+/);
  return {
    content,
    paragraphs,
    wordCount: allWords.length,
    metadata: storyMetadata(request, content, allWords),
    seed: request.seed,
  };
}
