/**
 * npm run bench:stories [-- --check] [--scale=N]
 *
 * Judges the stories as a family hears them, over a large seeded sample: children who come back night
 * after night (with the memory the server gives them), on every plan, every theme, every length, ages 2 to
 * 12, with and without a full profile. Prints every figure in a table with its bound; with --check, exits
 * 1 when a figure falls past its bound (CI runs it so). Deterministic: the same library gives the same
 * figures.
 */
import {
  COMPANIONS,
  FREE_ANIMALS,
  FREE_SUPERHEROES,
  FREE_THEMES,
  LENGTHS,
  PERSONALITY_TRAITS,
  STORY_LENGTHS,
  THEMES,
  type Companion,
  type StoryLength,
  type Theme,
} from '../src/shared/catalogue.js';
import {
  createStoryEngine,
  type GeneratedStory,
  type ProfileDetails,
  type StoryRequest,
} from '../src/story-engine/generator.js';
import { LIBRARY_SOURCE, STORY_LIBRARY } from '../src/story-engine/library/index.js';
import { passageSources } from '../src/story-engine/library/source.js';
import { AGE_BANDS, parseMarkup, renderMarkup, type MarkupNode } from '../src/story-engine/markup.js';
import { sayingFor } from '../src/story-engine/plain-words.js';
import { longSentences, SENTENCE_WORDS } from '../src/story-engine/prose.js';
import { LINE_MIN_WORDS, LINE_NIGHTS, linesOf } from '../src/story-engine/engine/lines.js';
import { MEMORY_DEPTH } from '../src/story-engine/generator.js';
import { ONWARD_SHARE, sharesNameWith } from '../src/story-engine/engine/plan.js';
import { GRADE_CEILING } from '../src/story-engine/engine/request.js';
import { speaks } from '../src/story-engine/engine/render.js';
import { properName, sentencesOf } from '../src/story-engine/prose.js';
import { questOfStory, storyTitle } from '../src/story-engine/title.js';
import { climateOf, HOME_SETTINGS } from '../src/shared/settings.js';
import { MOMENTS, type Moment } from '../src/shared/moments.js';
import { seededRandom, type Random } from '../src/story-engine/random.js';
import { fleschKincaidGrade, storyGrade, wholeWord } from '../src/story-engine/text.js';

const args = process.argv.slice(2);
const check = args.includes('--check');
/** --lines: also list every line a child heard on more nights than the target, for writers to reword. */
const listLines = args.includes('--lines');
const overTarget = new Map<string, number>();
const scale = Number(args.find((a) => a.startsWith('--scale='))?.split('=')[1] ?? 1);
/** Every passage that opens or closes a thread (`opens:`, `closes:`), by id. */
const THREADS = new Map<string, { opens: string | null; closes: string | null }>(
  [
    ...Object.values(STORY_LIBRARY.themes).flatMap((t) => [
      ...(t?.openings ?? []),
      ...(t?.endings ?? []),
      ...(t?.quests.flatMap((q) => [...q.setups, ...q.payoffs]) ?? []),
    ]),
    ...STORY_LIBRARY.frames.openings,
    ...STORY_LIBRARY.frames.endings,
    ...Object.values(STORY_LIBRARY.moments).flatMap((m) => [...(m?.raises ?? []), ...(m?.closes ?? [])]),
    ...STORY_LIBRARY.chapters.recalls,
    ...STORY_LIBRARY.chapters.finales,
  ]
    .filter((p) => p.opens !== null || p.closes !== null)
    .map((p) => [p.id, { opens: p.opens, closes: p.closes }]),
);
/** Every story the bench tells, its threads followed: opened and never closed, or closed and never opened. */
const threads = { stories: 0, opened: 0, broken: 0, example: '' };
function followThreads(story: GeneratedStory): void {
  threads.stories++;
  const open = new Set<string>();
  let broken = false;
  let opened = false;
  for (const id of story.parts) {
    const t = THREADS.get(id);
    if (!t) continue;
    if (t.closes !== null && !open.delete(t.closes)) broken = true;
    if (t.opens !== null) {
      open.add(t.opens);
      opened = true;
    }
  }
  if (open.size) broken = true;
  if (opened) threads.opened++;
  if (broken) {
    threads.broken++;
    threads.example ||= story.parts.filter((id) => THREADS.has(id)).join(', ');
  }
}
const storyEngine = createStoryEngine(STORY_LIBRARY);
const engine: typeof storyEngine = {
  ...storyEngine,
  generateStory: (...args: Parameters<typeof storyEngine.generateStory>) => {
    const story = storyEngine.generateStory(...args);
    followThreads(story);
    return story;
  },
};
const rng = seededRandom(20261123);

type Plan = 'guest' | 'free' | 'standard' | 'premium';
const FREE_COMPANIONS = [...FREE_ANIMALS, ...FREE_SUPERHEROES] as const;
const planThemes: Record<Plan, readonly Theme[]> = {
  guest: FREE_THEMES,
  free: FREE_THEMES,
  standard: FREE_THEMES,
  premium: THEMES,
};
const planCompanions: Record<Plan, readonly Companion[]> = {
  guest: FREE_COMPANIONS,
  free: FREE_COMPANIONS,
  standard: FREE_COMPANIONS,
  premium: COMPANIONS,
};
const planLengths: Record<Plan, readonly StoryLength[]> = {
  guest: ['Short', 'Medium'],
  free: ['Short', 'Medium'],
  standard: ['Short', 'Medium'],
  premium: ['Short', 'Medium', 'Long'],
};

const NAMES = [
  'Mia',
  'James',
  'zoë',
  'anne-marie',
  'McKenzie',
  'Leo',
  'Ava',
  'Noah',
  'Isla',
  'Oliver',
  'Amara',
  'Sam',
  'Theo',
  'Freya',
  'Jude',
];
const INTEREST_POOL = [
  'horse',
  'dinosaurs',
  'Minecraft',
  'minecraft',
  'my cat Luna',
  'drawing',
  'Peppa Pig',
  'LEGO',
  'football',
  'baking cakes',
  'the ocean',
  'trains',
  'unicorns',
  'space',
  'ballet',
  'my grandma Rose',
  'Dinosaurs',
  'swimming',
  'bugs',
  'robots',
  'reading',
  'our dog Max',
  'singing',
  'foxes',
];
const HAIR = [
  'Blonde',
  'Brown',
  'Black',
  'Red',
  'Auburn',
  'Gray',
  'White',
  'Blue',
  'Pink',
  'Purple',
  'Green',
];
const EYES = ['Brown', 'Blue', 'Green', 'Hazel', 'Gray', 'Amber', 'Violet'];
const COLOURS = ['purple', 'Sky Blue', 'gray', 'orange', 'rainbow', 'pink', 'emerald green'];

interface Child {
  name: string;
  age: number | null;
  profile: ProfileDetails | null;
  favourite: Companion;
}

function makeChild(r: Random, full: boolean): Child {
  const profile: ProfileDetails | null = full
    ? {
        gender: r.pick(['Girl', 'Boy', null]),
        age: r.int(2, 12),
        hairColor: r.pick(HAIR),
        eyeColor: r.pick(EYES),
        favoriteColor: r.pick(COLOURS),
        personality: r.shuffle(PERSONALITY_TRAITS).slice(0, r.int(1, 4)),
        interests: r.shuffle(INTEREST_POOL).slice(0, r.int(1, 4)),
      }
    : null;
  return {
    name: r.pick(NAMES),
    age: profile?.age ?? (r.next() < 0.5 ? r.int(2, 12) : null),
    profile,
    favourite: r.pick(COMPANIONS),
  };
}

// ---------- measures ----------
const CONTENT_STOP = new Set(
  'the and a an to of in on at was were is it its as with for from that this then there they them their she he her his him you your we our i me my said but so all up out into over by had have not no one two little very just back down off what when where who how'.split(
    ' ',
  ),
);
function contentWords(text: string, exclude: ReadonlySet<string>): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z]+/g) ?? []).filter(
      (w) => w.length > 2 && !CONTENT_STOP.has(w) && !exclude.has(w),
    ),
  );
}
function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  const union = a.size + b.size - both;
  return union ? both / union : 0;
}
const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN);
const pct = (n: number, d: number) => (d ? (100 * n) / d : 0);

const AMERICAN =
  /\b(color\w*|gray\w*|favor\w*|neighbor\w*|center\w*|theater|mom|pajamas|realiz\w*|cozy|traveler\w*|flavor\w*|honor\w*|behavior\w*|harbor\w*)\b/i;
