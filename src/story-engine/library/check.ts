/**
 * The library's own rules, checked by rendering every passage every way a child could hear it: each age,
 * gender (and none), with and without a profile's details, with each quest of its theme and several
 * companions. Used by the library's tests and by `npm run library:check` while writing.
 */
import {
  COMPANIONS,
  PERSONALITY_TRAITS,
  isOneOf,
  type Companion,
  type Theme,
} from '../../shared/catalogue.js';
import { isSetting, type Setting } from '../../shared/settings.js';
import {
  AGE_BANDS,
  MarkupError,
  parseMarkup,
  renderMarkup,
  type AgeBand,
  type MarkupNode,
} from '../markup.js';
import { tidyProse } from '../prose.js';
import type { SlotContext } from '../slots/context.js';
import { slotProblems } from '../slots/judge.js';
import { resolveSlot } from '../slots/registry.js';
import { fleschKincaidGrade, countWords } from '../text.js';
import { placeText, type SourcePlaces } from './load/places.js';
import { QUEST_FIELDS, type Quest, type Scene, type ThemeLibrary } from './types.js';
import { ENERGIES } from './types.js';
import { understandInterest } from './interest-words.js';
import { TRAIT_MOMENTS, type CompanionVoice, type InterestCategory, type TraitLines } from './voice-types.js';

export const LIBRARY_SIZES = {
  openings: 14,
  quests: 8,
  setupsPerQuest: 2,
  payoffsPerQuest: 2,
  scenes: 28,
  endings: 14,
  /** Shared by every theme: ten for each. */
  journeys: 120,
  sceneSettings: 10,
  journeySettings: 6,
} as const;

/** The average Flesch-Kincaid grade a theme's passages may have per age band (stories: at most 3 and 4.5). */
export const GRADE_TARGETS = { little: 2.6, middle: 3.9 } as const;

/** Filled word counts per kind of passage (middle band, typical values). */
export const WORD_RANGES = {
  opening: [40, 85],
  setup: [45, 95],
  scene: [45, 95],
  journey: [45, 95],
  interest: [45, 95],
  payoff: [45, 95],
  ending: [40, 85],
} as const;
type Kind = keyof typeof WORD_RANGES;

const SLEEP_CUE =
  /\b(sleep\w*|asleep|dream\w*|goodnight|good night|yawn\w*|snuggl\w*|eyes (closed|shut)|drowsy|drifted off|nodded off|slumber)\b/i;

/** American spellings and words a British library does not use. */
const AMERICAN =
  /\b(color\w*|gray\w*|favor\w*|neighbor\w*|center\w*|theater|mom|moms|pajamas|realiz\w*|organiz\w*|apologiz\w*|cozy|cozier|coziest|mold|jewelry|traveler\w*|traveled|traveling|flavor\w*|humor|honor\w*|behavior\w*|armor|harbor\w*|valor|candy|cookie jar|sidewalk|flashlight|diaper\w*|vacation|fall leaves|gotten|toward)\b/i;

/** Where a part of the library was written ('themes/kindness.story:214'), else a description of it. */
function whereOf(places: SourcePlaces | undefined, target: object, label: string): string {
  const place = places?.of(target);
  return place ? placeText(place) : label;
}
function whereOfItem(places: SourcePlaces | undefined, list: readonly unknown[], i: number, label: string) {
  const place = places?.item(list, i);
  return place ? placeText(place) : label;
}
/** The file a theme was written in, else its name. */
function fileOf(places: SourcePlaces | undefined, target: object, label: string): string {
  return places?.of(target)?.file ?? label;
}

export interface CheckIssue {
  where: string;
  message: string;
}

export interface GradeStats {
  band: AgeBand;
  mean: number;
  worst: number;
  worstWhere: string;
}

export interface CheckReport {
  errors: CheckIssue[];
  warnings: CheckIssue[];
  grades: GradeStats[];
  summary: string[];
}

