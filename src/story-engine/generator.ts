/**
 * The story generator. A story has a spine (docs/product.md, "Stories"): an opening at home, the set-up
 * of one small quest, scenes on the way that each bring the quest back (livelier first, calmer later),
 * the quest paid off by name, and an ending at home that winds down to sleep. The word ranges and the
 * paragraph cap of the catalogue hold.
 *
 * It remembers per child: given the passages of the child's last stories (newest first), it tells no
 * passage again from the last 5, no opening from the last 10, and prefers what was heard longest ago.
 * It knows the child: the name capitalised as a parent would, pronouns (or 'they'), the age (sentence
 * length and words), and for Premium customization the looks, favourite colour, traits and interests.
 *
 * Pure and seeded: the same request, memory and seed give the same story.
 */
import {
  MAX_STORY_PARAGRAPHS,
  companionInfo,
  lengthInfo,
  type Companion,
  type Gender,
  type PersonalityTrait,
  type StoryLength,
  type Theme,
} from '../shared/catalogue.js';
import { MESSAGES } from '../shared/messages.js';
import { SETTING_INFO, type Setting } from '../shared/settings.js';
import type { StoryMetadata } from '../shared/api-contracts.js';
import { parseMarkup, renderMarkup, type AgeBand, type MarkupNode } from './markup.js';
import { properName, sentencesOf, tidyProse } from './prose.js';
import { seededRandom, type Random } from './random.js';
import { countWords, fleschKincaidGrade, storyGrade } from './text.js';
import type { CompiledPassage, CompiledQuest, CompiledTheme } from './library/compiled.js';
import type { StoryLibrary } from './library/index.js';
import { understandInterest, type Interest } from './library/interest-words.js';
import type { Ability } from './library/voice-types.js';
import { ABILITIES } from './library/voice-types.js';
import type { CompanionPhrase as CompanionPhraseKind, SlotContext } from './slots/context.js';
import { resolveSlot } from './slots/registry.js';
import type { Energy } from './library/types.js';

/** The parts of a character profile a story can use. */
export interface ProfileDetails {
  gender?: Gender | string | null;
  age?: number | null;
  hairColor?: string | null;
  eyeColor?: string | null;
  favoriteColor?: string | null;
  personality?: readonly string[] | null;
  interests?: readonly string[] | null;
}

/** Theme and companion come checked against the catalogue (the stories service does it, once). */
export interface StoryRequest {
  childName: string;
  companion: Companion;
  theme: Theme;
  length: StoryLength;
  seed: number;
  /** The child's age (a profile's, or given by hand): it sets sentence length and words. */
  age?: number | null;
  profile?: ProfileDetails | null;
  /** PREMIUM 'story customization': weave in the profile's looks, colour, traits and interests. */
  customize?: boolean;
}

/** What the child heard: the passage ids of its last stories, newest first. */
export interface StoryMemory {
  recent: readonly (readonly string[])[];
}

export const NO_MEMORY: StoryMemory = { recent: [] };
/** How many of a child's last stories the memory needs (the longest rule looks back 10; the rest ranks). */
export const MEMORY_DEPTH = 30;
/** No passage is told again from the child's last N stories, no opening from the last M. */
export const NO_REPEAT_STORIES = 5;
export const NO_REPEAT_OPENING_STORIES = 10;
/** A passage heard this many stories ago or more is as good as new when choosing. */
const LONG_AGO_STORIES = 20;

