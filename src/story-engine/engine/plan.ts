/**
 * Planning a story: which quest, which opening, set-up, pay-off and ending, and which scenes on the way,
 * from what the child has not heard lately, with plain passages first for the young and the energy
 * falling from lively to calm. The same random stream, drawn in the same order, gives the same plan.
 */
import { MAX_STORY_PARAGRAPHS, lengthInfo, type StoryLength } from '../../shared/catalogue.js';
import { MESSAGES } from '../../shared/messages.js';
import { climateOf, HOME_SETTINGS } from '../../shared/settings.js';
import type { CompiledPassage, CompiledQuest, CompiledTheme } from '../library/compiled.js';
import type { StoryLibrary } from '../library/index.js';
import type { Interest } from '../library/interest-words.js';
import type { Energy } from '../library/types.js';
import type { AgeBand } from '../markup.js';
import type { Random } from '../random.js';
import type { Listener } from './listener.js';
import {
  agoOf,
  LONG_AGO_STORIES,
  NO_REPEAT_OPENING_STORIES,
  NO_REPEAT_STORIES,
  pickFresh,
  type Heard,
} from './memory.js';
import { MEMORY_DEPTH, StoryGenerationError, type StoryRequest } from './request.js';

/** A scene on the way, and the child's interest it was chosen for. */
export interface PlannedScene {
  passage: CompiledPassage;
  interest?: Interest;
}

/** The passages at home and of the quest: the story's frame. */
export interface Frame {
  opening: CompiledPassage;
  /** On a night with a life moment: the child raises it, right after the opening. */
  raise?: CompiledPassage;
  setup: CompiledPassage;
  payoff: CompiledPassage;
  ending: CompiledPassage;
}

export interface Plan extends Frame {
  quest: CompiledQuest;
  /** In tomorrow's chapter, last night's quest (its recall names it); null otherwise. */
  lastQuest?: CompiledQuest | null;
  scenes: PlannedScene[];
}

/** The passages in the order a child hears them. */
export function storySequence(plan: Plan): PlannedScene[] {
  return [
    { passage: plan.opening },
    ...(plan.raise ? [{ passage: plan.raise }] : []),
    { passage: plan.setup },
    ...plan.scenes,
    { passage: plan.payoff },
    { passage: plan.ending },
  ];
}

const ENERGY_RANK: Record<Energy, number> = { lively: 0, gentle: 1, calm: 2 };
/**
 * The share of a story's scenes that move the quest on (`role: onward`) while the library leaves a fresh
 * one: a story reads as one journey, with a kindness or a wonder on the way, not a chain of errands.
 */
export const ONWARD_SHARE = 0.6;
/**
 * An interest's scene comes again only once the child's memory has let it go: a child with three interests and a
 * Medium story every night would hear a category's few scenes every week (issue 28).
 */
const INTEREST_GAP_STORIES = MEMORY_DEPTH;
/** How much plainer or shorter than the plainest or shortest a passage heard less lately may be. */
const PLAIN_SLACK = 0.5;
const SHORT_SLACK_WORDS = 30;
/**
 * The grades of passage preferred for an age band, where the memory leaves a choice: plain ones for the
 * young (the grade ceiling, GRADE_CEILING), and for 10-12 the ones their own tellings make read older
 * (issue 28: grade 4-5; a passage 6-9 also hear reads near 2.5).
 */
const GRADE_PREFERENCE: Record<AgeBand, { atLeast: number; atMost: number }> = {
  toddler: { atLeast: Number.NEGATIVE_INFINITY, atMost: 2.8 },
  little: { atLeast: Number.NEGATIVE_INFINITY, atMost: 2.8 },
  middle: { atLeast: Number.NEGATIVE_INFINITY, atMost: 4.2 },
  big: { atLeast: Number.NEGATIVE_INFINITY, atMost: Number.POSITIVE_INFINITY },
  eldest: { atLeast: 4, atMost: Number.POSITIVE_INFINITY },
};
/** A scene this short or shorter is what a Short story takes when even one more would pass its length. */
const SHORT_SCENE_WORDS = 72;
/**
 * A moment's passage this short or shorter is what a Short story takes on a moment's night (a moment has
 * MOMENT_SHORT_ONES of each: library:check).
 */
