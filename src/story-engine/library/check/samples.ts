/**
 * The sample readings the checker hears each text with: a few children (a girl with her details, a boy
 * without, two with no gender given), a few companions, sample interests per category, and a slot
 * context that gives each phrase in turn and the same details every time.
 */
import type { Companion } from '../../../shared/catalogue.js';
import type { Setting } from '../../../shared/settings.js';
import { parseMarkup, renderMarkup, type AgeBand, type MarkupNode } from '../../markup.js';
import { sayingFor } from '../../plain-words.js';
import { tidyProse } from '../../prose.js';
import type { SlotContext } from '../../slots/context.js';
import { resolveSlot } from '../../slots/registry.js';
import { understandInterest } from '../interest-words.js';
import type { Quest } from '../types.js';
import type { CompanionVoice, Pronouns, PronounSet } from '../voice-types.js';

export const SAMPLE_COMPANIONS: Companion[] = [
  'Bear',
  'Owl',
  'Elephant',
  'Penguin',
  'Cosmic Defender',
  'Time Traveler',
  'Shadow Ninja',
];

export interface SampleChild {
  name: string;
  gender: PronounSet;
  details: boolean;
}
export const CHILDREN: SampleChild[] = [
  { name: 'Mia', gender: 'Girl', details: true },
  { name: 'James', gender: 'Boy', details: false },
  { name: 'Sam', gender: 'none', details: true },
  { name: 'Ava', gender: 'none', details: false },
];

/** The brothers and sisters a sample lead is heard beside: their names differ from every lead's. */
export const SAMPLE_SIBLINGS = [
  { name: 'Leo', gender: 'Boy' },
  { name: 'Zara', gender: 'Girl' },
  { name: 'Kit', gender: 'none' },
] as const;

/** One or two sample siblings beside a lead (`count`), a different pair for each `turn`. */
export function siblingsBeside(
  child: SampleChild,
  count: 1 | 2,
  turn: number,
  pronouns: Record<PronounSet, Pronouns>,
): { name: string; pronouns: Pronouns }[] {
  const order = [...SAMPLE_SIBLINGS.slice(turn % 3), ...SAMPLE_SIBLINGS.slice(0, turn % 3)];
  const seed = child.name.length % 3;
  const chosen = count === 1 ? [order[seed]!] : [order[seed]!, order[(seed + 1) % 3]!];
  return chosen.map((s) => ({ name: s.name, pronouns: pronouns[s.gender] }));
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
  sport: ['football', 'swimming', 'gymnastics', 'swimming lessons'],
  dance: ['ballet', 'dancing', 'ballet and tap'],
  music: ['singing', 'piano', 'music', 'playing the piano'],
  art: ['drawing', 'painting', 'origami', 'drawing horses'],
  building: ['Lego', 'Minecraft', 'building dens'],
  games: ['Pokémon', 'puzzles', 'video games'],
  books: ['reading', 'books', 'The Gruffalo'],
  cooking: ['baking', 'cakes', 'baking cakes'],
  nature: ['flowers', 'bugs', 'climbing trees'],
  science: ['science', 'robots', 'volcanoes'],
  generic: ['Peppa Pig', 'origami', 'knitting', 'my grandma Rose', 'pink and purple'],
};

const SAMPLE_DETAILS = { hair: 'red', eyes: 'hazel', colour: 'orange' } as const;
const SAMPLE_SIBLING_DETAILS = { hair: 'curly brown', eyes: 'grey', colour: 'Sky Blue' } as const;

/** Renders one passage text in one way, with a fixed choice of wordings. */
export function renderSample(
  nodes: readonly MarkupNode[],
  opts: {
    band: AgeBand;
    child: SampleChild;
    pronouns: Pronouns;
    companion: CompanionVoice;
    quest: Quest | null;
    /** Last night's quest, for a chapter's recall and a series' finale. */
    lastQuest?: Quest | null;
    choice: number;
    interest?: string;
    previousSetting?: Setting | null;
    /** Brothers and sisters heard with a sibling's line ({sib}, {sib2}). */
    siblings?: readonly { name: string; pronouns: Pronouns }[];
    /** The library's plain words, said for 2-3 (CheckWith.plainly). */
    plainly?: ((text: string) => string) | undefined;
  },
): string {
  const { child, companion, quest } = opts;
  const interest = understandInterest(opts.interest || 'dinosaurs');
  let choice = opts.choice;
  const pickText = (list: readonly string[]) => list[choice++ % list.length]!;
  const fill = (text: string) => renderMarkup(parseMarkup(text), ctx);
  // A sample reading: each phrase the next of its list, the details always the same.
  const context: SlotContext = {
    name: child.name,
    pronouns: opts.pronouns,
    companionRef: companion.ref,
    companionIntro: () => fill(pickText(companion.intros)),
    companionPhrase: (kind) =>
      fill(pickText({ moves: companion.moves, sound: companion.sounds, feature: companion.features }[kind])),
    ability: (kinds) => {
      const kind = kinds.find((k) => companion.abilities[k]?.length) ?? 'guide';
      return fill(pickText(companion.abilities[kind]!));
    },
    quest: (field) => (quest ? fill(quest[field]) : undefined),
    lastQuest: (field) => (opts.lastQuest ? fill(opts.lastQuest[field]) : undefined),
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
    sibling: (which) => opts.siblings?.[which],
    children: 1 + (opts.siblings?.length ?? 0),
    // A sample lead with details is heard beside siblings with details too (a sibling's touches).
    siblingDetail: (which) =>
      opts.siblings?.length && child.details ? SAMPLE_SIBLING_DETAILS[which] : undefined,
  };
  const ctx = {
    band: opts.band,
    choose: (n: number) => choice++ % n,
    slot: (name: string, arg: string | undefined) => resolveSlot(context, name, arg),
    ...sayingFor(opts.band, opts.plainly),
  };
  return tidyProse(renderMarkup(nodes, ctx));
}