export interface GeneratedStory {
  /** The name as the story writes it ('Zoë'). */
  childName: string;
  content: string;
  paragraphs: string[];
  /** One per paragraph: the passage it was told from (what the memory keeps). */
  parts: string[];
  /** One per paragraph: where it happens (the picture book draws it). */
  settings: Setting[];
  ageBand: AgeBand;
  wordCount: number;
  metadata: StoryMetadata;
  seed: number;
  /** For measures and tests: the quest, the interests understood, and how many sentences carry a detail of
   * the child (looks, colour, a trait, an interest). */
  questId: string;
  interests: Interest[];
  sentenceCount: number;
  personalSentences: number;
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

/** Ages 1-4 hear short sentences and plain words, 5-7 the library as written, 8-12 a little more. */
export function ageBand(age: number | null | undefined): AgeBand {
  if (age === null || age === undefined || !Number.isFinite(age)) return 'middle';
  if (age <= 4) return 'little';
  if (age <= 7) return 'middle';
  return 'big';
}

const ENERGY_RANK: Record<Energy, number> = { lively: 0, gentle: 1, calm: 2 };

/** The highest Flesch-Kincaid grade a story may have for each age band (docs/product.md, "Stories"). */
export const GRADE_CEILING: Record<AgeBand, number> = {
  little: 3,
  middle: 4.5,
  big: Number.POSITIVE_INFINITY,
};
/** Passages at or under this grade are preferred for an age band, where the memory leaves a choice. */
const GRADE_PREFERENCE: Record<AgeBand, number> = { little: 2.8, middle: 4.2, big: Number.POSITIVE_INFINITY };
/** A scene this short or shorter is what a Short story takes when even one more would pass its length. */
const SHORT_SCENE_WORDS = 72;

/** How many scenes each length may have: the word range decides within these. */
const SCENE_COUNTS: Record<StoryLength, { min: number; max: number }> = {
  Short: { min: 0, max: 3 },
  Medium: { min: 2, max: 8 },
  Long: { min: 6, max: MAX_STORY_PARAGRAPHS - 4 },
};

/** British spellings of colours a profile may hold. */
function colourWord(text: string | null | undefined): string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const word = /^[\p{Lu}][\p{Ll} -]*$/u.test(value) ? value.toLowerCase() : value;
  return word.replace(/\bgray\b/gi, (g) => (g[0] === 'G' ? 'Grey' : 'grey')).replace(/\bcolor/gi, 'colour');
}

type Heard = ReadonlyMap<string, number>;

function heardMap(memory: StoryMemory): Map<string, number> {
  const heard = new Map<string, number>();
  memory.recent.forEach((parts, storiesAgo) => {
    for (const id of parts) if (!heard.has(id)) heard.set(id, storiesAgo);
  });
  return heard;
}

const agoOf = (heard: Heard, id: string) => heard.get(id) ?? Number.POSITIVE_INFINITY;

/**
 * The candidate heard longest ago (never heard first), at random among equals; those heard within
 * minGap stories only when nothing else is left. `prefer` narrows to a kind when it has one.
 */
function pickFresh<T extends { id: string }>(
  random: Random,
  candidates: readonly T[],
  heard: Heard,
  minGap: number,
  ...prefer: ((c: T) => boolean)[]
): T | undefined {
  if (candidates.length === 0) return undefined;
  const fresh = candidates.filter((c) => agoOf(heard, c.id) >= minGap);
  let pool = fresh.length ? fresh : candidates;
  // Never heard beats every wish; then heard long ago; only then what was heard a few stories back.
  for (const tier of [Number.POSITIVE_INFINITY, LONG_AGO_STORIES]) {
    const inTier = pool.filter((c) => agoOf(heard, c.id) >= tier);
    if (inTier.length) {
      pool = inTier;
      break;
    }
  }
  for (const wish of prefer) {
    const preferred = pool.filter(wish);
    if (preferred.length) pool = preferred;
  }
  let best = -1;
  for (const c of pool) best = Math.max(best, agoOf(heard, c.id));
  return random.pick(pool.filter((c) => agoOf(heard, c.id) === best));
}

interface Plan {
  quest: CompiledQuest;
  opening: CompiledPassage;
  setup: CompiledPassage;
  payoff: CompiledPassage;
  ending: CompiledPassage;
  scenes: { passage: CompiledPassage; interest?: Interest }[];
}