export const SHORT_MOMENT_WORDS: Partial<Record<CompiledPassage['role'], number>> = {
  raise: 45,
  rehearse: 64,
  close: 66,
};
/** How many short ones a moment has of each kind (README, "Life moments"). */
export const MOMENT_SHORT_ONES: Partial<Record<CompiledPassage['role'], number>> = {
  raise: 3,
  rehearse: 2,
  close: 3,
};
/** How many scenes each length may have: the word range decides within these. */
export const SCENE_COUNTS: Record<StoryLength, { min: number; max: number }> = {
  Short: { min: 1, max: 3 },
  Medium: { min: 2, max: 8 },
  Long: { min: 6, max: MAX_STORY_PARAGRAPHS - 4 },
};

export interface Planner {
  quest: CompiledQuest;
  /** In tomorrow's chapter, last night's quest; null otherwise. */
  lastQuest: CompiledQuest | null;
  /** The frame first chosen (fresh, plain where the memory allows). */
  frame: Frame;
  /** The plainest fresh frame: a retry for a young listener whose story read too hard. */
  plainFrame(): Frame;
  /**
   * Short fresh home and quest passages: room for a scene in a Short story that runs long; the ones the
   * child has not heard for longest where they are nearly as short.
   */
  shortFrame(): Frame;
  /** The shortest fresh home and quest passages, heard lately or not: a Short story still too long. */
  shortestFrame(): Frame;
  /** How many scenes the story's length asks for, first. */
  sceneCount: number;
  /** Scenes on the way, livelier first; `shortOnes` prefers short scenes (a story running long). */
  chooseScenes(count: number, shortOnes?: boolean, frame?: Frame): PlannedScene[];
}

