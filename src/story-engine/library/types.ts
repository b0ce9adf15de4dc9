/**
 * The shape of the story library. How to write for it: ./README.md.
 *
 * A story is: an opening at home, the quest's set-up, scenes on the way (each in one setting, livelier
 * first and calmer later), the quest's pay-off, and an ending at home that winds down to sleep.
 */
import type { Theme } from '../../shared/catalogue.js';
import type { Moment } from '../../shared/moments.js';
import type { ScenePicture, Setting } from '../../shared/settings.js';

/** How lively a scene is: a story puts its lively scenes first and its calm ones last. */
export const ENERGIES = ['lively', 'gentle', 'calm'] as const;
export type Energy = (typeof ENERGIES)[number];

/**
 * What a scene does for the quest (`role:`): `onward` moves it on (by the scene's end the child is nearer,
 * or better able to get there, because of what happened in it: the way found or cleared, a crossing made,
 * a lift, a thing the quest needs, the destination in sight); `aside` is a kindness, a game or a wonder on
 * the way while the quest waits, carried.
 */
export const SCENE_ROLES = ['onward', 'aside'] as const;
export type SceneRole = (typeof SCENE_ROLES)[number];

/**
 * Which passages may open a thread and which may close one: the ones that begin a story (home, the quest's
 * set-up, a moment raised, last night recalled) and the ones that end it. A scene closes what it opens.
 */
export const THREAD_KINDS = {
  opens: ['opening', 'setup', 'raise', 'recall'],
  closes: ['payoff', 'ending', 'close', 'finale'],
} as const satisfies Record<'opens' | 'closes', readonly PassageRole[]>;

/** What a passage is for in a story: where the engine may put it. */
export const PASSAGE_ROLES = [
  'opening',
  'setup',
  'scene',
  'journey',
  'interest',
  'payoff',
  'ending',
  // A life moment's passages (moments/<moment>.story): raised after the opening, rehearsed in a scene on
  // the way, and closed by an ending of its own that takes the theme's ending's place.
  'raise',
  'rehearse',
  'close',
  // Tomorrow's chapter (chapters.story): last night recalled in the opening's place, and the series'
  // last chapter closed by a finale in the ending's place.
  'recall',
  'finale',
] as const;
export type PassageRole = (typeof PASSAGE_ROLES)[number];

/** A paragraph of library text (markup: ../markup.ts) that happens in one setting. */
export interface Passage {
  /**
   * Its stable name ('kindness.c.lantern-bridge'), unique in the library: what a child's memory keeps
   * (stories.parts), so it never changes when the text is edited. The first library's ids were a hash of
   * their text; they were kept as names when the library moved into text files.
   */
  id: string;
  setting: Setting;
  /**
   * What its picture shows besides the place, where the text names it (`picture: snow`); `none` where the
   * words only mention it and the place is drawn as it is.
   */
  picture?: ScenePicture | 'none' | undefined;
  /**
   * A thread it starts that a later passage of the story must close (`opens: photo-by-bed`): a promise, a
   * question, a thing put by the bed. Home and quest passages that begin a story only (THREAD_KINDS).
   */
  opens?: string | undefined;
  /** A thread it rests on, which an earlier passage of the story must have opened (`closes: photo-by-bed`). */
  closes?: string | undefined;
  text: string;
}

export interface Scene extends Passage {
  energy: Energy;
  /** What it does for the quest (SCENE_ROLES); a moment's rehearsal has none (the moment is its role). */
  role?: SceneRole | undefined;
}

/**
 * One small quest: a lost thing to return, a promise to keep, a creature to help home, a gift to
 * finish. Its words fill the {item}, {recipient}, ... slots of every scene of its theme, so each field
 * must read right in all of them (README.md says how each is used).
 */
export interface Quest {
  /** Kebab-case, unique within the theme: 'moon-bell'. */
  id: string;
  /** The thing carried on the journey, short and definite: 'the silver bell'. Always singular. */
  item: string;
  /** The same, named in full the first time and at the pay-off: "the Moon's little silver bell". */
  itemFull: string;
  /** Where the child keeps it, a phrase after a verb: 'in {their} dressing-gown pocket'. */
  itemHeld: string;
  /** A past-tense verb phrase, its small sign of life: 'gave a tiny, hopeful ring'. */
  itemTell: string;
  /** Who it is for: 'the Moon Keeper', 'Grandma Tortoise'. */
  recipient: string;
  /** Where the quest ends: "the Moon Keeper's tower". */
  destination: string;
  /** A bare infinitive phrase: 'take the silver bell back to the Moon Keeper'. */
  goal: string;
  /** A short line the child can join, said again on the way: 'One more step, and one more star'. */
  refrain: string;
  /** The set-ups: the quest is named (the paragraph after the opening). At least 2. */
  setups: readonly Passage[];
  /** The pay-offs: the quest is done, by name, at the destination. At least 2. */
  payoffs: readonly Passage[];
}

/** A quest's words, each a slot of the same name in its theme's passages. */
export const QUEST_FIELDS = [
  'item',
  'itemFull',
  'itemHeld',
  'itemTell',
  'recipient',
  'destination',
  'goal',
  'refrain',
] as const;
export type QuestField = (typeof QUEST_FIELDS)[number];

export interface ThemeLibrary {
  theme: Theme;
  /** Home at bedtime; the companion arrives. Quest-neutral. */
  openings: readonly Passage[];
  quests: readonly Quest[];
  /** The theme's own scenes on the way: the theme's value in action, serving any of its quests. */
  scenes: readonly Scene[];
  /** Home again, the quest remembered by name, sleep. */
  endings: readonly Passage[];
}

/**
 * Openings and endings that serve every theme (frames.story, `theme: any`): a theme told night after night
 * takes them once its own have all been heard, so a month of one theme does not come round to the same
 * bedroom and the same goodnight. Each opening is quest-neutral; each ending names any quest.
 */
export interface SharedFrames {
  openings: readonly Passage[];
  endings: readonly Passage[];
}

/**
 * A life moment's passages (moments/<moment>.story): each serves any theme, quest and companion.
 */
export interface MomentLibrary {
  moment: Moment;
  /** Right after the opening: the child raises the moment as a child feels it; the companion listens. */
  raises: readonly Passage[];
  /** Scenes on the way where the child rehearses it, or feels braver about it; each serves the quest. */
  rehearsals: readonly Scene[];
  /** Endings of the moment's own, in the theme's ending's place: the quest remembered, tomorrow, sleep. */
  closes: readonly Passage[];
}

/**
 * Tomorrow's chapter (chapters.story): a chapter after the first opens on a recall of last night (its
 * quest in the {lastItem}, {lastRecipient}, {lastDestination} slots), and the series' last chapter ends on
 * a finale that closes the whole adventure.
 */
export interface ChapterLibrary {
  recalls: readonly Passage[];
  finales: readonly Passage[];
}