const SAMPLE_COMPANIONS: Companion[] = [
  'Bear',
  'Owl',
  'Elephant',
  'Penguin',
  'Cosmic Defender',
  'Time Traveler',
  'Shadow Ninja',
];

interface SampleChild {
  name: string;
  gender: 'Girl' | 'Boy' | 'none';
  details: boolean;
}
const CHILDREN: SampleChild[] = [
  { name: 'Mia', gender: 'Girl', details: true },
  { name: 'James', gender: 'Boy', details: false },
  { name: 'Sam', gender: 'none', details: true },
  { name: 'Ava', gender: 'none', details: false },
];

const PRONOUNS = {
  Girl: { they: 'she', them: 'her', their: 'her' },
  Boy: { they: 'he', them: 'him', their: 'his' },
  none: { they: 'they', them: 'them', their: 'their' },
};

/** Renders one passage text in one way, with a fixed choice of wordings. */
export function renderSample(
  nodes: readonly MarkupNode[],
  opts: {
    band: AgeBand;
    child: SampleChild;
    companion: CompanionVoice;
    quest: Quest | null;
    choice: number;
    interest?: string;
    previousSetting?: Setting | null;
  },
): string {
  const { child, companion, quest } = opts;
  const interest = opts.interest ? understandInterest(opts.interest) : understandInterest('dinosaurs');
  let choice = opts.choice;
  const pickText = (list: readonly string[]) => list[choice++ % list.length]!;
  const fill = (text: string) => renderMarkup(parseMarkup(text), ctx);
  // A sample reading: each phrase the next of its list, the details always the same.
  const context: SlotContext = {
    name: child.name,
    pronouns: PRONOUNS[child.gender],
    companionRef: companion.ref,
    companionIntro: () => fill(pickText(companion.intros)),
    companionPhrase: (kind) =>
      fill(pickText({ moves: companion.moves, sound: companion.sounds, feature: companion.features }[kind])),
    ability: (kinds) => {
      const kind = kinds.find((k) => companion.abilities[k]?.length) ?? 'guide';
      return fill(pickText(companion.abilities[kind]!));
    },
    quest: (field) => (quest ? fill(quest[field]) : undefined),
    onward: () => (opts.previousSetting ? 'Past the orchard, ' : ''),
    place: () => 'the orchard',
    detail: (which) => (child.details ? SAMPLE_DETAILS[which] : undefined),
    interest: (form) => {
      switch (form) {
        case 'topic':
          return child.details || opts.interest ? fill(interest.topic) : undefined;
        case 'one':
          return interest.one ?? interest.topic;
        case 'many':
          return interest.many ?? interest.topic;
        case 'pet':
          return interest.petName ?? fill(interest.topic);
        case 'petKind':
          return interest.petKind ?? 'cat';
      }
    },
    trait: () => (child.details ? ` ${child.name} felt brave. ` : ''),
  };
  const ctx = {
    band: opts.band,
    choose: (n: number) => choice++ % n,
    slot: (name: string, arg: string | undefined) => resolveSlot(context, name, arg),
  };
  return tidyProse(renderMarkup(nodes, ctx));
}

const SAMPLE_DETAILS = { hair: 'red', eyes: 'hazel', colour: 'orange' } as const;