/** Chooses the quest and the frame (drawing from `random` in that order), and then scenes when asked. */
export function planStory(
  library: StoryLibrary,
  theme: CompiledTheme,
  request: StoryRequest,
  listener: Listener,
  heard: Heard,
  random: Random,
): Planner {
  const ownSpecies = new Set(library.voices[request.companion].species ?? []);
  const allowed = (names: ReadonlySet<string>) => ![...names].some((n) => ownSpecies.has(n));
  // No side character shares the child's name (a child called Pip never meets Pip the hedgehog), where
  // the library has passages and quests without it.
  const namesChild = sharesNameWith(listener.name);
  const unlessNamed = <T>(list: readonly T[], text: (t: T) => string): T[] => {
    const others = list.filter((t) => !namesChild(text(t)));
    return others.length ? others : [...list];
  };
  const fit = (list: readonly CompiledPassage[]) =>
    unlessNamed(
      list.filter((p) => allowed(p.names)),
      (p) => p.source,
    );
  const { band } = listener;
  // A night with a life moment: its own raising and ending, and one of its rehearsals on the way.
  const moment = request.moment ? library.moments[request.moment] : undefined;
  if (request.moment && !moment) throw new StoryGenerationError(MESSAGES.generationFailed);
  // Tomorrow's chapter: last night recalled in the opening's place, and a new quest (never last night's);
  // the series' last chapter ends on a finale.
  const chapter = request.chapter && request.chapter.number > 1 ? request.chapter : null;

  // The quest, heard longest ago; its set-up and pay-off; the opening and the ending.
  const quests = unlessNamed(
    theme.quests.filter((q) => allowed(q.names) && q.id !== chapter?.previousQuestId),
    (q) =>
      Object.values(q.quest)
        .filter((v) => typeof v === 'string')
        .join(' '),
  );
  if (quests.length === 0) throw new StoryGenerationError(MESSAGES.generationFailed);
  const questAgo = (q: CompiledQuest) =>
    Math.min(...[...q.setups, ...q.payoffs].map((p) => agoOf(heard, p.id)));
  const bestQuestAgo = Math.max(...quests.map(questAgo));
  const quest = random.pick(quests.filter((q) => questAgo(q) === bestQuestAgo));
  // The reading level wished for the band (GRADE_PREFERENCE).
  const { atLeast, atMost } = GRADE_PREFERENCE[band];
  const levelFor = (p: CompiledPassage) => p.grades[band] >= atLeast && p.grades[band] <= atMost;
  const plainest = (a: CompiledPassage, b: CompiledPassage) => (a.grades[band] <= b.grades[band] ? a : b);
  const shortest = (a: CompiledPassage, b: CompiledPassage) =>
    a.bandWords[band] <= b.bandWords[band] ? a : b;
  /**
   * The home and quest passages; `plain` takes the plainest fresh one of each (a retry for the young),
   * `short` the shortest (a Short story that a full profile makes too long for its scene).
   */
  const inBed = (p: CompiledPassage) => p.role !== 'opening' || p.setting === 'bedroom';
  // A Short story on a moment's night takes the moment's short passages, leaving room for its rehearsal.
  const fitsShort = (p: CompiledPassage) =>
    request.length !== 'Short' ||
    p.estimatedWords <= (SHORT_MOMENT_WORDS[p.role] ?? Number.POSITIVE_INFINITY);
  // A theme's own openings and endings first; the ones every theme shares once the child heard its own.
  const own = new Set([...theme.openings, ...theme.endings]);
  const ownFirst = (p: CompiledPassage) => own.has(p);
  // One climate a night: no snowy garden at the start of a night that ends in the jungle (the quest's own
  // places decide; a home passage of another climate is left for another night where others remain).
  const questClimates = new Set(
    [...quest.setups, ...quest.payoffs].map((p) => climateOf(p.setting, p.picture)).filter((c) => c !== null),
  );
  const sameClimate = (p: CompiledPassage) => {
    const own = climateOf(p.setting, p.picture);
    return own === null || questClimates.size === 0 || questClimates.has(own);
  };
  const chooseFrame = (mode: 'any' | 'plain' | 'short' | 'shortest') => {
    /** The passages of a list this frame may take. */
    const candidatesOf = (list: readonly CompiledPassage[]) => {
      const inClimate = fit(list).filter(sameClimate);
      const candidates = inClimate.length ? inClimate : fit(list);
      // A Short story running long on a moment's night: the moment's short raising and ending, even heard
      // lately (heard longest ago first), so that its rehearsal keeps its place.
      if (mode === 'short' && moment) {
        const short = candidates.filter((c) => SHORT_MOMENT_WORDS[c.role] !== undefined && fitsShort(c));
        if (short.length) return short;
      }
      return candidates;
    };
    const pick = (list: readonly CompiledPassage[], gap: number) => {
      const candidates = candidatesOf(list);
      // A moment is raised in bed: its night opens in the bedroom where the memory leaves one fresh.
      if (mode === 'any')
        return pickFresh(
          random,
          candidates,
          heard,
          gap,
          ...(moment ? [inBed, fitsShort] : []),
          ownFirst,
          levelFor,
          // An opening that plants a thread, where one is as fresh: its endings follow it only, so a month
          // that tells them early keeps the endings any opening takes for the nights after.
          (p) => p.opens !== null,
        );
      // The plainest or shortest of the fresh ones; none fresh, of the ones heard longest ago.
      const fresh = candidates.filter((c) => agoOf(heard, c.id) >= gap);
      const oldest = Math.max(-1, ...candidates.map((c) => agoOf(heard, c.id)));
      const pool = fresh.length ? fresh : candidates.filter((c) => agoOf(heard, c.id) === oldest);
      const best = (list: readonly CompiledPassage[]) =>
        list.reduce<CompiledPassage | undefined>(
          (a, c) => (a ? (mode === 'plain' ? plainest : shortest)(a, c) : c),
          undefined,
        );
      const bestOfAll = best(pool);
      if (!bestOfAll || mode === 'shortest') return bestOfAll;
      // Never heard, then heard long ago, where one serves nearly as well: a child told Short stories that
      // run long every night would otherwise hear the same few shortest passages over and over.
      const servesAsWell = (p: CompiledPassage) =>
        mode === 'plain'
          ? p.grades[band] <= Math.max(atMost, bestOfAll.grades[band] + PLAIN_SLACK)
          : p.bandWords[band] <= bestOfAll.bandWords[band] + SHORT_SLACK_WORDS;
      for (const tier of [Number.POSITIVE_INFINITY, LONG_AGO_STORIES]) {
        const newer = best(pool.filter((c) => agoOf(heard, c.id) >= tier));
        if (newer && servesAsWell(newer)) return newer;
      }
      return bestOfAll;
    };
    // In story order, each part with what it may open and close: a thread opened (`opens:`, a photo put
    // by the bed) only where a later part has a fresh passage closing it, closed only once opened, and the
    // last part able to close it closes it (nothing the story did not tell is referred to).
    const parts: { key: keyof Frame; list: readonly CompiledPassage[]; gap: number }[] = [
      {
        key: 'opening',
        list: chapter ? library.chapters.recalls : [...theme.openings, ...library.frames.openings],
        gap: NO_REPEAT_OPENING_STORIES,
      },
      ...(moment ? [{ key: 'raise' as const, list: moment.raises, gap: NO_REPEAT_STORIES }] : []),
      { key: 'setup', list: quest.setups, gap: NO_REPEAT_STORIES },
      { key: 'payoff', list: quest.payoffs, gap: NO_REPEAT_STORIES },
      // A moment's ending takes the theme's place: the quest remembered, a true thought about tomorrow.
      {
        key: 'ending',
        list: moment
          ? moment.closes
          : chapter?.last
            ? library.chapters.finales
            : [...theme.endings, ...library.frames.endings],
        gap: NO_REPEAT_STORIES,
      },
    ];
    const open = new Set<string>();
    const chosen: Partial<Record<keyof Frame, CompiledPassage>> = {};
    parts.forEach(({ key, list, gap }, i) => {
      const later = parts.slice(i + 1).flatMap((p) => candidatesOf(p.list).map((c) => ({ c, gap: p.gap })));
      // (A frame told short takes its short passages heard lately where it must: so may its threads.)
      const lately = mode === 'short' || mode === 'shortest';
      const closable = new Set(
        later.filter((l) => lately || agoOf(heard, l.c.id) >= l.gap).map((l) => l.c.closes),
      );
      const anyCloser = new Set(later.map(({ c }) => c.closes));
      const lastChance = [...open].filter((t) => !anyCloser.has(t));
      const threadsHold = (p: CompiledPassage) =>
        (p.closes === null || open.has(p.closes)) &&
        (p.opens === null || closable.has(p.opens)) &&
        lastChance.every((t) => p.closes === t);
      const holding = list.filter(threadsHold);
      // Where it can, a choice that leaves the story's last part a fresh passage to end on: a raise that
      // opens nothing while every fresh close of its moment closes a thread would end on one heard lately.
      // (A frame told plainer or shorter, for a story that reads too hard or runs long, looks to that.)
      const end = parts[parts.length - 1]!;
      const between = parts.slice(i + 1, -1).flatMap((p) => candidatesOf(p.list).map((c) => c.closes));
      const endsFresh = (p: CompiledPassage) => {
        if (i === parts.length - 1) return true;
        const after = new Set(open);
        if (p.closes) after.delete(p.closes);
        if (p.opens) after.add(p.opens);
        return candidatesOf(end.list).some(
          (e) =>
            agoOf(heard, e.id) >= end.gap &&
            (e.closes === null || after.has(e.closes)) &&
            [...after].every((t) => t === e.closes || between.includes(t)),
        );
      };
      const leavingFresh =
        mode === 'any' ? holding.filter((p) => agoOf(heard, p.id) >= gap && endsFresh(p)) : [];
      const plain = list.filter((p) => p.opens === null && p.closes === null);
      const passage = pick(
        leavingFresh.length ? leavingFresh : holding.length ? holding : plain.length ? plain : list,
        gap,
      );
      if (!passage) return;
      chosen[key] = passage;
      if (passage.closes) open.delete(passage.closes);
      if (passage.opens) open.add(passage.opens);
    });
    return {
      opening: chosen.opening,
      ...(moment ? { raise: chosen.raise } : {}),
      setup: chosen.setup ?? quest.setups[0]!,
      payoff: chosen.payoff ?? quest.payoffs[0]!,
      ending: chosen.ending,
    };
  };
  const first = chooseFrame('any');
  const { opening, ending } = first;
  if (!opening || !ending || (moment && !first.raise))
    throw new StoryGenerationError(MESSAGES.generationFailed);
  const frame: Frame = {
    opening,
    ...(first.raise ? { raise: first.raise } : {}),
    setup: first.setup,
    payoff: first.payoff,
    ending,
  };

  const themeScenes = fit(theme.scenes);
  const journeys = fit(library.journeys);
  const sceneInterests =
    request.length === 'Short' ? [] : listener.interests.filter((i) => i !== listener.companionIsInterest);

  const { minWords, maxWords } = lengthInfo(request.length);
  const frameWords = [opening, frame.raise, frame.setup, frame.payoff, ending].reduce(
    (sum, p) => sum + (p?.estimatedWords ?? 0),
    0,
  );
  const target = random.int(minWords, maxWords);
  const { min: minScenes, max: maxScenes } = SCENE_COUNTS[request.length];
  const averageScene = 72;
  const wanted = Math.round((target - frameWords) / averageScene);
  const sceneCount = Math.min(maxScenes, Math.max(minScenes, 1, wanted, sceneInterests.length));

  const shortestRehearsal = Math.min(...(moment?.rehearsals ?? []).map((p) => p.estimatedWords));
  const chooseScenes = (count: number, shortOnes = false, around: Frame = frame): PlannedScene[] => {
    const chosen: PlannedScene[] = [];
    const used = new Set<string>();
    // One route in one climate a night (issue 28): no place twice but home, and no snowy field on the
    // night of the desert. The frame's places and climate come first; each scene taken adds its own.
    const framePassages = [around.opening, around.setup, around.payoff, around.ending];
    if (around.raise) framePassages.push(around.raise);
    const visited = new Set(framePassages.map((p) => p.setting).filter((s) => !HOME_SETTINGS.includes(s)));
    let climate = framePassages.map((p) => climateOf(p.setting, p.picture)).find((c) => c !== null) ?? null;
    const onRoute = (p: CompiledPassage) => {
      if (visited.has(p.setting)) return false;
      const own = climateOf(p.setting, p.picture);
      return own === null || climate === null || own === climate;
    };
    const quota: Record<Energy, number> = {
      lively: Math.ceil(count / 3),
      calm: Math.floor(count / 3),
      gentle: count - Math.ceil(count / 3) - Math.floor(count / 3),
    };
    const take = (passage: CompiledPassage, interest?: Interest) => {
      used.add(passage.id);
      if (!HOME_SETTINGS.includes(passage.setting)) visited.add(passage.setting);
      climate ??= climateOf(passage.setting, passage.picture);
      quota[passage.energy]--;
      chosen.push(interest ? { passage, interest } : { passage });
    };
    const neededEnergy = (): Energy =>
      (['lively', 'gentle', 'calm'] as const).reduce((a, b) => (quota[b] > quota[a] ? b : a));
    // The next scene moves the quest on while fewer than ONWARD_SHARE of the scenes so far (a moment's
    // rehearsal aside: it serves the moment) would, with it, do so.
    const wantsOnward = () => {
      const scenes = chosen.filter((s) => s.passage.role !== 'rehearse');
      const onward = scenes.filter((s) => s.passage.questRole === 'onward').length;
      return onward < ONWARD_SHARE * (scenes.length + 1);
    };
    const onwardIfWanted = (): ((p: CompiledPassage) => boolean)[] =>
      wantsOnward() ? [(p) => p.questRole === 'onward'] : [];

    // A moment's rehearsal first: the one scene a Short story has, on a moment's night, is where the child
    // feels braver about it.
    if (moment && count > 0) {
      const rehearsal = pickFresh(
        random,
        fit(moment.rehearsals),
        heard,
        NO_REPEAT_STORIES,
        onRoute,
        fitsShort,
        ...(shortOnes ? [(p: CompiledPassage) => p.estimatedWords <= shortestRehearsal] : []),
        levelFor,
      );
      if (rehearsal) take(rehearsal);
    }
    for (const interest of sceneInterests) {
      // Its own category's scenes before the ones any interest fits, but never-heard before either; none
      // the child has not heard for INTEREST_GAP_STORIES: no repeat, the interest waits for a later story
      // (a touch still names it), and the scene goes on the way instead.
      const usable = (list: readonly CompiledPassage[]) =>
        list.filter((p) => allowed(p.names) && !used.has(p.id));
      const own = usable((library.interests[interest.category] ?? library.interests.generic).scenes);
      const ownIds = new Set(own.map((p) => p.id));
      const pool = [
        ...own,
        ...usable(library.interests.generic.scenes).filter((p) => !ownIds.has(p.id)),
      ].filter((p) => agoOf(heard, p.id) >= INTEREST_GAP_STORIES);
      const energy = neededEnergy();
      const scene = pickFresh(
        random,
        pool,
        heard,
        NO_REPEAT_STORIES,
        onRoute,
        (p) => ownIds.has(p.id),
        ...onwardIfWanted(),
        (p) => p.energy === energy,
        levelFor,
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
        onRoute,
        ...(shortOnes ? [(p: CompiledPassage) => p.estimatedWords <= SHORT_SCENE_WORDS] : []),
        ...onwardIfWanted(),
        (p: CompiledPassage) => p.energy === energy,
        levelFor,
      ];
      // This pool while it has something fresh, and the other when this one's oldest was heard more
      // lately than the other's and not long ago (a child who hears one theme night after night travels
      // the shared journeys more, and hears the theme's own scenes again only after the rest).
      const oldest = (list: readonly CompiledPassage[]) =>
        Math.max(-1, ...list.map((p) => agoOf(heard, p.id)));
      const ownStale = oldest(own) < oldest(other);
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

  const otherFrame = (mode: 'plain' | 'short' | 'shortest'): Frame => {
    const other = chooseFrame(mode);
    return {
      opening: other.opening ?? opening,
      ...(frame.raise ? { raise: other.raise ?? frame.raise } : {}),
      setup: other.setup,
      payoff: other.payoff,
      ending: other.ending ?? ending,
    };
  };

  return {
    quest,
    lastQuest: chapter ? (theme.quests.find((q) => q.id === chapter.previousQuestId) ?? null) : null,
    frame,
    plainFrame: () => otherFrame('plain'),
    shortFrame: () => otherFrame('short'),
    shortestFrame: () => otherFrame('shortest'),
    sceneCount,
    chooseScenes,
  };
}

/**
 * Whether a library text names a side character sharing the child's name: a word of the name, as the
 * library would capitalise it, standing alone ('Pip' in 'Pip the hedgehog', not in 'pipe').
 */
export function sharesNameWith(childName: string): (text: string) => boolean {
  const words = childName
    .split(/[\s-]+/)
    .filter((w) => w.length >= 2)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return () => false;
  const named = new RegExp(`(?<![\\p{L}'])(?:${words.join('|')})(?![\\p{L}])`, 'u');
  return (text) => named.test(text);
}