export interface StoryEngine {
  generateStory(request: StoryRequest, memory?: StoryMemory): GeneratedStory;
}

/** An engine over a library (the full one in index.ts; small ones in tests). */
export function createStoryEngine(library: StoryLibrary): StoryEngine {
  return {
    generateStory(request, memory = NO_MEMORY) {
      const childName = request.childName?.trim();
      if (!childName || !request.companion?.trim())
        throw new StoryGenerationError(MESSAGES.missingStoryInputs);
      // A small library (tests) may lack a theme or a companion of the catalogue.
      const theme = library.themes[request.theme];
      if (!theme) throw new StoryGenerationError(MESSAGES.invalidTheme);
      if (!library.voices[request.companion]) throw new StoryGenerationError(MESSAGES.invalidCompanion);
      return tell(library, theme, request, memory);
    },
  };
}

function tell(
  library: StoryLibrary,
  theme: CompiledTheme,
  request: StoryRequest,
  memory: StoryMemory,
): GeneratedStory {
  const random = seededRandom(request.seed);
  const heard = heardMap(memory);
  const companion = request.companion;
  const voice = library.voices[companion];
  const ownSpecies = new Set(voice.species ?? []);
  const allowed = (names: ReadonlySet<string>) => ![...names].some((n) => ownSpecies.has(n));
  const profile = request.profile ?? null;
  const customize = Boolean(request.customize && profile);
  const age = request.age ?? profile?.age ?? null;
  const band = ageBand(age);
  const { minWords, maxWords } = lengthInfo(request.length);

  // The child's interests (Premium): up to 3, each with its own scene in Medium and Long stories. An animal
  // the companion is (a child who loves foxes, with the fox) is said in the opening instead.
  const interests = customize
    ? (profile!.interests ?? [])
        .map((i) => i.trim())
        .filter((i) => i !== '')
        .slice(0, 3)
        .map(understandInterest)
    : [];
  const companionIsInterest = interests.find((i) => i.species && ownSpecies.has(i.species));

  // The quest, heard longest ago; its set-up and pay-off; the opening and the ending.
  const quests = theme.quests.filter((q) => allowed(q.names));
  if (quests.length === 0) throw new StoryGenerationError(MESSAGES.generationFailed);
  const questAgo = (q: CompiledQuest) =>
    Math.min(...[...q.setups, ...q.payoffs].map((p) => agoOf(heard, p.id)));
  const bestQuestAgo = Math.max(...quests.map(questAgo));
  const quest = random.pick(quests.filter((q) => questAgo(q) === bestQuestAgo));
  const fit = (list: readonly CompiledPassage[]) => list.filter((p) => allowed(p.names));
  // Plain passages first for the young, where the memory allows (the grade ceiling, GRADE_CEILING).
  const plainFor = (p: CompiledPassage) => band === 'big' || p.grades[band] <= GRADE_PREFERENCE[band];
  const plainest = (a: CompiledPassage, b: CompiledPassage) => (a.grades[band] <= b.grades[band] ? a : b);
  /** The home and quest passages; `plain` takes the plainest fresh one of each (a retry for the young). */
  const chooseFixed = (plain: boolean) => {
    const pick = (list: readonly CompiledPassage[], gap: number) => {
      const candidates = fit(list);
      if (!plain) return pickFresh(random, candidates, heard, gap, plainFor);
      const fresh = candidates.filter((c) => agoOf(heard, c.id) >= gap);
      return (fresh.length ? fresh : candidates).reduce<CompiledPassage | undefined>(
        (best, c) => (best ? plainest(best, c) : c),
        undefined,
      );
    };
    return {
      opening: pick(theme.openings, NO_REPEAT_OPENING_STORIES),
      setup: pick(quest.setups, NO_REPEAT_STORIES) ?? quest.setups[0]!,
      payoff: pick(quest.payoffs, NO_REPEAT_STORIES) ?? quest.payoffs[0]!,
      ending: pick(theme.endings, NO_REPEAT_STORIES),
    };
  };
  const firstFixed = chooseFixed(false);
  const { opening, ending } = firstFixed;
  if (!opening || !ending) throw new StoryGenerationError(MESSAGES.generationFailed);
  let fixed = { opening, setup: firstFixed.setup, payoff: firstFixed.payoff, ending };

  const themeScenes = fit(theme.scenes);
  const journeys = fit(library.journeys);
  const sceneInterests = request.length === 'Short' ? [] : interests.filter((i) => i !== companionIsInterest);

  const fixedWords = [opening, fixed.setup, fixed.payoff, ending].reduce(
    (sum, p) => sum + p.estimatedWords,
    0,
  );
  const target = random.int(minWords, maxWords);
  const { min: minScenes, max: maxScenes } = SCENE_COUNTS[request.length];
  const averageScene = 72;
  const wanted = Math.round((target - fixedWords) / averageScene);
  const sceneCount = Math.min(maxScenes, Math.max(minScenes, 1, wanted, sceneInterests.length));

  const chooseScenes = (count: number, shortOnes = false): Plan['scenes'] => {
    const chosen: Plan['scenes'] = [];
    const used = new Set<string>();
    const quota: Record<Energy, number> = {
      lively: Math.ceil(count / 3),
      calm: Math.floor(count / 3),
      gentle: count - Math.ceil(count / 3) - Math.floor(count / 3),
    };
    const take = (passage: CompiledPassage, interest?: Interest) => {
      used.add(passage.id);
      quota[passage.energy]--;
      chosen.push(interest ? { passage, interest } : { passage });
    };
    const neededEnergy = (): Energy =>
      (['lively', 'gentle', 'calm'] as const).reduce((a, b) => (quota[b] > quota[a] ? b : a));

    for (const interest of sceneInterests) {
      // Its own category's scenes before the ones any interest fits, but never-heard before either; nothing
      // fresh at all: no repeat, the interest waits for the next story.
      const usable = (list: readonly CompiledPassage[]) =>
        list.filter((p) => allowed(p.names) && !used.has(p.id));
      const own = usable((library.interests[interest.category] ?? library.interests.generic).scenes);
      const ownIds = new Set(own.map((p) => p.id));
      const pool = [
        ...own,
        ...usable(library.interests.generic.scenes).filter((p) => !ownIds.has(p.id)),
      ].filter((p) => agoOf(heard, p.id) >= NO_REPEAT_STORIES);
      const energy = neededEnergy();
      const scene = pickFresh(
        random,
        pool,
        heard,
        NO_REPEAT_STORIES,
        (p) => ownIds.has(p.id),
        (p) => p.energy === energy,
        plainFor,
      );
      if (scene) take(scene, interest);
    }
    const remaining = count - chosen.length;
    const themeCount = request.length === 'Short' ? remaining : Math.ceil(remaining * 0.55);
    for (let i = 0; i < remaining; i++) {
      const fromTheme = i < themeCount;
      const energy = neededEnergy();
      const unused = (p: CompiledPassage) => !used.has(p.id);
      const fresh = (p: CompiledPassage) => agoOf(heard, p.id) >= NO_REPEAT_STORIES;
      const own = (fromTheme ? themeScenes : journeys).filter(unused);
      const other = (fromTheme ? journeys : themeScenes).filter(unused);
      // The memory's rule first (from the other pool when this one has nothing fresh left), then short
      // scenes when the story runs long, then the energy wanted.
      const wishes = [
        ...(shortOnes ? [(p: CompiledPassage) => p.estimatedWords <= SHORT_SCENE_WORDS] : []),
        (p: CompiledPassage) => p.energy === energy,
        plainFor,
      ];
      // This pool while it has something fresh, and something never heard when the other has it and this
      // one has none (a child who hears one theme night after night travels the shared journeys more).
      const newest = (list: readonly CompiledPassage[]) =>
        Math.max(-1, ...list.map((p) => agoOf(heard, p.id)));
      const ownStale = newest(own) < Number.POSITIVE_INFINITY && newest(other) === Number.POSITIVE_INFINITY;
      const pool = (own.some(fresh) && !ownStale) || !other.some(fresh) ? own : other;
      const scene =
        pickFresh(random, pool, heard, NO_REPEAT_STORIES, ...wishes) ??
        pickFresh(random, [...own, ...other], heard, NO_REPEAT_STORIES, ...wishes);
      if (!scene) break;
      take(scene);
    }
    // Livelier first, calmer last; within an energy, as chosen.
    return chosen
      .map((s, i) => ({ s, i }))
      .sort((a, b) => ENERGY_RANK[a.s.passage.energy] - ENERGY_RANK[b.s.passage.energy] || a.i - b.i)
      .map(({ s }) => s);
  };

  // Fixed seeds for the parts after planning, so a re-plan with one scene more or fewer tells the rest alike.
  const renderSeed = random.int(0, 2 ** 31 - 1);
  const tellWith = (scenes: Plan['scenes']) =>
    render(
      library,
      { quest, ...fixed, scenes },
      request,
      band,
      interests,
      companionIsInterest,
      customize,
      renderSeed,
    );
  const inRange = (t: Told) => t.wordCount >= minWords && t.wordCount <= maxWords;
  /** Scenes chosen and counted until the story fits its length (shorter scenes when even one is too many). */
  const fitLength = (): Told => {
    let count = sceneCount;
    let shorter = false;
    let told = tellWith(chooseScenes(count));
    for (let attempt = 0; attempt < 8 && !inRange(told); attempt++) {
      if (told.wordCount < minWords && count < maxScenes) count++;
      else if (told.wordCount > maxWords && count > Math.max(minScenes, 1)) count--;
      else if (told.wordCount > maxWords && !shorter) shorter = true;
      // A Short story with a rich profile, for an older child, may have room for no scene at all: its
      // set-up and pay-off still carry the quest.
      else if (told.wordCount > maxWords && count > minScenes) count--;
      told = tellWith(chooseScenes(count, shorter));
    }
    return told;
  };
  // Young listeners: a story past its age's grade is told again with other scenes, and the plainest kept.
  const grade = (t: Told) => storyGrade(t.paragraphs.join(' '), t.childName);
  let told = fitLength();
  const ceiling = GRADE_CEILING[band];
  for (let attempt = 0; attempt < 6 && grade(told) > ceiling; attempt++) {
    // Other scenes first; from the second retry on, the plainest home and quest passages too.
    if (attempt === 1) {
      const plain = chooseFixed(true);
      fixed = {
        opening: plain.opening ?? opening,
        setup: plain.setup,
        payoff: plain.payoff,
        ending: plain.ending ?? ending,
      };
    }
    const other = fitLength();
    if ((inRange(other) || !inRange(told)) && grade(other) < grade(told)) told = other;
  }

  const content = told.paragraphs.join('\n\n');
  if (content.trim() === '') throw new StoryGenerationError(MESSAGES.generationFailed);
  const allWords = content.split(/\s+/);
  return {
    childName: told.childName,
    content,
    paragraphs: told.paragraphs,
    parts: told.parts,
    settings: told.settings,
    ageBand: band,
    wordCount: told.wordCount,
    metadata: storyMetadata(request, band, content, allWords, told.childName),
    seed: request.seed,
    questId: quest.id,
    interests,
    sentenceCount: told.sentenceCount,
    personalSentences: told.personalCount,
  };
}