function outputProblems(text: string): string[] {
  const problems: string[] = [];
  if (/[{}[\]<>|]/.test(text)) problems.push('markup left in the text');
  if (/\bundefined\b|\bnull\b|NaN/.test(text)) problems.push('"undefined" in the text');
  if (!/^["“']?[A-Z]/.test(text)) problems.push('does not start with a capital');
  if (!/[.!?]["”’']?$/.test(text)) problems.push('does not end a sentence');
  if (/ {2,}/.test(text)) problems.push('double space');
  if (
    /\b(\w+) \1\b/i.test(
      text.replace(
        /\b(very|far|hush|round|tap|plip|plop|drip|splash|pitter|patter|tick|tock|ding|dong|swish|knock|ho|la|boing|so|on|and|up|flap|zoom|whoosh|twinkle|buzz|bounce|hop|clip|clop|step|round and round)\b \1\b/gi,
        '',
      ),
    )
  ) {
    const m = /\b(\w+) \1\b/i.exec(text);
    problems.push(`a word twice: "${m?.[0]}"`);
  }
  if (/\b(she|he) were\b|\bthey was\b/i.test(text)) problems.push('pronoun and verb disagree');
  if (/\b(herself|himself|themself|themselves)\b/.test(text)) problems.push('a reflexive pronoun');
  if (/\bMia rubbed Mia|Mia's Mia\b/.test(text)) problems.push('name doubled');
  return problems;
}

function checkSlots(nodes: readonly MarkupNode[], kind: Kind, where: string, errors: CheckIssue[]): void {
  for (const p of slotProblems(nodes, kind)) errors.push({ where, message: p.message });
}

interface CheckInput {
  kind: Kind;
  where: string;
  text: string;
  quests: readonly Quest[];
  interest?: string;
}

function checkPassage(
  input: CheckInput,
  voices: Record<Companion, CompanionVoice>,
  errors: CheckIssue[],
  warnings: CheckIssue[],
  grades: Record<AgeBand, { sum: number; n: number; worst: number; worstWhere: string }>,
): void {
  const { kind, where, text, quests } = input;
  let nodes: MarkupNode[];
  try {
    nodes = parseMarkup(text);
  } catch (error) {
    errors.push({ where, message: error instanceof MarkupError ? error.message : String(error) });
    return;
  }
  checkSlots(nodes, kind, where, errors);
  const american = AMERICAN.exec(text.replace(/\{[^}]*\}/g, ''));
  if (american) errors.push({ where, message: `American or non-library spelling: "${american[0]}"` });
  if (/[“”‘’]/.test(text)) errors.push({ where, message: 'curly quotes: use straight quotes' });

  const questSamples = quests.length ? quests : [null];
  const seen = new Set<string>();
  for (const band of AGE_BANDS) {
    for (const child of CHILDREN) {
      for (const [ci, companionName] of SAMPLE_COMPANIONS.entries()) {
        const quest = questSamples[(ci + CHILDREN.indexOf(child)) % questSamples.length]!;
        let rendered: string;
        try {
          rendered = renderSample(nodes, {
            band,
            child,
            companion: voices[companionName],
            quest,
            choice: ci,
            previousSetting: ci % 2 ? 'orchard' : null,
            ...(input.interest ? { interest: input.interest } : {}),
          });
        } catch (error) {
          errors.push({ where, message: `does not render (${band}, ${child.gender}): ${String(error)}` });
          continue;
        }
        for (const problem of outputProblems(rendered)) {
          const key = `${problem}`;
          if (seen.has(key)) continue;
          seen.add(key);
          errors.push({
            where,
            message: `${problem} (${band}, ${child.gender}, ${companionName}): ${rendered}`,
          });
        }
        if (quest && ['scene', 'journey', 'interest', 'setup', 'payoff', 'ending'].includes(kind)) {
          const q = (field: keyof Quest) =>
            renderSample(parseMarkup(quest[field] as string), {
              band,
              child,
              companion: voices[companionName],
              quest,
              choice: 0,
            });
          // The quest's thing, creature or place comes back (its refrain alone does not bring it back).
          const mentions = [q('item'), q('itemFull'), q('recipient'), q('destination')].some((v) =>
            rendered.toLowerCase().includes(v.toLowerCase()),
          );
          const questKey = 'quest';
          if (!mentions && !seen.has(questKey)) {
            seen.add(questKey);
            errors.push({ where, message: `never names the quest (${band}): ${rendered}` });
          }
        }
      }
    }
    // Grade and length: the plain way (no details), a child with no gender given, the bear.
    const plain = renderSample(nodes, {
      band,
      child: CHILDREN[3]!,
      companion: voices.Bear,
      quest: questSamples[0]!,
      choice: 0,
      ...(input.interest ? { interest: input.interest } : {}),
    });
    const grade = fleschKincaidGrade(plain);
    const g = grades[band];
    g.sum += grade;
    g.n += 1;
    if (grade > g.worst) {
      g.worst = grade;
      g.worstWhere = where;
    }
    if (band === 'little' && grade > 4.5)
      warnings.push({ where, message: `hard for ages 1-4: grade ${grade.toFixed(1)}` });
    if (band === 'middle' && grade > 6)
      warnings.push({ where, message: `hard for ages 5-7: grade ${grade.toFixed(1)}` });
    if (band === 'middle') {
      const words = countWords(plain);
      const [min, max] = WORD_RANGES[kind];
      if (words < min || words > max)
        errors.push({ where, message: `${words} words (keep ${min}-${max}): ${plain}` });
    }
  }

  if (kind === 'setup' && !/\{item(Full)?\}/.test(text))
    errors.push({ where, message: 'a set-up names {itemFull} or {item}' });
  if (kind === 'setup' && !/\{(recipient|destination|goal)\}/.test(text))
    errors.push({ where, message: 'a set-up names {recipient}, {destination} or {goal}' });
  if (kind === 'payoff' && !/\{item(Full)?\}/.test(text))
    errors.push({ where, message: 'a pay-off names {itemFull} or {item}' });
  if (kind === 'payoff' && !/\{recipient\}/.test(text))
    errors.push({ where, message: 'a pay-off names {recipient}' });
  if (kind === 'ending' && !/\{(item|itemFull|recipient)\}/.test(text))
    errors.push({ where, message: 'an ending remembers the quest: {item}, {itemFull} or {recipient}' });
  if (kind === 'ending' && !SLEEP_CUE.test(text))
    errors.push({ where, message: 'an ending winds down to sleep (sleep, dream, yawn, goodnight...)' });
  if (kind === 'opening' && !/\{companionIntro\}/.test(text))
    errors.push({ where, message: 'an opening introduces the companion with {companionIntro}' });
  if (!/\{name(?:'s)?\}/.test(text)) errors.push({ where, message: 'names the child ({name})' });
}

function emptyGrades() {
  return Object.fromEntries(
    AGE_BANDS.map((b) => [b, { sum: 0, n: 0, worst: -99, worstWhere: '' }]),
  ) as Record<AgeBand, { sum: number; n: number; worst: number; worstWhere: string }>;
}

/** What a check collects as it reads: its errors, its warnings and the grades per age band. */
function newReport() {
  return { errors: [] as CheckIssue[], warnings: [] as CheckIssue[], grades: emptyGrades() };
}

function gradeStats(grades: ReturnType<typeof emptyGrades>): GradeStats[] {
  return AGE_BANDS.map((band) => ({
    band,
    mean: grades[band].n ? grades[band].sum / grades[band].n : 0,
    worst: grades[band].worst,
    worstWhere: grades[band].worstWhere,
  }));
}

/** Every passage of a theme's library: openings, scenes, endings, and its quests' setups and payoffs. */
function everyPassage(library: ThemeLibrary) {
  return [
    ...library.openings,
    ...library.scenes,
    ...library.endings,
    ...library.quests.flatMap((q) => [...q.setups, ...q.payoffs]),
  ];
}

/** Checks one theme's library (its places, when given, say where each problem was written). */
export function checkTheme(
  library: ThemeLibrary,
  voices: Record<Companion, CompanionVoice>,
  places?: SourcePlaces,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  const t = fileOf(places, library, library.theme);
  const check = (input: CheckInput) => checkPassage(input, voices, errors, warnings, grades);

  library.openings.forEach((p, i) =>
    check({ kind: 'opening', where: whereOf(places, p, `${t} opening ${i + 1}`), text: p.text, quests: [] }),
  );
  const questIds = new Set<string>();
  library.quests.forEach((q, qi) => {
    const where = whereOf(places, q, `${t} quest ${q.id || qi + 1}`);
    if (!/^[a-z]+(-[a-z]+)*$/.test(q.id)) errors.push({ where, message: 'quest id must be kebab-case' });
    if (questIds.has(q.id)) errors.push({ where, message: 'duplicate quest id' });
    questIds.add(q.id);
    for (const field of QUEST_FIELDS) {
      try {
        parseMarkup(q[field]);
      } catch (error) {
        errors.push({ where: `${where} ${field}`, message: String(error) });
      }
      const ame = AMERICAN.exec(q[field].replace(/\{[^}]*\}/g, ''));
      if (ame) errors.push({ where: `${where} ${field}`, message: `American spelling "${ame[0]}"` });
    }
    if (!/^the\s/i.test(q.item))
      warnings.push({ where, message: `item should be definite ('the ...'): ${q.item}` });
    if (/[.!?"]$/.test(q.refrain)) errors.push({ where, message: 'refrain without quotes or final stop' });
    if (q.setups.length < LIBRARY_SIZES.setupsPerQuest)
      errors.push({ where, message: `needs ${LIBRARY_SIZES.setupsPerQuest} set-ups` });
    if (q.payoffs.length < LIBRARY_SIZES.payoffsPerQuest)
      errors.push({ where, message: `needs ${LIBRARY_SIZES.payoffsPerQuest} pay-offs` });
    q.setups.forEach((p, i) =>
      check({
        kind: 'setup',
        where: whereOf(places, p, `${where} setup ${i + 1}`),
        text: p.text,
        quests: [q],
      }),
    );
    q.payoffs.forEach((p, i) =>
      check({
        kind: 'payoff',
        where: whereOf(places, p, `${where} payoff ${i + 1}`),
        text: p.text,
        quests: [q],
      }),
    );
  });
  library.scenes.forEach((p, i) =>
    check({
      kind: 'scene',
      where: whereOf(places, p, `${t} scene ${i + 1}`),
      text: p.text,
      quests: library.quests,
    }),
  );
  library.endings.forEach((p, i) =>
    check({
      kind: 'ending',
      where: whereOf(places, p, `${t} ending ${i + 1}`),
      text: p.text,
      quests: library.quests,
    }),
  );

  for (const p of everyPassage(library)) {
    if (!isSetting(p.setting)) errors.push({ where: t, message: `unknown setting ${p.setting}` });
  }
  for (const s of library.scenes)
    if (!isOneOf(ENERGIES)(s.energy)) errors.push({ where: t, message: `unknown energy ${s.energy}` });

  const texts = new Set<string>();
  for (const p of everyPassage(library)) {
    if (texts.has(p.text))
      errors.push({ where: t, message: `the same passage twice: ${p.text.slice(0, 60)}` });
    texts.add(p.text);
  }

  const sizes: [string, number, number][] = [
    ['openings', library.openings.length, LIBRARY_SIZES.openings],
    ['quests', library.quests.length, LIBRARY_SIZES.quests],
    ['scenes', library.scenes.length, LIBRARY_SIZES.scenes],
    ['endings', library.endings.length, LIBRARY_SIZES.endings],
    ['scene settings', new Set(library.scenes.map((s) => s.setting)).size, LIBRARY_SIZES.sceneSettings],
  ];
  for (const [what, have, need] of sizes)
    if (have < need) errors.push({ where: t, message: `${what}: ${have} of ${need}` });
  checkShares(everyPassage(library), t, grades, errors);
  const energies = ENERGIES.map((e) => `${e} ${library.scenes.filter((s) => s.energy === e).length}`).join(
    ', ',
  );
  const summary = [
    `${library.theme}: ${sizes.map(([w, h, n]) => `${w} ${h}/${n}`).join(', ')}`,
    `scene energies: ${energies}`,
  ];
  return { errors, warnings, grades: gradeStats(grades), summary };
}

/** Checks the journeys every theme shares: each against every quest of the library. */
export function checkJourneys(
  journeys: readonly Scene[],
  voices: Record<Companion, CompanionVoice>,
  allQuests: readonly Quest[],
  places?: SourcePlaces,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  const file = journeys[0] ? fileOf(places, journeys[0], 'journeys') : 'journeys';
  journeys.forEach((p, i) =>
    checkPassage(
      { kind: 'journey', where: whereOf(places, p, `journey ${i + 1}`), text: p.text, quests: allQuests },
      voices,
      errors,
      warnings,
      grades,
    ),
  );
  for (const s of journeys) {
    if (!isSetting(s.setting)) errors.push({ where: file, message: `unknown setting ${s.setting}` });
    if (!isOneOf(ENERGIES)(s.energy)) errors.push({ where: file, message: `unknown energy ${s.energy}` });
  }
  const texts = new Set<string>();
  for (const p of journeys) {
    if (texts.has(p.text))
      errors.push({ where: file, message: `the same passage twice: ${p.text.slice(0, 60)}` });
    texts.add(p.text);
  }
  const sizes: [string, number, number][] = [
    ['journeys', journeys.length, LIBRARY_SIZES.journeys],
    ['journey settings', new Set(journeys.map((s) => s.setting)).size, LIBRARY_SIZES.journeySettings],
  ];
  for (const [what, have, need] of sizes)
    if (have < need) errors.push({ where: file, message: `${what}: ${have} of ${need}` });
  checkShares(journeys, file, grades, errors);
  const energies = ENERGIES.map((e) => `${e} ${journeys.filter((s) => s.energy === e).length}`).join(', ');
  return {
    errors,
    warnings,
    grades: gradeStats(grades),
    summary: [`journeys: ${sizes.map(([w, h, n]) => `${w} ${h}/${n}`).join(', ')}`, `energies: ${energies}`],
  };
}

/** A group's share of passages that change by age, and its grades on average. */
function checkShares(
  passages: readonly { text: string }[],
  t: string,
  grades: ReturnType<typeof emptyGrades>,
  errors: CheckIssue[],
): void {
  if (passages.length >= 20) {
    const share = (pattern: RegExp) => passages.filter((p) => pattern.test(p.text)).length / passages.length;
    const big = share(/<(big|grown):/);
    const young = share(/<(little|young|grown):/);
    if (share(/<big:/) < 0.3)
      errors.push({
        where: t,
        message: `only ${Math.round(share(/<big:/) * 100)}% of passages have a <big: ...> segment for ages 8-12 (at least 30%)`,
      });
    if (young < 0.6)
      errors.push({
        where: t,
        message: `only ${Math.round(young * 100)}% of passages change for ages 1-4 (<little:>/<grown:>; at least 60%)`,
      });
    void big;
    const stats = gradeStats(grades);
    const little = stats.find((g) => g.band === 'little')!;
    const middle = stats.find((g) => g.band === 'middle')!;
    if (little.mean > GRADE_TARGETS.little)
      errors.push({
        where: t,
        message: `ages 1-4 read at grade ${little.mean.toFixed(2)} on average (at most ${GRADE_TARGETS.little})`,
      });
    if (middle.mean > GRADE_TARGETS.middle)
      errors.push({
        where: t,
        message: `ages 5-7 read at grade ${middle.mean.toFixed(2)} on average (at most ${GRADE_TARGETS.middle})`,
      });
  }
}

export function checkVoices(voices: Record<Companion, CompanionVoice>, places?: SourcePlaces): CheckReport {
  const { errors, warnings, grades } = newReport();
  for (const name of COMPANIONS) {
    const v = voices[name];
    const where = whereOf(places, v, name);
    const lists: [string, readonly string[], number][] = [
      ['intros', v.intros, 3],
      ['moves', v.moves, 4],
      ['sounds', v.sounds, 4],
      ['features', v.features, 3],
    ];
    for (const [what, list, min] of lists)
      if (list.length < min) errors.push({ where, message: `${what}: ${list.length} of ${min}` });
    const kinds = Object.entries(v.abilities).filter(([, l]) => (l?.length ?? 0) > 0);
    if (kinds.length < 6) errors.push({ where, message: `abilities: ${kinds.length} kinds of 6` });
    for (const [kind, list] of kinds)
      if ((list?.length ?? 0) < 3)
        errors.push({ where, message: `ability ${kind}: ${list?.length} wordings of 3` });
    /** Each phrase in the sentence it is heard in, and where it was written. */
    const sentences = (what: string, list: readonly string[], frame: (t: string) => string) =>
      list.map((t, i): [string, string] => [whereOfItem(places, list, i, `${name} ${what}`), frame(t)]);
    const all: [string, string][] = [
      ...sentences('intro', v.intros, (t) => `One night {name} met ${t}.`),
      ...sentences('moves', v.moves, (t) => `{Companion} ${t}.`),
      ...sentences('sounds', v.sounds, (t) => `{Companion} gave ${t}.`),
      ...sentences('features', v.features, (t) => `{name} stroked {companion's} ${t}.`),
      ...kinds.flatMap(([kind, list]) =>
        sentences(`ability ${kind}`, list ?? [], (t) => `{Companion} ${t}.`),
      ),
    ];
    for (const [at, sentence] of all) {
      let nodes: MarkupNode[];
      try {
        nodes = parseMarkup(sentence);
      } catch (error) {
        errors.push({ where: at, message: String(error) });
        continue;
      }
      const ame = AMERICAN.exec(sentence.replace(/\{[^}]*\}/g, ''));
      if (ame) errors.push({ where: at, message: `American spelling "${ame[0]}"` });
      for (const band of AGE_BANDS) {
        for (const child of CHILDREN) {
          const out = renderSample(nodes, { band, child, companion: v, quest: null, choice: 0 });
          for (const problem of outputProblems(out))
            errors.push({ where: at, message: `${problem}: ${out}` });
        }
      }
    }
  }
  return { errors, warnings, grades: gradeStats(grades), summary: [`${COMPANIONS.length} companions`] };
}

export function checkTraits(
  traits: TraitLines,
  voices: Record<Companion, CompanionVoice>,
  places?: SourcePlaces,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  let lines = 0;
  for (const trait of PERSONALITY_TRAITS) {
    const moments = traits[trait] ?? {};
    const at = whereOf(places, moments, trait);
    const filled = TRAIT_MOMENTS.filter((m) => (moments[m]?.length ?? 0) > 0);
    if (filled.length < 3) errors.push({ where: at, message: `lines for ${filled.length} moments of 3` });
    for (const m of filled) {
      const list = moments[m] ?? [];
      if (list.length < 2) errors.push({ where: at, message: `${m}: at least 2 lines` });
      for (const [i, line] of list.entries()) {
        lines++;
        const where = whereOfItem(places, list, i, `${trait} ${m}: ${line.slice(0, 50)}`);
        let nodes: MarkupNode[];
        try {
          nodes = parseMarkup(line);
        } catch (error) {
          errors.push({ where, message: String(error) });
          continue;
        }
        for (const p of slotProblems(nodes, 'trait')) errors.push({ where, message: p.message });
        const ame = AMERICAN.exec(line.replace(/\{[^}]*\}/g, ''));
        if (ame) errors.push({ where, message: `American spelling "${ame[0]}"` });
        for (const band of AGE_BANDS)
          for (const child of CHILDREN) {
            const out = renderSample(nodes, { band, child, companion: voices.Bear, quest: null, choice: 0 });
            for (const problem of outputProblems(out)) errors.push({ where, message: `${problem}: ${out}` });
            if (band === 'little' && child === CHILDREN[0]) {
              const g = fleschKincaidGrade(out);
              grades.little.sum += g;
              grades.little.n++;
            }
          }
      }
    }
  }
  return { errors, warnings, grades: gradeStats(grades), summary: [`${lines} trait lines`] };
}

/** Sample interests per category, to render interest scenes with. */
export const SAMPLE_INTERESTS: Record<string, string[]> = {
  animals: ['horse', 'butterflies', 'cats and dogs', 'the zoo'],
  pet: ['my cat Luna', 'our dog Max', 'my hamster', 'my goldfish'],
  dinosaurs: ['dinosaurs', 'T-Rex', 'fossils'],
  vehicles: ['trains', 'diggers', 'fire engine', 'boats'],
  space: ['space', 'planets', 'rockets', 'Star Wars'],
  sea: ['the ocean', 'mermaids', 'dolphins', 'shells'],
  fantasy: ['unicorns', 'dragons', 'fairies', 'Harry Potter', 'Spider-Man'],
  sport: ['football', 'swimming', 'gymnastics'],
  dance: ['ballet', 'dancing'],
  music: ['singing', 'piano', 'music'],
  art: ['drawing', 'painting', 'origami'],
  building: ['Lego', 'Minecraft', 'building dens'],
  games: ['Pokémon', 'puzzles', 'video games'],
  books: ['reading', 'books', 'The Gruffalo'],
  cooking: ['baking', 'cakes'],
  nature: ['flowers', 'bugs', 'climbing trees'],
  science: ['science', 'robots', 'volcanoes'],
  generic: ['Peppa Pig', 'origami', 'knitting', 'my grandma Rose', 'pink and purple'],
};

export function checkInterests(
  categories: readonly InterestCategory[],
  voices: Record<Companion, CompanionVoice>,
  allQuests: readonly Quest[],
  places?: SourcePlaces,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  /** A problem heard with one sample interest says which. */
  const withInterest = (interest: string, issues: CheckIssue[]) =>
    issues.map((e) => ({ where: e.where, message: `(with '${interest}') ${e.message}` }));
  for (const category of categories) {
    const samples = SAMPLE_INTERESTS[category.id] ?? ['dinosaurs'];
    const at = whereOf(places, category, category.id);
    if (category.scenes.length < 3)
      errors.push({ where: at, message: `scenes: ${category.scenes.length} of 3` });
    if (category.mentions.length < 3)
      errors.push({ where: at, message: `mentions: ${category.mentions.length} of 3` });
    category.scenes.forEach((scene, i) => {
      for (const interest of samples) {
        const found = { errors: [] as CheckIssue[], warnings: [] as CheckIssue[] };
        checkPassage(
          {
            kind: 'interest',
            where: whereOf(places, scene, `${category.id} scene ${i + 1}`),
            text: scene.text,
            quests: allQuests,
            interest,
          },
          voices,
          found.errors,
          found.warnings,
          grades,
        );
        errors.push(...withInterest(interest, found.errors));
        warnings.push(...withInterest(interest, found.warnings));
      }
    });
    category.mentions.forEach((mention, i) => {
      for (const interest of samples) {
        const where = whereOfItem(places, category.mentions, i, `${category.id} mention ${i + 1}`);
        let nodes: MarkupNode[];
        try {
          nodes = parseMarkup(mention);
        } catch (error) {
          errors.push({ where, message: `(with '${interest}') ${String(error)}` });
          continue;
        }
        for (const band of AGE_BANDS)
          for (const child of CHILDREN) {
            const out = renderSample(nodes, {
              band,
              child,
              companion: voices.Owl,
              quest: allQuests[0] ?? null,
              choice: 0,
              interest,
            });
            for (const problem of outputProblems(out))
              errors.push({ where, message: `(with '${interest}') ${problem}: ${out}` });
          }
      }
    });
  }
  return {
    errors,
    warnings,
    grades: gradeStats(grades),
    summary: [`${categories.length} interest categories`],
  };
}

export type { Theme };