const AN_ERROR = /\b(a [aeio]\w+|an [bcdfgjklmnpqrstvwxyz]\w*)\b/gi;
const AN_OK = /^(a one|a once|a eu|a uni|a use|a usu|an hour|an honest|an honou?r|an heir)/i;
const PRONOUN_ERROR = /\b(they was|they wasn't|she were|he were|they is|they has)\b/i;
const SLEEP =
  /\b(sleep\w*|asleep|dream\w*|goodnight|good night|yawn\w*|snuggl\w*|eyes (closed|shut)|drowsy|drifted off|nodded off|slumber)\b/i;
const CONTRADICTIONS: [RegExp, RegExp][] = [
  [/\benergetic\b/i, /\b(sleepy|tired|yawn\w*|drowsy)\b/i],
  [/\bshy\b/i, /\b(explorer|bold|boldly|shouted|loudest)\b/i],
  [/\bcalm\b/i, /\b(panick\w*|shriek\w*)\b/i],
  [/\bgentle\b/i, /\b(stomp\w*|roar\w*)\b/i],
];

/** Every wording a companion may say, rendered for a child: its own words are not side characters. */
const ownWordsCache = new Map<string, string[]>();
function ownWords(companion: string, childName: string): string[] {
  const key = `${companion}|${childName}`;
  let words = ownWordsCache.get(key);
  if (!words) {
    const voice = STORY_LIBRARY.compiledVoices[companion as keyof typeof STORY_LIBRARY.compiledVoices];
    const all: MarkupNode[][] = [
      ...voice.intros,
      ...voice.moves,
      ...voice.sounds,
      ...voice.features,
      ...Object.values(voice.abilities).flatMap((l) => l ?? []),
    ];
    const out = new Set<string>();
    for (const nodes of all)
      for (const band of AGE_BANDS)
        for (const pronoun of [
          ['she', 'her', 'her'],
          ['he', 'him', 'his'],
          ['they', 'them', 'their'],
        ] as const)
          for (let choice = 0; choice < 3; choice++)
            out.add(
              renderMarkup(nodes, {
                band,
                choose: (n) => choice % n,
                slot: (n) =>
                  n === 'name'
                    ? childName
                    : n === "name's"
                      ? `${childName}'s`
                      : n === 'they'
                        ? pronoun[0]
                        : n === 'them'
                          ? pronoun[1]
                          : n === 'their'
                            ? pronoun[2]
                            : '',
              }).trim(),
            );
    words = [...out].filter((w) => w.length > 3).sort((a, b) => b.length - a.length);
    ownWordsCache.set(key, words);
  }
  return words;
}

/** Each companion wording, as its first words, to count in a story. */
function companionWordings(companion: string): string[] {
  const voice = STORY_LIBRARY.compiledVoices[companion as keyof typeof STORY_LIBRARY.compiledVoices];
  const all: MarkupNode[][] = [
    ...voice.moves,
    ...voice.sounds,
    ...voice.features,
    ...Object.values(voice.abilities).flatMap((l) => l ?? []),
  ];
  const out: string[] = [];
  for (const nodes of all) {
    for (const band of ['little', 'middle', 'big'] as const) {
      const text = renderMarkup(nodes, {
        band,
        choose: () => 0,
        slot: (n) =>
          n === 'name' || n === "name's"
            ? 'Mia'
            : n === 'their'
              ? 'her'
              : n === 'they'
                ? 'she'
                : n === 'them'
                  ? 'her'
                  : '',
      })
        .trim()
        .split(/\s+/)
        .slice(0, 6)
        .join(' ');
      if (text.split(' ').length >= 4) out.push(text);
    }
  }
  return [...new Set(out)];
}
const wordingsByCompanion = new Map(COMPANIONS.map((c) => [c, companionWordings(c)]));

/** The ids of every interest scene (a story's parts say which passages it was told from). */
const INTEREST_SCENE_IDS = new Set(
  Object.values(STORY_LIBRARY.interests).flatMap((c) => c?.scenes.map((p) => p.id) ?? []),
);

/** What each scene on the way does for the quest (`role:`), by passage id: theme scenes, journeys, interests. */
const SCENE_ROLE = new Map<string, string | null>(
  [
    ...Object.values(STORY_LIBRARY.themes).flatMap((t) => t?.scenes ?? []),
    ...STORY_LIBRARY.journeys,
    ...Object.values(STORY_LIBRARY.interests).flatMap((c) => c?.scenes ?? []),
  ].map((p) => [p.id, p.questRole]),
);
/** A story's scenes on the way, and how many of them move the quest on. */
function onwardOf(story: GeneratedStory): { scenes: number; onward: number } {
  const roles = story.parts.filter((id) => SCENE_ROLE.has(id)).map((id) => SCENE_ROLE.get(id));
  return { scenes: roles.length, onward: roles.filter((r) => r === 'onward').length };
}

const questsById = new Map(
  Object.values(STORY_LIBRARY.themes).flatMap((t) => t?.quests.map((q) => [q.id, q] as const) ?? []),
);
/** The quest's item, recipient and destination, as a scene names them ('silver bell', 'Moon Keeper'). */
function questWords(story: GeneratedStory): string[] {
  const quest = questsById.get(story.questId);
  if (!quest) return [];
  const q = quest.quest;
  // As the story's band hears them (a toddler hears 'Mr Hollyhock's garden', plain words said).
  const heard = (t: string) =>
    renderMarkup(parseMarkup(t), {
      band: story.ageBand,
      slot: () => '',
      choose: () => 0,
      ...sayingFor(story.ageBand, STORY_LIBRARY.phrases.plainly),
    });
  return [q.item, q.recipient, q.destination]
    .map((t) =>
      heard(t)
        .replace(/^the\s+/i, '')
        .trim(),
    )
    .filter((t) => t.length > 2);
}

// ---------- the sample ----------
interface Row {
  figure: string;
  value: number;
  bound: string;
  ok: boolean;
  detail?: string;
}
const rows: Row[] = [];
const record = (
  figure: string,
  value: number,
  bound: [op: '<=' | '>=' | '==', limit: number],
  detail?: string,
) => {
  const [op, limit] = bound;
  const ok = Number.isNaN(value)
    ? false
    : op === '<='
      ? value <= limit + 1e-9
      : op === '>='
        ? value >= limit - 1e-9
        : Math.abs(value - limit) < 1e-9;
  rows.push({ figure, value, bound: `${op} ${limit}`, ok, ...(detail ? { detail } : {}) });
};
const info = (figure: string, value: number, detail?: string) =>
  rows.push({ figure, value, bound: '', ok: true, ...(detail ? { detail } : {}) });

/**
 * How often one line (6+ words) may come back in a child's month here: LINE_NIGHTS (issue 28). The engine
 * never tells a line heard on LINE_NIGHTS recent nights where the library has another wording, and every
 * companion has wordings enough (8 for guide and comfort, 5 for its other help) for a month of Long
 * stories with it every night.
 */
const LINE_BOUND = { mixed: LINE_NIGHTS, oneTheme: LINE_NIGHTS };

const started = performance.now();
let generated = 0;
/** A child's memory as the server keeps it: the passages and the lines of its last stories, newest first. */
class Memory {
  readonly recent: string[][] = [];
  readonly lines: number[][] = [];
  heard(story: GeneratedStory) {
    this.recent.unshift(story.parts);
    this.lines.unshift(linesOf(story.content));
    if (this.recent.length > MEMORY_DEPTH) this.recent.pop();
    if (this.lines.length > MEMORY_DEPTH) this.lines.pop();
  }
}
const tellFor = (
  child: Child,
  request: Omit<StoryRequest, 'childName' | 'seed'>,
  memory: Memory,
  seed: number,
  customize: boolean,
) => {
  generated++;
  return engine.generateStory(
    { childName: child.name, seed, age: child.age, profile: child.profile, customize, ...request },
    { recent: memory.recent, lines: memory.lines },
  );
};

/** Sentences of 6 words or more (lines a parent notices), each once a night, and on how many nights. */
function worstLine(stories: readonly GeneratedStory[]): { nights: number; line: string } {
  const nights = new Map<string, number>();
  for (const story of stories) {
    const lines = new Set<string>();
    for (const paragraph of story.paragraphs)
      for (const sentence of sentencesOf(paragraph)) {
        const words = sentence.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
        if (words.length >= LINE_MIN_WORDS) lines.add(sentence);
      }
    for (const line of lines) nights.set(line, (nights.get(line) ?? 0) + 1);
  }
  let worst = { nights: 0, line: '' };
  for (const [line, n] of nights) {
    if (n > worst.nights) worst = { nights: n, line };
    if (n > LINE_NIGHTS) overTarget.set(line, (overTarget.get(line) ?? 0) + 1);
  }
  return worst;
}

// 1. Families over a month and more: each plan, children coming back 30 times, any mix of themes.
const familyStories: { plan: Plan; child: Child; stories: GeneratedStory[]; customize: boolean }[] = [];
const familyLength = new WeakMap<GeneratedStory, StoryLength>();
for (const plan of ['guest', 'free', 'standard', 'premium'] as Plan[]) {
  for (let k = 0; k < 25 * scale; k++) {
    const full = plan === 'premium' ? k % 2 === 0 : k % 3 === 0;
    const child = makeChild(rng, full);
    const customize = plan === 'premium' && child.profile !== null;
    const memory = new Memory();
    const stories: GeneratedStory[] = [];
    for (let i = 0; i < 30; i++) {
      const favourite = planCompanions[plan].includes(child.favourite)
        ? child.favourite
        : planCompanions[plan][0]!;
      const companion = rng.next() < 0.6 ? favourite : rng.pick(planCompanions[plan]);
      const theme = rng.pick(planThemes[plan]);
      const length = rng.pick(planLengths[plan]);
      const story = tellFor(child, { companion, theme, length }, memory, rng.int(0, 2 ** 31 - 1), customize);
      stories.push(story);
      familyLength.set(story, length);
      memory.heard(story);
    }
    familyStories.push({ plan, child, stories, customize });
  }
}
for (const plan of ['guest', 'free', 'standard', 'premium'] as Plan[]) {
  let repeated = 0;
  let openings = 0;
  let total = 0;
  for (const family of familyStories.filter((f) => f.plan === plan)) {
    family.stories.forEach((story, i) => {
      total++;
      const last5 = new Set(family.stories.slice(Math.max(0, i - 5), i).flatMap((s) => s.parts));
      if (story.parts.some((p) => last5.has(p))) repeated++;
      const last10 = family.stories.slice(Math.max(0, i - 10), i).map((s) => s.parts[0]);
      if (last10.includes(story.parts[0])) openings++;
    });
  }
  record(
    `${plan}: stories repeating a paragraph of the child's last 5 (%)`,
    pct(repeated, total),
    ['<=', 0],
    `${total} stories, any mix of themes`,
  );
  record(`${plan}: stories repeating an opening of the child's last 10 (%)`, pct(openings, total), ['<=', 0]);
  const worst = familyStories
    .filter((f) => f.plan === plan)
    .map((f) => worstLine(f.stories))
    .reduce((a, b) => (b.nights > a.nights ? b : a));
  record(
    `${plan}: worst line (6+ words): nights heard of 30`,
    worst.nights,
    ['<=', LINE_BOUND.mixed],
    `target ${LINE_NIGHTS}; "${worst.line}"`,
  );
}

// 2. Fifteen Medium stories of ONE theme for one child (same companion): sentences heard before.
let worstTheme = '';
let worstShare = 0;
const shares: number[] = [];
let fourStoryRepeat = 0;
let fourStoryFamilies = 0;
for (const theme of THEMES) {
  for (let k = 0; k < 4 * scale; k++) {
    const child = makeChild(rng, k % 2 === 0);
    const customize = child.profile !== null;
    const companion = rng.pick(COMPANIONS);
    const memory = new Memory();
    const heard = new Set<string>();
    let sentences = 0;
    let before = 0;
    const paragraphsHeard = new Set<string>();
    let repeatIn4 = false;
    for (let i = 0; i < 15; i++) {
      const story = tellFor(
        child,
        { companion, theme, length: 'Medium' },
        memory,
        rng.int(0, 2 ** 31 - 1),
        customize,
      );
      memory.heard(story);
      for (const paragraph of story.paragraphs) {
        if (i < 4 && paragraphsHeard.has(paragraph)) repeatIn4 = true;
        if (i < 4) paragraphsHeard.add(paragraph);
        for (const sentence of sentencesOf(paragraph)) {
          sentences++;
          if (heard.has(sentence)) before++;
        }
      }
      for (const paragraph of story.paragraphs)
        for (const sentence of sentencesOf(paragraph)) heard.add(sentence);
    }
    fourStoryFamilies++;
    if (repeatIn4) fourStoryRepeat++;
    const share = pct(before, sentences);
    shares.push(share);
    if (share > worstShare) {
      worstShare = share;
      worstTheme = `${theme} with ${companion}`;
    }
  }
}
record(
  '15 Medium stories of one theme: sentences heard before, worst child (%)',
  worstShare,
  ['<=', 15],
  worstTheme,
);
info('15 Medium stories of one theme: sentences heard before, mean (%)', mean(shares));
record(
  '4 stories of one theme: families hearing a paragraph twice (%)',
  pct(fourStoryRepeat, fourStoryFamilies),
  ['<=', 0],
);

// 2b. A month of ONE theme with ONE companion (Medium) for one child: the line heard on the most nights.
// Its own random stream, so the samples after it stay as they were.
{
  const monthRng = seededRandom(20261206);
  let worst = { nights: 0, line: '', what: '' };
  for (const theme of THEMES)
    for (let k = 0; k < 2 * scale; k++) {
      const child = makeChild(monthRng, k % 2 === 0);
      const companion = monthRng.pick(COMPANIONS);
      const memory = new Memory();
      const stories: GeneratedStory[] = [];
      for (let night = 0; night < 30; night++) {
        const story = tellFor(
          child,
          { companion, theme, length: 'Medium' },
          memory,
          monthRng.int(0, 2 ** 31 - 1),
          child.profile !== null,
        );
        stories.push(story);
        memory.heard(story);
      }
      const line = worstLine(stories);
      if (line.nights > worst.nights) worst = { ...line, what: `${theme} with ${companion}` };
    }
  record(
    'One theme and companion, 30 Medium nights: worst line (6+ words): nights heard of 30',
    worst.nights,
    ['<=', LINE_BOUND.oneTheme],
    `target ${LINE_NIGHTS}; ${worst.what}: "${worst.line}"`,
  );
}

// 2c. One theme every night for 30 nights, each length: how much of the last five nights a child heard
// before, and the nearest two nights with the same quest (issue 28: at most 15% Medium, 25% Short and Long;
// no quest twice within 14 nights). Fifteen quests a theme, the openings and endings every theme shares
// once its own are heard, and the journeys carry it.
const MONTH_SHARE: Record<StoryLength, number> = { Short: 25, Medium: 15, Long: 25 };
const QUEST_NIGHTS_APART = 15;
{
  const monthRng = seededRandom(20261207);
  for (const length of ['Short', 'Medium', 'Long'] as StoryLength[]) {
    let worst = { share: 0, what: '' };
    let nearestQuest = Number.POSITIVE_INFINITY;
    const shares: number[] = [];
    let months = 0;
    let repeatedTitles = 0;
    const onward = { scenes: 0, onward: 0 };
    for (const theme of THEMES)
      for (let k = 0; k < scale; k++) {
        const child = makeChild(monthRng, k % 2 === 0);
        const companion = monthRng.pick(COMPANIONS);
        const memory = new Memory();
        const heard = new Set<string>();
        const questNights = new Map<string, number>();
        const titles: string[] = [];
        let sentences = 0;
        let before = 0;
        for (let night = 0; night < 30; night++) {
          const story = tellFor(
            child,
            { companion, theme, length },
            memory,
            monthRng.int(0, 2 ** 31 - 1),
            child.profile !== null,
          );
          memory.heard(story);
          const roles = onwardOf(story);
          onward.scenes += roles.scenes;
          onward.onward += roles.onward;
          titles.unshift(storyTitle(story.childName, questOfStory(theme, story.questId), companion, titles));
          const last = questNights.get(story.questId);
          if (last !== undefined) nearestQuest = Math.min(nearestQuest, night - last);
          questNights.set(story.questId, night);
          const told = story.paragraphs.flatMap((p) => sentencesOf(p));
          if (night >= 25)
            for (const sentence of told) {
              sentences++;
              if (heard.has(sentence)) before++;
            }
          for (const sentence of told) heard.add(sentence);
        }
        const share = pct(before, sentences);
        shares.push(share);
        if (share > worst.share)
          worst = {
            share,
            what: `${theme} with ${companion}, age ${child.age ?? 'not given'}${child.profile ? ', a full profile' : ''}`,
          };
        months++;
        if (new Set(titles).size < titles.length) repeatedTitles++;
      }
    record(
      `One theme 30 nights, ${length}: sentences of nights 26-30 heard before, worst child (%)`,
      worst.share,
      ['<=', MONTH_SHARE[length]],
      `mean ${mean(shares).toFixed(1)}%; ${worst.what}`,
    );
    record(
      `One theme 30 nights, ${length}: scenes that move the quest on (%)`,
      pct(onward.onward, onward.scenes),
      ['>=', 100 * ONWARD_SHARE],
      'each scene says its role; the rest a kindness or a wonder on the way',
    );
    record(`One theme 30 nights, ${length}: fewest nights between two tellings of a quest`, nearestQuest, [
      '>=',
      QUEST_NIGHTS_APART,
    ]);
    record(
      `One theme 30 nights, ${length}: children hearing a title twice (%)`,
      pct(repeatedTitles, months),
      ['<=', 0],
      'titles as the server gives them, with the child’s recent titles',
    );
  }
}

// 3. Every theme, companion, length and some ages, no memory: the spine, cohesion, defects, grades.
const single: { story: GeneratedStory; request: StoryRequest; customize: boolean }[] = [];
for (const theme of THEMES)
  for (const companion of COMPANIONS)
    for (const { name: length } of LENGTHS)
      for (let k = 0; k < 2 * scale; k++) {
        const child = makeChild(rng, k % 2 === 1);
        const customize = child.profile !== null;
        const request: StoryRequest = {
          childName: child.name,
          companion,
          theme,
          length,
          seed: rng.int(0, 2 ** 31 - 1),
          age: child.age,
          profile: child.profile,
          customize,
        };
        generated++;
        single.push({ story: engine.generateStory(request), request, customize });
      }

// Spine
let scenes = 0;
let scenesOnQuest = 0;
const onwardSingle = { scenes: 0, onward: 0, storiesUnderHalf: 0 };
const companionIn = { paragraphs: 0, named: 0, example: '' };
let paidOff = 0;
let endingsNamed = 0;
let endingsSleep = 0;
let newPlace = 0;
let bodyParagraphs = 0;
const neighbour: number[] = [];
const unrelated: number[] = [];
for (const { story, request } of single) {
  const words = questWords(story);
  const roles = onwardOf(story);
  onwardSingle.scenes += roles.scenes;
  onwardSingle.onward += roles.onward;
  if (roles.onward * 2 < roles.scenes) onwardSingle.storiesUnderHalf++;
  // The companion the child chose, on every page: by its name ('the owl', 'a small, fluffy owl' as it
  // arrives, 'Cosmic Defender'), or as one of 'the two friends'.
  const named = wholeWord(STORY_LIBRARY.voices[request.companion]!.ref.replace(/^the /, ''), 'iu');
  story.paragraphs.forEach((p, i) => {
    companionIn.paragraphs++;
    if (named.test(p) || /\bfriends\b/i.test(p)) companionIn.named++;
    else companionIn.example ||= story.parts[i]!;
  });
  const body = story.paragraphs.slice(2, -2);
  for (const p of body) {
    scenes++;
    if (words.some((w) => p.toLowerCase().includes(w.toLowerCase()))) scenesOnQuest++;
  }
  const payoff = story.paragraphs[story.paragraphs.length - 2]!;
  const ending = story.paragraphs[story.paragraphs.length - 1]!;
  if (words.some((w) => payoff.toLowerCase().includes(w.toLowerCase()))) paidOff++;
  if (words.some((w) => ending.toLowerCase().includes(w.toLowerCase()))) endingsNamed++;
  if (SLEEP.test(ending)) endingsSleep++;
  story.settings.slice(2, -2).forEach((s, i) => {
    bodyParagraphs++;
    if (s !== story.settings[i + 1]) newPlace++;
  });
  const exclude = new Set([
    ...properName(request.childName)
      .toLowerCase()
      .split(/[\s-]+/),
    ...request.companion.toLowerCase().split(' '),
  ]);
  const sets = story.paragraphs.map((p) => contentWords(p, exclude));
  for (let i = 1; i < sets.length; i++) neighbour.push(jaccard(sets[i - 1]!, sets[i]!));
}
for (let i = 0; i < 3000 * scale; i++) {
  const a = rng.pick(single);
  const b = rng.pick(single);
  if (a === b || a.request.theme === b.request.theme) continue;
  const pa = rng.pick(a.story.paragraphs);
  const pb = rng.pick(b.story.paragraphs);
  unrelated.push(jaccard(contentWords(pa, new Set()), contentWords(pb, new Set())));
}
record('Scenes that bring the quest back (%)', pct(scenesOnQuest, scenes), ['>=', 100]);
record(
  'Scenes that move the quest on (%)',
  pct(onwardSingle.onward, onwardSingle.scenes),
  ['>=', 100 * ONWARD_SHARE],
  'role: onward; was 32% by a reader',
);
record(
  'Paragraphs the companion takes part in (%)',
  pct(companionIn.named, companionIn.paragraphs),
  ['>=', 100],
  companionIn.example ? `not in ${companionIn.example}` : 'every age, every theme',
);
record(
  'Stories where fewer than half the scenes move the quest on (%)',
  pct(onwardSingle.storiesUnderHalf, single.length),
  ['<=', 1],
);
record('Pay-offs that name the quest (set-ups paid off) (%)', pct(paidOff, single.length), ['>=', 100]);
record('Endings that remember the quest by name (%)', pct(endingsNamed, single.length), ['>=', 100]);
record('Endings with a sleep cue (%)', pct(endingsSleep, single.length), ['>=', 100]);
const cohesion = mean(neighbour) / mean(unrelated);
record(
  'Neighbour cohesion: shared words of neighbouring paragraphs / of unrelated ones',
  cohesion,
  ['>=', 1.5],
  `${mean(neighbour).toFixed(3)} vs ${mean(unrelated).toFixed(3)}`,
);
// One route in one climate a night (issue 28, point 3): no snowy field and desert in one story, no place
// twice but home, and a Short story with at least one scene on the way. Without memory the engine keeps
// both rules always; with a month's memory (a fresh passage beats a wish), nearly always.
function routeFigures(stories: readonly { story: GeneratedStory; length: StoryLength }[]) {
  let crossing = 0;
  let twice = 0;
  let longer = 0;
  let shortNone = 0;
  let shorts = 0;
  for (const { story, length } of stories) {
    if (length === 'Short') {
      shorts++;
      if (story.parts.length <= 4) shortNone++;
      continue;
    }
    longer++;
    const climates = new Set(story.settings.map((s, i) => climateOf(s, story.pictures[i] ?? null)));
    if (climates.has('cold') && climates.has('hot')) crossing++;
    const away = story.settings.filter((s) => !HOME_SETTINGS.includes(s));
    if (new Set(away).size < away.length) twice++;
  }
  return { crossing: pct(crossing, longer), twice: pct(twice, longer), shortNone: pct(shortNone, shorts) };
}
{
  const alone = routeFigures(single.map(({ story, request }) => ({ story, length: request.length })));
  const month = routeFigures(
    familyStories.flatMap((f) => f.stories.map((story) => ({ story, length: familyLength.get(story)! }))),
  );
  record(
    'Medium and Long: stories crossing a cold place and a hot one (%)',
    alone.crossing,
    ['<=', 0],
    'was 31.6%',
  );
  record(
    'Medium and Long: stories visiting a place twice, home aside (%)',
    alone.twice,
    ['<=', 0],
    'was 60%',
  );
  record('A month of stories: crossing a cold place and a hot one (%)', month.crossing, ['<=', 0.5]);
  record('A month of stories: visiting a place twice, home aside (%)', month.twice, ['<=', 0.5]);
  record(
    'Short: stories with no scene on the way (%)',
    alone.shortNone,
    ['<=', 22],
    'was 34%; the rest: Premium profiles for ages 6-12, whose details and frame near 450 words',
  );
}
info(
  'Scenes in a new place from the one before (%)',
  pct(newPlace, bodyParagraphs),
  'a journey: each page its own picture',
);

// About this child (Premium, full profile)
const custom = single.filter((s) => s.customize);
// Ages 2-5 hear the same details in more, shorter sentences (their own short tellings), so their share is
// counted apart: a Long story for a 4-year-old carries as many details as before, 15 sentences of them.
const youngBand = (s: (typeof custom)[number]) =>
  s.story.ageBand === 'toddler' || s.story.ageBand === 'little';
const personalShare = custom
  .filter((s) => !youngBand(s))
  .map((s) => pct(s.story.personalSentences, s.story.sentenceCount));
const youngShare = custom.filter(youngBand).map((s) => pct(s.story.personalSentences, s.story.sentenceCount));
record(
  'Premium with a profile, ages 6-12 and not given: sentences carrying a detail of the child, 5th percentile (%)',
  percentile(personalShare, 5),
  ['>=', 10],
  `mean ${mean(personalShare).toFixed(1)}%`,
);
record(
  'Premium with a profile, ages 2-5: sentences carrying a detail of the child, 5th percentile (%)',
  percentile(youngShare, 5),
  ['>=', 8.5],
  `mean ${mean(youngShare).toFixed(1)}%; shorter sentences, as many details`,
);
let interestScenesDue = 0;
let interestScenesTold = 0;
let shortMentionsDue = 0;
let shortMentions = 0;
for (const { story, request } of custom) {
  const interests = story.interests.filter(
    (i) => !(i.species && STORY_LIBRARY.voices[request.companion as 'Bear'].species?.includes(i.species)),
  );
  if (request.length === 'Short') {
    if (interests.length) {
      shortMentionsDue++;
      if (story.personalSentences > 0) shortMentions++;
    }
  } else {
    interestScenesDue += interests.length;
    interestScenesTold += story.parts.filter((p) => INTEREST_SCENE_IDS.has(p)).length;
  }
}
record(
  'Medium and Long: interests (up to 3) given a scene of their own (%)',
  pct(interestScenesTold, interestScenesDue),
  ['>=', 100],
);
record('Short: stories that mention an interest (%)', pct(shortMentions, shortMentionsDue), ['>=', 100]);
// How much a full profile changes a story (same seed without it)
let changedSentences = 0;
let comparedSentences = 0;
let unchangedShort = 0;
let shortCompared = 0;
for (const { story, request } of custom.slice(0, 600)) {
  const plain = engine.generateStory({
    ...request,
    profile: { gender: request.profile?.gender ?? null, age: request.profile?.age ?? null },
    customize: false,
  });
  const plainSentences = new Set(plain.paragraphs.flatMap(sentencesOf));
  for (const s of story.paragraphs.flatMap(sentencesOf)) {
    comparedSentences++;
    if (!plainSentences.has(s)) changedSentences++;
  }
  if (request.length === 'Short') {
    shortCompared++;
    if (plain.content === story.content) unchangedShort++;
  }
}
info('Premium: sentences a full profile changes (%)', pct(changedSentences, comparedSentences), 'was 3.5%');
record(
  'Premium Short stories a full profile leaves unchanged (%)',
  pct(unchangedShort, shortCompared),
  ['<=', 0],
  'was 30%',
);

// Grades by age
const gradeByAge = new Map<number, number[]>();
for (const { story, request } of single) {
  const age = request.age ?? 6;
  const list = gradeByAge.get(age) ?? [];
  list.push(storyGrade(story.content, story.childName));
  gradeByAge.set(age, list);
}
const gradesUpTo5 = [...gradeByAge].filter(([a]) => a <= 5).flatMap(([, g]) => g);
const grades6to7 = [...gradeByAge].filter(([a]) => a >= 6 && a <= 7).flatMap(([, g]) => g);
const grades8to9 = [...gradeByAge].filter(([a]) => a >= 8 && a <= 9).flatMap(([, g]) => g);
const grades10up = [...gradeByAge].filter(([a]) => a >= 10).flatMap(([, g]) => g);
const hardest = (minAge: number, maxAge: number) => {
  let worst = { grade: -1, what: '' };
  for (const { story, request } of single) {
    const age = request.age ?? 6;
    if (age < minAge || age > maxAge) continue;
    const grade = storyGrade(story.content, story.childName);
    if (grade > worst.grade)
      worst = {
        grade,
        what: `${request.theme}, ${request.companion}, ${request.length}, ${story.childName}`,
      };
  }
  return worst.what;
};
record(
  "Grade (Flesch-Kincaid, the child's name one word), ages 1-5: highest story",
  Math.max(...gradesUpTo5),
  ['<=', GRADE_CEILING.little],
  `mean ${mean(gradesUpTo5).toFixed(2)}; hardest: ${hardest(1, 5)}`,
);
record(
  'Grade, ages 6-7: highest story',
  Math.max(...grades6to7),
  ['<=', GRADE_CEILING.middle],
  `mean ${mean(grades6to7).toFixed(2)}; hardest: ${hardest(6, 7)}`,
);
{
  const raw = single
    .filter(({ request }) => (request.age ?? 6) <= 5)
    .map(({ story }) => fleschKincaidGrade(story.content));
  info(
    'Grade, ages 1-5, names counted syllable by syllable: highest',
    Math.max(...raw),
    `mean ${mean(raw).toFixed(2)}`,
  );
}
info('Grade, ages 8-9: mean', mean(grades8to9), `highest ${Math.max(...grades8to9).toFixed(2)}`);
// 10-12 hear their own older tellings, and are told the passages that have them where the memory leaves a
// choice (plan.ts): the target is grade 4-5 (issue 28).
record(
  'Grade, ages 10-12: mean',
  mean(grades10up),
  ['>=', 4.5],
  `was 3.04; target 4-5; highest ${Math.max(...grades10up).toFixed(2)}`,
);
// The bound on a young band's sentences over its length: the library's own passages keep to it
// (library:check, with long quest items and interests of two or three words); the engine tries a
// paragraph's other tellings, and leaves out a detail, where a line heard beside them (an onward phrase, a
// two-word colour) would make one too long. Issue 28's target: 0.
const YOUNG_SENTENCES_OVER = 0;
// Five age bands (issue 28): no sentence over 12 words at 2-3 and over 15 at 4-5, counted in whole stories
// (companion lines, touches, trait lines and interests included, as a child hears them).
for (const [from, to, band] of [
  [2, 3, 'toddler'],
  [4, 5, 'little'],
] as const) {
  let sentences = 0;
  let over = 0;
  let example = '';
  for (const { story, request } of single) {
    const age = request.age ?? request.profile?.age ?? null;
    if (age === null || age < from || age > to) continue;
    for (const p of story.paragraphs) {
      sentences += sentencesOf(p).length;
      const long = longSentences(p, band);
      over += long.length;
      example ||= long[0] ?? '';
    }
  }
  record(
    `Ages ${from}-${to}: sentences over ${SENTENCE_WORDS[band]} words (%)`,
    pct(over, sentences),
    ['<=', YOUNG_SENTENCES_OVER],
    `target 0, was 20.3 / 13.4; ${sentences} sentences; e.g. "${example}"`,
  );
}
{
  // Each band its own telling: the same request told to neighbouring ages.
  const alike = (a: number, b: number) => {
    let same = 0;
    const sample = single.slice(0, 200);
    for (const { request } of sample) {
      const at = (age: number) =>
        engine.generateStory({
          ...request,
          age,
          profile: request.profile ? { ...request.profile, age } : null,
        }).content;
      if (at(a) === at(b)) same++;
    }
    return pct(same, sample.length);
  };
  info('Stories told alike at 3 and 4 (%)', alike(3, 4), 'was 100%');
  info('Stories told alike at 9 and 10 (%)', alike(9, 10), 'was 100%');
}
let sameForAges = 0;
let ageCompared = 0;
for (const { request } of single.slice(0, 400)) {
  ageCompared++;
  const young = engine.generateStory({
    ...request,
    age: 2,
    profile: request.profile ? { ...request.profile, age: 2 } : null,
  });
  const old = engine.generateStory({
    ...request,
    age: 12,
    profile: request.profile ? { ...request.profile, age: 12 } : null,
  });
  if (young.content === old.content) sameForAges++;
}
record(
  'Stories told alike for a 2-year-old and a 12-year-old (%)',
  pct(sameForAges, ageCompared),
  ['<=', 0],
  'was 100%',
);

// 3b. Life moments (issue 30): each moment on every theme, length and plan's child, and a child who has the
// same moment five nights running. Each story raises the moment straight after its opening, rehearses it
// in a scene on the way and closes on it; the nights running hear new moment passages while there are any.
// Its own random stream, so the samples before and after it stay as they were. Its stories go through the
// defect checks below too.
const momentStories: { story: GeneratedStory; request: StoryRequest; customize: boolean }[] = [];
{
  const momentRng = seededRandom(20261207);
  const kinds = (story: GeneratedStory, moment: Moment) => ({
    raised: story.parts[1]?.startsWith(`moment.${moment}.r.`) ?? false,
    rehearsed: story.parts.some((p) => p.startsWith(`moment.${moment}.h.`)),
    closed: story.parts.at(-1)?.startsWith(`moment.${moment}.c.`) ?? false,
  });
  const counts = { raised: 0, rehearsed: 0, closed: 0, total: 0, inLength: 0 };
  const shortRehearsed = { yes: 0, total: 0 };
  let worstMoment = { moment: '', share: 1 };
  for (const moment of MOMENTS) {
    let whole = 0;
    let n = 0;
    for (const theme of THEMES)
      for (const length of STORY_LENGTHS) {
        const child = makeChild(momentRng, momentRng.next() < 0.5);
        const customize = child.profile !== null;
        const request: StoryRequest = {
          childName: child.name,
          companion: momentRng.pick(COMPANIONS),
          theme,
          length,
          seed: momentRng.int(0, 2 ** 31 - 1),
          age: child.age,
          profile: child.profile,
          customize,
          moment,
        };
        generated++;
        const story = engine.generateStory(request);
        momentStories.push({ story, request, customize });
        const k = kinds(story, moment);
        const { minWords, maxWords } = LENGTHS.find((l) => l.name === length)!;
        counts.total++;
        if (k.raised) counts.raised++;
        if (k.rehearsed) counts.rehearsed++;
        if (k.closed) counts.closed++;
        if (story.wordCount >= minWords && story.wordCount <= maxWords) counts.inLength++;
        if (length === 'Short') {
          shortRehearsed.total++;
          if (k.rehearsed) shortRehearsed.yes++;
        }
        n++;
        if (k.raised && k.rehearsed && k.closed) whole++;
      }
    if (whole / n < worstMoment.share) worstMoment = { moment, share: whole / n };
  }
  record('Moments: stories that raise the moment after the opening (%)', pct(counts.raised, counts.total), [
    '>=',
    100,
  ]);
  record('Moments: stories that rehearse it on the way (%)', pct(counts.rehearsed, counts.total), ['>=', 97]);
  record('Moments: stories that end on it (%)', pct(counts.closed, counts.total), ['>=', 100]);
  record(
    'Moments: the moment least often raised, rehearsed and closed (% of its stories)',
    100 * worstMoment.share,
    ['>=', 90],
    worstMoment.moment,
  );
  record(
    'Moments: Short stories that rehearse it (%)',
    pct(shortRehearsed.yes, shortRehearsed.total),
    ['>=', 90],
    'a Short story for an 8-to-12-year-old with a full profile has room for it at times only',
  );
  record('Moments: stories within their length (%)', pct(counts.inLength, counts.total), ['>=', 97]);

  // The same moment five nights running (a first week at school): the nearest two nights with the same
  // moment passage.
  let nearest = Number.POSITIVE_INFINITY;
  let nearestWhat = '';
  for (const moment of MOMENTS)
    for (let k = 0; k < scale; k++) {
      const child = makeChild(momentRng, k % 2 === 0);
      const memory = new Memory();
      const companion = momentRng.pick(FREE_COMPANIONS);
      const lastNight = new Map<string, number>();
      for (let night = 0; night < 5; night++) {
        const story = tellFor(
          child,
          {
            companion,
            theme: momentRng.pick(FREE_THEMES),
            length: momentRng.pick(['Short', 'Medium'] as const),
            moment,
          },
          memory,
          momentRng.int(0, 2 ** 31 - 1),
          child.profile !== null,
        );
        memory.heard(story);
        for (const part of story.parts.filter((p) => p.startsWith('moment.'))) {
          const before = lastNight.get(part);
          if (before !== undefined && night - before < nearest) {
            nearest = night - before;
            nearestWhat = `${moment}: ${part}`;
          }
          lastNight.set(part, night);
        }
      }
    }
  record(
    'Moments: the same moment 5 nights running: fewest nights between a moment passage',
    Number.isFinite(nearest) ? nearest : 99,
    ['>=', 3],
    nearestWhat || 'none told twice',
  );
}

// 3c. Tomorrow's chapter (issue 30): series of five Medium chapters in every theme, with the memory the
// server keeps. Every chapter after the first recalls last night (its thing or the one it was for, by
// name), goes on a new quest, and the last ends on a finale; what a chapter says that the chapters before
// it said already (lines of 6+ words, the quests' refrains aside) is counted. Its own random stream.
const chapterStories: { story: GeneratedStory; request: StoryRequest; customize: boolean }[] = [];
{
  const seriesRng = seededRandom(20261208);
  let chapters = 0;
  let recalled = 0;
  let newQuest = 0;
  let closed = 0;
  let series = 0;
  let repeatedWorst = 0;
  let repeatedWhat = '';
  for (const theme of THEMES)
    for (let k = 0; k < 2 * scale; k++) {
      const child = makeChild(seriesRng, k % 2 === 0);
      const companion = seriesRng.pick(COMPANIONS);
      const memory = new Memory();
      const told: GeneratedStory[] = [];
      const heardLines = new Set<string>();
      series++;
      for (let n = 1; n <= 5; n++) {
        const request: StoryRequest = {
          childName: child.name,
          companion,
          theme,
          length: 'Medium',
          seed: seriesRng.int(0, 2 ** 31 - 1),
          age: child.age,
          profile: child.profile,
          customize: child.profile !== null,
          chapter: n === 1 ? null : { number: n, last: n === 5, previousQuestId: told.at(-1)!.questId },
        };
        generated++;
        const story = engine.generateStory(request, { recent: memory.recent, lines: memory.lines });
        chapterStories.push({ story, request, customize: request.customize ?? false });
        if (n > 1) {
          chapters++;
          const before = told.at(-1)!;
          const opening = story.paragraphs[0]!.toLowerCase();
          const names = questWords(before).map((w) => w.toLowerCase());
          if (story.parts[0]!.startsWith('chapter.r.') && names.some((w) => opening.includes(w))) recalled++;
          if (!told.some((t) => t.questId === story.questId)) newQuest++;
          const refrain = questsById.get(story.questId)?.quest.refrain.toLowerCase() ?? '';
          const lines = story.paragraphs
            .flatMap((p) => sentencesOf(p))
            .filter((l) => (l.match(/[\p{L}\p{N}']+/gu) ?? []).length >= LINE_MIN_WORDS)
            .filter((l) => !refrain || !l.toLowerCase().includes(refrain));
          const again = lines.filter((l) => heardLines.has(l));
          const share = pct(again.length, lines.length);
          if (share > repeatedWorst) {
            repeatedWorst = share;
            repeatedWhat = `${theme}, chapter ${n}: "${again[0]}"`;
          }
          if (n === 5 && story.parts.at(-1)!.startsWith('chapter.f.')) closed++;
        }
        for (const p of story.paragraphs) for (const l of sentencesOf(p)) heardLines.add(l);
        told.push(story);
        memory.heard(story);
      }
    }
  record("Chapters: recall last night's thing or friend by name (%)", pct(recalled, chapters), ['>=', 100]);
  record('Chapters: go on a quest no chapter before went on (%)', pct(newQuest, chapters), ['>=', 100]);
  record('Chapters: series whose last chapter closes on a finale (%)', pct(closed, series), ['>=', 100]);
  record(
    'Chapters: most of one chapter said in the chapters before it (% of its lines, refrain aside)',
    repeatedWorst,
    ['<=', 5],
    repeatedWhat || 'none',
  );
}

// 3d. Brothers and sisters (issue 30): one or two siblings beside the child, in every theme and length. Every
// child is named in at least a fifth of the children's names and says something; a sentence about one
// sibling never carries a pronoun that is not theirs; and a family hearing a story together every night
// for 30 nights (the memory the server passes: each story counts for each child) hears no sentence of 6+
// words on more than LINE_NIGHTS nights. Its own random stream.
const siblingStories: { story: GeneratedStory; request: StoryRequest; customize: boolean }[] = [];
{
  const sibRng = seededRandom(20261209);
  const SIBLING_NAMES = ['Leo', 'Ada', 'Kit', 'Nia', 'Arlo', 'Zara', 'Ben', 'Iris'];
  const PRONOUN_WORDS: Record<string, RegExp> = {
    // 'both of them', 'they ran': the children together. A singular they is not told apart from these.
    Girl: /\b(he|him|his)\b/i,
    Boy: /\b(she|her|hers)\b/i,
    none: /\b(he|him|his|she|her|hers)\b/i,
  };
  const named = (text: string, name: string) => text.match(wholeWord(name, 'gu'))?.length ?? 0;
  let total = 0;
  let shortStories = 0;
  let shortWithScene = 0;
  let fair = 0;
  let speaking = 0;
  let inLength = 0;
  let crossings = 0;
  let sibSentences = 0;
  let crossingWhat = '';
  let leastShare = { share: 1, where: '' };
  const siblingsFor = (lead: string, count: number) =>
    sibRng
      .shuffle(SIBLING_NAMES.filter((n) => n !== lead))
      .slice(0, count)
      .map((name) => ({ name, gender: sibRng.pick(['Girl', 'Boy', 'none'] as const) }));
  for (const count of [1, 2])
    for (const theme of THEMES)
      for (const length of STORY_LENGTHS)
        for (let k = 0; k < 2 * scale; k++) {
          const child = makeChild(sibRng, sibRng.next() < 0.5);
          const siblings = siblingsFor(child.name, count);
          const request: StoryRequest = {
            childName: child.name,
            companion: sibRng.pick(COMPANIONS),
            theme,
            length,
            seed: sibRng.int(0, 2 ** 31 - 1),
            age: child.age,
            profile: child.profile,
            customize: child.profile !== null,
            siblings,
          };
          generated++;
          const story = engine.generateStory(request);
          siblingStories.push({ story, request, customize: request.customize ?? false });
          total++;
          const names = [story.childName, ...story.siblingNames];
          const counts = names.map((n) => named(story.content, n));
          const all = counts.reduce((a, b) => a + b, 0);
          const least = Math.min(...counts) / all;
          if (least >= 0.2) fair++;
          if (least < leastShare.share)
            leastShare = { share: least, where: `${theme}, ${length}, ${names.join(', ')}` };
          if (names.every((n) => speaks(story.content, n))) speaking++;
          const { minWords, maxWords } = LENGTHS.find((l) => l.name === length)!;
          if (story.wordCount >= minWords && story.wordCount <= maxWords) inLength++;
          // Opening, set-up, pay-off and ending: the rest are scenes on the way.
          if (length === 'Short') {
            shortStories++;
            if (story.parts.length > 4) shortWithScene++;
          }
          // A sentence about one sibling alone (no other child named in it) speaks of them with their own
          // pronoun only; the companion and side characters are 'it' or named.
          for (const paragraph of story.paragraphs)
            for (const sentence of sentencesOf(paragraph)) {
              const about = siblings.filter(
                (s) => named(sentence, story.siblingNames[siblings.indexOf(s)]!) > 0,
              );
              if (about.length !== 1 || named(sentence, story.childName) > 0) continue;
              sibSentences++;
              const outside = sentence.replace(/["“][^"”]*["”]/g, ' ');
              if (PRONOUN_WORDS[about[0]!.gender]!.test(outside)) {
                crossings++;
                crossingWhat ||= sentence;
              }
            }
        }
  // A story told leaner to keep its scene keeps it only while every child has a fifth (tell.ts); a Short
  // story for three, for an 8-to-12-year-old with a full Premium profile, may still fall just under.
  record(
    'Siblings: stories where every child has a fifth of the names or more (%)',
    pct(fair, total),
    ['>=', 99],
    `least ${pct(leastShare.share, 1).toFixed(1)}% (${leastShare.where})`,
  );
  record('Siblings: stories where every child says something (%)', pct(speaking, total), ['>=', 100]);
  record('Siblings: stories within their length (%)', pct(inLength, total), ['>=', 97]);
  // A Short story for one child already runs near its 450 words with its one scene (407 on average): the
  // siblings' fewer lines are tried before the scene gives way (tell.ts); the rest still lose it.
  record(
    'Siblings: Short stories with a scene on the way (%)',
    pct(shortWithScene, shortStories),
    ['>=', 55],
    'was 35%; target 95 (issue 28); one child alone: 96',
  );
  record(
    'Siblings: sentences about one sibling with a pronoun that is not theirs (per 1,000)',
    (1000 * crossings) / Math.max(1, sibSentences),
    ['<=', 0],
    crossingWhat || 'none',
  );

  // A family of three hearing a story together every night for 30 nights, the lead taking turns.
  let worstNights = 0;
  let worstWhat = '';
  for (let k = 0; k < 4 * scale; k++) {
    const children = [makeChild(sibRng, false), makeChild(sibRng, false), makeChild(sibRng, false)].map(
      (c, i) => ({ ...c, name: ['Maya', 'Leo', 'Ada'][i]!, gender: (['Girl', 'Boy', 'Girl'] as const)[i]! }),
    );
    const memory = new Memory();
    const heardOn = new Map<string, number>();
    for (let night = 0; night < 30; night++) {
      const lead = children[night % 3]!;
      // As the server tells it: for the youngest age known.
      const ages = children.map((c) => c.age).filter((a): a is number => a !== null);
      const story = engine.generateStory(
        {
          childName: lead.name,
          companion: sibRng.pick(FREE_COMPANIONS),
          theme: sibRng.pick(FREE_THEMES),
          length: sibRng.pick(['Short', 'Medium'] as const),
          seed: sibRng.int(0, 2 ** 31 - 1),
          age: ages.length ? Math.min(...ages) : null,
          profile: { gender: lead.gender },
          siblings: children.filter((c) => c !== lead).map((c) => ({ name: c.name, gender: c.gender })),
        },
        { recent: memory.recent, lines: memory.lines },
      );
      generated++;
      memory.heard(story);
      const lines = new Set(
        story.paragraphs
          .flatMap((p) => sentencesOf(p))
          .filter((l) => (l.match(/[\p{L}\p{N}']+/gu) ?? []).length >= LINE_MIN_WORDS),
      );
      for (const line of lines) {
        const n = (heardOn.get(line) ?? 0) + 1;
        heardOn.set(line, n);
        if (n > worstNights) {
          worstNights = n;
          worstWhat = line;
        }
      }
    }
  }
  // Told for the youngest (often 2 to 4), whose plainest endings come round more often than a single
  // child's mixed ages let them: issue 28's work on the little ones' library, not the siblings' lines.
  info(
    'Siblings: three children together 30 nights: most nights one line is heard',
    worstNights,
    `target ${LINE_NIGHTS}; "${worstWhat}"`,
  );
}

// Defects a parent would read aloud
/** 'a soft click of the beak, very softly', 'a yip, like a bell, like a lullaby': one sentence saying it twice. */
const SAID_TWICE = [
  ...['soft', 'gentle', 'quiet', 'slow'].map((word) => {
    const adverb = `${word.replace(/e$/, '')}ly`;
    return new RegExp(`\\b${word}\\b.*\\b${adverb}\\b|\\b${adverb}\\b.*\\b${word}\\b`, 'i');
  }),
  /\blike an? [^,.;:!?"]+, like an?\b/i,
];
/** A sentence opening with a pronoun that points back to the sentence before ('It laid a path...'). */
const POINTS_BACK =
  /^["“‘]?(It|Its|It's|It'll|They|Them|Their|They're|They'd|They'll|He|Him|His|He's|She|Her|She's|This|That|That's|These|Those)\b/u;
/** The lead child's own pronouns, which may follow a sentence that opens with their name ('Mia ... She'). */
const OWN_PRONOUNS: Record<string, RegExp> = {
  Girl: /^(She|Her|She's)\b/u,
  Boy: /^(He|His|Him|He's)\b/u,
  none: /^(They|Their|Them|They're)\b/u,
};
/** Every passage's source by its id: a story's parts name the passage each paragraph was told from. */
const PASSAGE_SOURCE = passageSources([
  STORY_LIBRARY.themes,
  STORY_LIBRARY.journeys,
  STORY_LIBRARY.moments,
  STORY_LIBRARY.chapters,
  STORY_LIBRARY.interests,
]);
/**
 * The sentences the engine adds to a Premium story of its own accord, touches of home (touches.story) and
 * a Short story's interest mention (interests.story), for a child of this name: a pattern for the sentence
 * (a detail slot is any value of up to four words; the name may have become a pronoun), and one for a
 * passage that says the same itself, so that its own sentence is not taken for one added.
 */
const insertedCache = new Map<string, { sentence: RegExp; inSource: RegExp }[]>();
function insertedSentences(childName: string) {
  let patterns = insertedCache.get(childName);
  if (patterns) return patterns;
  const [SLOT, NAME, NAMES] = ['\u0000', '\u0001', '\u0002'];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const templates = [
    ...STORY_LIBRARY.touches.opening,
    ...STORY_LIBRARY.touches.ending,
    ...STORY_LIBRARY.touches.scene,
    ...Object.values(STORY_LIBRARY.interests).flatMap((c) => c?.mentions ?? []),
  ];
  const texts = new Set<string>();
  for (const nodes of templates)
    for (const band of ['little', 'middle', 'big'] as const)
      for (let choice = 0; choice < 3; choice++)
        texts.add(
          renderMarkup(nodes, {
            band,
            choose: (n) => choice % n,
            slot: (n) => (n === 'name' ? NAME : n === "name's" ? NAMES : SLOT),
          }).trim(),
        );
  const name = escape(childName);
  patterns = [...texts].map((text) => ({
    sentence: new RegExp(
      `^${escape(text)
        .split(SLOT)
        .join('(?:[^\\s,;:.!?"]+ ){0,3}?[^\\s,;:.!?"]+')
        .split(NAME)
        .join(`(?:${name}|she|he|they)`)
        .split(NAMES)
        .join(`(?:${name}'s|her|his|their)`)}$`,
      'iu',
    ),
    inSource: new RegExp(
      [SLOT, NAME, NAMES].reduce((pattern, slot) => pattern.split(slot).join('\\{[^}]*\\}'), escape(text)),
    ),
  }));
  insertedCache.set(childName, patterns);
  return patterns;
}
const defects = {
  'name not capitalised as a parent would': 0,
  'interest pasted raw': 0,
  'trait contradicting its sentence': 0,
  'companion meeting its own species': 0,
  'a companion wording 3+ times in a story': 0,
  'American spelling': 0,
  'placeholder or markup left': 0,
  'pronoun and verb disagree': 0,
  'a/an error': 0,
  'outside the word range': 0,
  'one manner said twice in a sentence': 0,
  'a side character sharing the child’s name': 0,
  'a name typed in capitals read out in capitals': 0,
  'two sentences with no space between (Luna.Each)': 0,
};
/** Premium stories where one look or colour of the child comes more than twice (issue 28: at most twice). */
let looksOverTwice = 0;
/** Stories with a sentence starting in lower case (issue 28: none). */
let lowerCaseStarts = 0;
let looksJudged = 0;
/** A request as the checks read it: the family stories' own are not asked for by companion and theme. */
type CheckedRequest = Omit<StoryRequest, 'companion' | 'theme'> & {
  companion: Companion | '';
  theme: Theme | '';
};
const allRequests: { story: GeneratedStory; request: CheckedRequest }[] = [
  ...single.map((s) => ({ story: s.story, request: s.request })),
  ...momentStories.map((s) => ({ story: s.story, request: s.request })),
  ...chapterStories.map((s) => ({ story: s.story, request: s.request })),
  ...siblingStories.map((s) => ({ story: s.story, request: s.request })),
  ...familyStories.flatMap((f) =>
    f.stories.map((story) => ({
      story,
      request: {
        childName: f.child.name,
        companion: '',
        theme: '',
        length: 'Short' as StoryLength,
        seed: 0,
        profile: f.child.profile,
      } as CheckedRequest,
    })),
  ),
];
let longStories = 0;
let longWithStock = 0;
for (const { story, request } of allRequests) {
  const text = story.content;
  if (!text.includes(properName(request.childName))) defects['name not capitalised as a parent would']++;
  for (const typed of request.profile?.interests ?? []) {
    const t = typed.trim();
    if (/^(my|our)\s/i.test(t) && text.includes(t)) defects['interest pasted raw']++;
    if (t === 'minecraft' && /\bminecraft\b/.test(text)) defects['interest pasted raw']++;
    if (
      /^[a-z]+$/.test(t) &&
      new RegExp(`\\b(loved|love|about) ${t}\\b`).test(text) &&
      story.interests.some((i) => i.typed === t && i.many && i.many !== t)
    )
      defects['interest pasted raw']++;
  }
  // An ellipsis goes on in lower case ('Faster, faster... bump!'); a stop does not.
  if (/(?:[.!?]|\.["”])\s+\p{Ll}/u.test(text.replace(/\.\.\./g, '…'))) lowerCaseStarts++;
  if (/\p{Ll}[.!?]["”]?\p{Lu}/u.test(text)) defects['two sentences with no space between (Luna.Each)']++;
  const profile = request.profile;
  if (profile?.hairColor && story.personalSentences > 0) {
    looksJudged++;
    const lower = text.toLowerCase();
    const times = (phrase: string) => lower.split(phrase.toLowerCase()).length - 1;
    const looks = [
      `${profile.hairColor.replace(/gray/i, 'grey')} hair`,
      `${(profile.eyeColor ?? '').replace(/gray/i, 'grey')} eyes`,
      profile.favoriteColor ? profile.favoriteColor.replace(/gray/i, 'grey') : '',
    ].filter((l) => l.trim().length > 5);
    if (looks.some((l) => times(l) > 2)) looksOverTwice++;
  }
  const named = new RegExp(properName(request.childName));
  for (const sentence of sentencesOf(text.replace(/\n\n/g, ' '))) {
    if (SAID_TWICE.some((twice) => twice.test(sentence))) defects['one manner said twice in a sentence']++;
    for (const [a, b] of CONTRADICTIONS)
      if (a.test(sentence) && b.test(sentence) && named.test(sentence))
        defects['trait contradicting its sentence']++;
  }
  const companion = (request.companion || '') as keyof typeof STORY_LIBRARY.voices;
  const species = companion ? STORY_LIBRARY.voices[companion]?.species : null;
  if (species) {
    // Its own words ('a little fox with a tail like...', 'a warm bear hug') are not a side character.
    let others = text;
    for (const own of ownWords(companion, story.childName)) others = others.split(own).join(' ');
    const side = new RegExp(
      `\\b(a|an|two|three|some|little|baby|family of|other|another)\\s+(\\w+\\s+)?(${species.join('|')})\\b`,
      'i',
    );
    if (side.test(others)) defects['companion meeting its own species']++;
  }
  if (companion) {
    let over = false;
    for (const wording of wordingsByCompanion.get(companion) ?? [])
      if (text.split(wording).length - 1 > 2) over = true;
    if (over) defects['a companion wording 3+ times in a story']++;
    if (request.length === 'Long') {
      longStories++;
      if (over) longWithStock++;
    }
  }
  // The catalogue's own names ('Time Traveler') are names, not spellings.
  if (AMERICAN.test(COMPANIONS.reduce((t, name) => t.split(name).join(''), text)))
    defects['American spelling']++;
  if (/[{}[\]<>|\u2063\u2064]|undefined|NaN/.test(text)) defects['placeholder or markup left']++;
  if (PRONOUN_ERROR.test(text)) defects['pronoun and verb disagree']++;
  for (const m of text.match(AN_ERROR) ?? []) if (!AN_OK.test(m)) defects['a/an error']++;
  if (request.length && request.companion) {
    const range = LENGTHS.find((l) => l.name === request.length)!;
    if (story.wordCount < range.minWords || story.wordCount > range.maxWords)
      defects['outside the word range']++;
  }
}
// Names (issue 28): children named like a side character of the library, and names typed in capitals.
{
  const passageText = new Map<string, string>();
  const questText = new Map<string, string>();
  for (const theme of Object.values(STORY_LIBRARY.themes)) {
    for (const p of [...(theme?.openings ?? []), ...(theme?.scenes ?? []), ...(theme?.endings ?? [])])
      passageText.set(p.id, p.source);
    for (const q of theme?.quests ?? []) {
      for (const p of [...q.setups, ...q.payoffs]) passageText.set(p.id, p.source);
      questText.set(q.id, `${q.quest.recipient} ${q.quest.destination} ${q.quest.itemFull}`);
    }
  }
  for (const p of STORY_LIBRARY.journeys) passageText.set(p.id, p.source);
  const nameRng = seededRandom(20261207);
  let shared = 0;
  let shouted = 0;
  for (const childName of ['Pip', 'Bo', 'Poppy', 'Hazel', 'Clover', 'Nell', 'Pearl', 'Tilly', 'JAMES', 'MIA'])
    for (const theme of THEMES) {
      const story = engine.generateStory({
        childName,
        companion: nameRng.pick(COMPANIONS),
        theme,
        length: nameRng.pick(['Short', 'Medium', 'Long'] as const),
        seed: nameRng.int(0, 2 ** 31 - 1),
      });
      generated++;
      const named = sharesNameWith(story.childName);
      if (
        [questText.get(story.questId) ?? '', ...story.parts.map((id) => passageText.get(id) ?? '')].some(
          named,
        )
      )
        shared++;
      if (/\b(JAMES|MIA)\b/.test(story.content)) shouted++;
    }
  defects['a side character sharing the child’s name'] = shared;
  defects['a name typed in capitals read out in capitals'] = shouted;
}
for (const [what, count] of Object.entries(defects)) record(`Defects: ${what}`, count, ['<=', 0]);
// A sentence the engine puts in on its own (a touch of home, a Short story's interest mention) cutting the
// next one off from what its pronoun points back to: 'The moon was full. Maya pushed her black hair out of
// her eyes. It laid a path of silver light.' (The child's own pronoun after a sentence opening with their
// name points back to the child, and reads.)
{
  let cutOff = 0;
  const premiumStories = [...single, ...momentStories, ...chapterStories, ...siblingStories]
    .filter((s) => s.customize)
    .map((s) => ({ story: s.story, gender: s.request.profile?.gender }))
    .concat(
      familyStories
        .filter((f) => f.customize)
        .flatMap((f) => f.stories.map((story) => ({ story, gender: f.child.profile?.gender }))),
    );
  for (const { story, gender } of premiumStories) {
    const patterns = insertedSentences(story.childName);
    const own = OWN_PRONOUNS[gender ?? 'none'] ?? OWN_PRONOUNS.none!;
    const sentences = story.paragraphs.flatMap((paragraph, i) =>
      sentencesOf(paragraph).map((text) => ({ text, source: PASSAGE_SOURCE.get(story.parts[i]!) ?? '' })),
    );
    const cut = sentences.some(({ text, source }, i) => {
      const next = sentences[i + 1]?.text;
      if (!next || !POINTS_BACK.test(next)) return false;
      if (text.startsWith(story.childName) && own.test(next)) return false;
      return patterns.some((p) => p.sentence.test(text) && !p.inSource.test(source));
    });
    if (cut) cutOff++;
  }
  record(
    'Defects: a touch of the child cutting the next sentence from its pronoun',
    cutOff,
    ['<=', 0],
    `of ${premiumStories.length} Premium stories`,
  );
}
record('Stories with a sentence starting in lower case', lowerCaseStarts, ['<=', 0]);
// The child's own look or colour is said at most twice (engine/details.test.ts); what is left here is the
// word said by the story itself as well (a penguin's orange beak, a window glowing orange).
record(
  'Premium: stories saying one look or colour more than twice (%)',
  pct(looksOverTwice, looksJudged),
  ['<=', 2.5],
  "the child's own at most twice; the rest is the story's own word (an orange beak)",
);
{
  // Interests the library does not understand ('asdf'): read out raw in how many stories (target 0).
  const oddRng = seededRandom(20261208);
  let raw = 0;
  let told = 0;
  for (const theme of THEMES)
    for (const length of ['Short', 'Medium'] as const) {
      const story = engine.generateStory({
        childName: 'Mia',
        companion: oddRng.pick(COMPANIONS),
        theme,
        length,
        seed: oddRng.int(0, 2 ** 31 - 1),
        age: 6,
        profile: { gender: 'Girl', age: 6, interests: ['asdf', 'qwerty uiop'] },
        customize: true,
      });
      generated++;
      told++;
      if (/\b(asdf|qwerty)\b/i.test(story.content)) raw++;
    }
  record('Interests the library does not understand, read out raw (%)', pct(raw, told), ['<=', 0]);
}
info('Long stories with a companion wording 3+ times (%)', pct(longWithStock, longStories), 'was 35%');

const elapsed = performance.now() - started;
record(
  'Threads: stories with a thread opened and not closed, or closed and not opened (%)',
  pct(threads.broken, threads.stories),
  ['<=', 0],
  threads.example ||
    `${pct(threads.opened, threads.stories).toFixed(1)}% of stories open one (opens:, closes:)`,
);
info('Stories generated', generated, `${(elapsed / generated).toFixed(2)} ms each`);

// ---------- the table ----------
const width = Math.max(...rows.map((r) => r.figure.length));
console.log(
  `\nStory bench: ${generated} stories, ${THEMES.length} themes, ${COMPANIONS.length} companions, seeded\n`,
);
console.log(`${'figure'.padEnd(width)}  ${'value'.padStart(8)}  ${'bound'.padEnd(8)}  `);
for (const r of rows) {
  const value = Number.isInteger(r.value) ? String(r.value) : r.value.toFixed(2);
  console.log(
    `${r.figure.padEnd(width)}  ${value.padStart(8)}  ${r.bound.padEnd(8)}  ${r.bound ? (r.ok ? 'ok' : 'FAIL') : ''}${r.detail ? `  (${r.detail})` : ''}`,
  );
}
if (listLines) {
  console.log(`\nLines a child heard on more than ${LINE_NIGHTS} of 30 nights (children it happened to):`);
  for (const [line, children] of [...overTarget].sort((a, b) => b[1] - a[1]))
    console.log(`${String(children).padStart(4)}  ${line}`);
}
const failed = rows.filter((r) => !r.ok);
console.log(
  failed.length ? `\n${failed.length} figure(s) past their bound.` : '\nEvery figure within its bound.',
);
if (check && failed.length) process.exitCode = 1;

export { LIBRARY_SOURCE };