interface Told {
  childName: string;
  paragraphs: string[];
  parts: string[];
  settings: Setting[];
  wordCount: number;
  sentenceCount: number;
  personalCount: number;
}

/** No wording of a companion's is heard more than this often in one story. */
export const MAX_PHRASE_USES = 2;

const INDOORS: ReadonlySet<Setting> = new Set(['bedroom', 'kitchen']);

/** Fills and joins the planned passages; all the per-story rotation lives here. */
function render(
  library: StoryLibrary,
  plan: Plan,
  request: StoryRequest,
  band: AgeBand,
  interests: readonly Interest[],
  companionIsInterest: Interest | undefined,
  customize: boolean,
  seed: number,
): Told {
  const random = seededRandom(seed);
  const name = properName(request.childName);
  const profile = request.profile ?? null;
  const gender = profile?.gender === 'Girl' || profile?.gender === 'Boy' ? profile.gender : 'none';
  const pronouns = library.phrases.pronouns[gender];
  const ANY_COMPANION = library.phrases.anyCompanion;
  const onwardPhrases = library.phrases.onward;
  const voice = library.voices[request.companion];
  const compiledVoice = library.compiledVoices[request.companion];

  // Rotation: each wording of a companion phrase or a trait line is used as rarely as possible.
  const uses = new Map<string, number>();
  const leastUsed = (key: string, count: number) => {
    let least = Number.POSITIVE_INFINITY;
    for (let i = 0; i < count; i++) least = Math.min(least, uses.get(`${key}#${i}`) ?? 0);
    return least;
  };
  const rotate = <T>(key: string, options: readonly T[]): T => {
    const least = leastUsed(key, options.length);
    const indexes = options.map((_, i) => i).filter((i) => (uses.get(`${key}#${i}`) ?? 0) === least);
    const index = random.pick(indexes);
    uses.set(`${key}#${index}`, least + 1);
    return options[index]!;
  };
  /** A companion's wording, none more than twice a story: then the next kind, then words any companion fits. */
  const companionPhrase = (choices: [key: string, options: readonly MarkupNode[][]][]) => {
    for (const [key, options] of choices)
      if (options.length && leastUsed(key, options.length) < MAX_PHRASE_USES)
        return fill(rotate(key, options));
    const [key, options] = choices[choices.length - 1]!;
    return fill(rotate(key, options));
  };

  const details =
    customize && profile
      ? {
          hair: colourWord(profile.hairColor)?.toLowerCase(),
          eyes: colourWord(profile.eyeColor)?.toLowerCase(),
          colour: colourWord(profile.favoriteColor),
        }
      : { hair: undefined, eyes: undefined, colour: undefined };
  const traits = customize
    ? (profile?.personality ?? []).filter((t): t is PersonalityTrait => t in library.traits)
    : [];

  let previousSetting: Setting | null = null;
  let currentSetting: Setting | null = null;
  let currentInterest: Interest | undefined;
  let interestTurn = 0;

  const questText = (field: keyof CompiledQuest['fields']) => fill(plan.quest.fields[field]);

  /** What the slots of this story's passages say (slots/registry.ts says which slot asks for what). */
  const context: SlotContext = {
    name,
    pronouns,
    companionRef: voice.ref,
    companionIntro: () => fill(rotate('intro', compiledVoice.intros)),
    companionPhrase: (kind) => {
      const lists: Record<CompanionPhraseKind, [MarkupNode[][], MarkupNode[][]]> = {
        moves: [compiledVoice.moves, ANY_COMPANION.moves],
        sound: [compiledVoice.sounds, ANY_COMPANION.sounds],
        feature: [compiledVoice.features, ANY_COMPANION.features],
      };
      const [own, any] = lists[kind];
      return companionPhrase([
        [kind, own],
        [`any-${kind}`, any],
      ]);
    },
    ability: (asked) => {
      // The kinds asked for, in order, that this companion has; then its comfort; then anyone's help.
      const kinds = [...asked, 'comfort'] as Ability[];
      return companionPhrase([
        ...kinds
          .filter((k, i) => kinds.indexOf(k) === i && compiledVoice.abilities[k]?.length)
          .map((k): [string, MarkupNode[][]] => [`ability:${k}`, compiledVoice.abilities[k]!]),
        ['any-help', ANY_COMPANION.help],
      ]);
    },
    quest: (field) => questText(field),
    onward: () => {
      if (previousSetting === null) return '';
      if (previousSetting === currentSetting)
        return `${fill(rotate('onward-same', onwardPhrases.samePlace))} `;
      if (INDOORS.has(previousSetting)) return `${fill(rotate('onward-home', onwardPhrases.fromHome))} `;
      return `${fill(rotate('onward', onwardPhrases.fromPlace))} `;
    },
    place: () => (previousSetting === null ? undefined : SETTING_INFO[previousSetting].name),
    detail: (which) => personal(details[which]),
    interest: (form) => {
      switch (form) {
        case 'topic': {
          const interest =
            currentInterest ?? (interests.length ? interests[interestTurn++ % interests.length] : undefined);
          return interest ? personal(fill(parseCached(interest.topic))) : undefined;
        }
        case 'one':
          return personal(currentInterest?.one ?? currentInterest?.topic);
        case 'many':
          return personal(currentInterest?.many ?? currentInterest?.topic);
        case 'pet':
          return personal(
            currentInterest?.petName ??
              (currentInterest ? fill(parseCached(currentInterest.topic)) : undefined),
          );
        case 'petKind':
          return personal(currentInterest?.petKind);
      }
    },
    trait: (moment) => {
      const fitting = traits.filter((t) => library.compiledTraits[t]?.[moment]?.length);
      if (fitting.length === 0) return '';
      const trait = rotate(`trait-of:${moment}`, fitting);
      const line = rotate(`trait:${trait}:${moment}`, library.compiledTraits[trait]![moment]!);
      return ` ${personal(
        fill(line)
          .trim()
          .replace(/([.!?]["”]?)$/, `${PERSONAL}$1`),
      )} `;
    },
  };
  const slot = (slotName: string, arg: string | undefined) => resolveSlot(context, slotName, arg);

  function fill(nodes: readonly MarkupNode[]): string {
    return renderMarkup(nodes, { band, slot, choose: (n) => random.int(0, n - 1) });
  }

  const sequence: { passage: CompiledPassage; interest?: Interest }[] = [
    { passage: plan.opening },
    { passage: plan.setup },
    ...plan.scenes,
    { passage: plan.payoff },
    { passage: plan.ending },
  ];
  const marked: string[] = [];
  const parts: string[] = [];
  const settings: Setting[] = [];
  const firstScene = 2;
  sequence.forEach(({ passage, interest }, index) => {
    currentInterest = interest;
    currentSetting = passage.setting;
    let text = fill(passage.nodes);
    if (index === 0 && companionIsInterest) {
      text += ` ${fill(library.phrases.lines['companion-is-interest'] ?? [])}`;
    }
    // A Short story (no interest scenes) mentions the child's first interest once, in its first scene.
    const mentionHere = plan.scenes.length ? index === firstScene : index === 1;
    if (mentionHere && request.length === 'Short' && interests.length) {
      const interestToMention = interests.find((i) => i !== companionIsInterest);
      if (interestToMention) {
        currentInterest = interestToMention;
        const own = library.interests[interestToMention.category]?.mentions ?? [];
        const mentions = own.length ? own : library.interests.generic.mentions;
        if (mentions.length)
          text = insertAfterFirstSentence(tidyProse(text), fill(rotate('mention', mentions)));
      }
    }
    marked.push(varyNameStarts(tidyProse(text), name, pronouns));
    parts.push(passage.id);
    settings.push(passage.setting);
    previousSetting = passage.setting;
  });

  // Premium with a profile: at least PERSONAL_SHARE of the sentences carry a detail of the child. Where the
  // passages chosen leave it short, small touches of home (damp hair after the bath, the favourite-coloured
  // blanket) go into the opening, the ending, then the scenes.
  const count = () => {
    let sentences = 0;
    let personalOnes = 0;
    for (const paragraph of marked)
      for (const sentence of sentencesOf(paragraph)) {
        sentences++;
        if (sentence.includes(PERSONAL)) personalOnes++;
      }
    return { sentences, personalOnes };
  };
  if (customize) {
    currentInterest = undefined;
    const places: [index: number, kind: keyof typeof library.touches][] = [
      [0, 'opening'],
      [marked.length - 1, 'ending'],
      ...plan.scenes.map((_, i): [number, 'scene'] => [firstScene + i, 'scene']),
    ];
    for (const [index, kind] of places) {
      const { sentences, personalOnes } = count();
      if (personalOnes >= PERSONAL_SHARE * sentences) break;
      const touch = fillFirst(kind);
      if (!touch) continue;
      const paragraph = marked[index]!;
      marked[index] =
        kind === 'ending'
          ? insertBeforeLastSentence(paragraph, touch)
          : insertAfterFirstSentence(paragraph, touch);
    }
  }
  const { sentences: sentenceCount, personalOnes: personalCount } = count();
  const paragraphs = marked.map((p) => p.replaceAll(PERSONAL, ''));

  /** The first of a kind's touches (in rotation) that the child's details fill; undefined when none does. */
  function fillFirst(kind: keyof typeof library.touches): string | undefined {
    const options = library.touches[kind];
    for (let tries = 0; tries < options.length; tries++) {
      const text = tidyProse(fill(rotate(`touch:${kind}`, options)));
      if (text.includes(PERSONAL)) return text;
    }
    return undefined;
  }

  return {
    childName: name,
    paragraphs,
    parts,
    settings,
    wordCount: paragraphs.reduce((sum, p) => sum + countWords(p), 0),
    sentenceCount,
    personalCount,
  };
}

/** The share of sentences that carry a detail of the child in a Premium story made from a profile. */
export const PERSONAL_SHARE = 0.12;

/** Marks text that comes from the child's details, so the sentences that carry one can be counted. */
const PERSONAL = '\u2063';
function personal(value: string | undefined): string | undefined {
  return value === undefined ? undefined : value.endsWith(PERSONAL) ? value : value + PERSONAL;
}

/**
 * Two sentences in a row that open with the child's name read like a list: the second opens with the
 * pronoun instead ("Mia felt brave. She knelt down."; "... They were ..." with no gender given).
 */
function varyNameStarts(paragraph: string, name: string, pronouns: { they: string; their: string }): string {
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
function parseCached(text: string): MarkupNode[] {
  let nodes = markupCache.get(text);
  if (!nodes) {
    nodes = parseMarkup(text);
    if (markupCache.size > 5_000) markupCache.clear();
    markupCache.set(text, nodes);
  }
  return nodes;
}

function insertBeforeLastSentence(paragraph: string, sentence: string): string {
  const sentences = sentencesOf(paragraph);
  if (sentences.length < 2) return `${sentence} ${paragraph}`;
  return [...sentences.slice(0, -1), tidyProse(sentence), sentences[sentences.length - 1]].join(' ');
}

function insertAfterFirstSentence(paragraph: string, sentence: string): string {
  const sentences = sentencesOf(paragraph);
  if (sentences.length < 2) return `${paragraph} ${sentence}`;
  return [sentences[0], tidyProse(sentence), ...sentences.slice(1)].join(' ');
}

function storyMetadata(
  request: StoryRequest,
  band: AgeBand,
  content: string,
  words: readonly string[],
  childName: string,
): StoryMetadata {
  const grade = Math.max(0, fleschKincaidGrade(content, words));
  const ageRange = { little: '2-4', middle: '5-7', big: '8-10' }[band];
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

export { ABILITIES };
