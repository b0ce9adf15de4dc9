/**
 * Every slot the library may use, once: its name, what it says (one line for writers), where it may
 * appear, a plain stand-in for grading how hard a passage reads, and how its value is made. The generator
 * fills slots through it, the loader and the checker judge them by it, the grader reads with its
 * stand-ins, and the writers' table in library/README.md is generated from it (npm run library:readme).
 *
 * A new slot is one entry here (and, when it needs something new of the story, a method of SlotContext).
 */
import { isOneOf } from '../../shared/catalogue.js';
import { QUEST_FIELDS, type PassageRole, type QuestField } from '../library/types.js';
import { ABILITIES, TRAIT_MOMENTS, type Ability } from '../library/voice-types.js';
import { possessive } from '../prose.js';
import type { CompanionPhrase, Detail, InterestForm, SlotContext } from './context.js';

/** Where a text sits in the library: a passage by its role, or one of the other kinds of text. */
export type TextPlace =
  | PassageRole
  | 'quest'
  | 'intro'
  | 'companion'
  | 'trait'
  | 'mention'
  | 'touch'
  | 'onward'
  | 'any-companion'
  | 'line'
  | 'sibling';

/** How each place is named to a writer. */
export const PLACE_NAMES: Record<TextPlace, string> = {
  opening: 'openings',
  setup: 'set-ups',
  scene: 'scenes',
  journey: 'journeys',
  interest: 'interest scenes',
  payoff: 'pay-offs',
  ending: 'endings',
  raise: "a moment's raising",
  rehearse: "a moment's rehearsals",
  close: "a moment's endings",
  recall: "a chapter's recalls",
  finale: "a series' finales",
  quest: "a quest's fields",
  intro: "a companion's intros",
  companion: "a companion's phrases",
  trait: 'trait lines',
  mention: 'mentions',
  touch: 'touches',
  onward: 'onward phrases',
  'any-companion': 'any-companion phrases',
  line: 'lines',
  sibling: "brothers' and sisters' lines",
};

export const SLOT_GROUPS = {
  child: 'The child (every plan)',
  companion: 'The companion',
  quest: "The quest (a scene must read right with every quest of its theme; a journey with every theme's)",
  way: 'The way',
  details: "The child's details (Premium with a profile)",
  interest: "The child's interest, in its own scene (Premium with a profile)",
  personality: "The child's personality (Premium with a profile)",
  siblings: 'Brothers and sisters (siblings/: the lead child is {name})',
} as const;
export type SlotGroup = keyof typeof SLOT_GROUPS;

export interface SlotSpec {
  name: string;
  group: SlotGroup;
  /** What it says, for writers (one line). */
  doc: string;
  /** How it is written when it takes an argument: '{ability:kind,...}'. */
  form?: string;
  /** Where it may appear; anywhere when absent. */
  where?: readonly TextPlace[];
  /** Only inside [ ] (dropped with its detail when the child has none), except in these places. */
  detail?: { except: readonly TextPlace[] };
  /** Only as the very first thing of its text. */
  atStart?: boolean;
  /** What is wrong with its `:argument`, if anything; a slot with no check takes none. */
  checkArg?: (arg: string | undefined, written: string) => string | undefined;
  /** A plain value to grade how hard a passage reads at each age; null: none (its [detail] drops). */
  standIn: string | null;
  resolve(c: SlotContext, arg: string | undefined): string | undefined;
}

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const PASSAGES: readonly TextPlace[] = [
  'opening',
  'setup',
  'scene',
  'journey',
  'interest',
  'payoff',
  'ending',
  'raise',
  'rehearse',
  'close',
  'recall',
  'finale',
];
/** Scenes on the way (not home, not the quest's own set-up and pay-off). */
const ON_THE_WAY: readonly TextPlace[] = ['scene', 'journey', 'interest', 'rehearse'];
/** Where the companion's phrases may be asked for: not inside a companion's own phrases. */
const COMPANION_TEXT: readonly TextPlace[] = [...PASSAGES, 'trait', 'mention', 'touch', 'line', 'sibling'];
const QUEST_TEXT: readonly TextPlace[] = [
  'setup',
  'scene',
  'journey',
  'interest',
  'payoff',
  'ending',
  'rehearse',
  'close',
  'finale',
  'mention',
  'line',
  'sibling',
];
/** A chapter's recall and finale: last night's quest. */
const CHAPTER_TEXT: readonly TextPlace[] = ['recall', 'finale'];
const INTEREST_TEXT: readonly TextPlace[] = ['interest', 'mention'];

const PRONOUN_DOCS = {
  they: "'she', 'he', or 'they' when no gender is given",
  them: "'her', 'him' or 'them'",
  their: "'her', 'his' or 'their'",
};
const pronoun = (word: 'they' | 'them' | 'their', upper: boolean, standIn: string): SlotSpec => ({
  name: upper ? cap(word) : word,
  group: 'child',
  doc: upper ? `{${word}} starting a sentence ('${cap(standIn)}')` : PRONOUN_DOCS[word],
  standIn: upper ? cap(standIn) : standIn,
  resolve: (c) => (upper ? cap(c.pronouns[word]) : c.pronouns[word]),
});
/** The child and the companion together, however many children the story is about. */
const FRIENDS = ['the two friends', 'the three friends', 'all four friends'] as const;
const friends = (upper: boolean): SlotSpec => ({
  name: upper ? 'Friends' : 'friends',
  group: 'child',
  doc: upper
    ? "{friends} starting a sentence ('The two friends')"
    : "the child and the companion together: 'the two friends'; 'the three friends' or 'all four friends' with brothers and sisters",
  standIn: upper ? 'The two friends' : 'the two friends',
  resolve: (c) => {
    const words = FRIENDS[Math.min(c.children, FRIENDS.length) - 1] ?? FRIENDS[0];
    return upper ? cap(words) : words;
  },
});
const companionPhrase = (name: CompanionPhrase, doc: string, standIn: string): SlotSpec => ({
  name,
  group: 'companion',
  doc,
  where: COMPANION_TEXT,
  standIn,
  resolve: (c) => c.companionPhrase(name),
});
const QUEST_DOCS: Record<QuestField, [doc: string, standIn: string]> = {
  item: ["the thing carried, short and definite ('the silver bell'); singular: '{item} was'", 'the bell'],
  itemFull: [
    'the same in full, for set-ups and pay-offs ("the Moon\'s little silver bell")',
    'the little bell',
  ],
  itemHeld: [
    "where it is kept, after a verb: '{item} was safe {itemHeld}' ('in her pocket')",
    'in her pocket',
  ],
  itemTell: ["its small sign of life, past tense: '{item} {itemTell}' ('gave a tiny ring')", 'gave a ring'],
  recipient: ["who it is for, in the third person ('the Moon Keeper'); never spoken to", 'the Keeper'],
  destination: ['where the quest ends ("the Moon Keeper\'s tower")', 'the tower'],
  goal: [
    "a bare infinitive phrase: 'They had to {goal}.' ('take the bell back to the Moon Keeper')",
    'take the bell home',
  ],
  refrain: [
    'a short line the child can join, no quotes or final stop: \'"{refrain}," sang {name}.\'',
    'One more step',
  ],
};
const detail = (name: Detail, doc: string): SlotSpec => ({
  name,
  group: 'details',
  doc,
  detail: { except: [] },
  standIn: null,
  resolve: (c) => c.detail(name),
});
const interest = (name: string, form: InterestForm, doc: string, standIn: string): SlotSpec => ({
  name,
  group: 'interest',
  doc,
  where: INTEREST_TEXT,
  standIn,
  resolve: (c) => c.interest(form),
});

export const SLOTS: readonly SlotSpec[] = [
  {
    name: 'name',
    group: 'child',
    doc: "the child's name as a parent would write it ('Zoë')",
    standIn: 'Mia',
    resolve: (c) => c.name,
  },
  {
    name: "name's",
    group: 'child',
    doc: 'the possessive ("Mia\'s", "James\'s")',
    standIn: "Mia's",
    resolve: (c) => possessive(c.name),
  },
  friends(false),
  friends(true),
  pronoun('they', false, 'she'),
  pronoun('them', false, 'her'),
  pronoun('their', false, 'her'),
  pronoun('they', true, 'she'),
  pronoun('them', true, 'her'),
  pronoun('their', true, 'her'),
  {
    name: 'companion',
    group: 'companion',
    doc: "the companion mid-sentence ('the bear', 'Cosmic Defender'); never he, she or it",
    standIn: 'the bear',
    resolve: (c) => c.companionRef,
  },
  {
    name: 'Companion',
    group: 'companion',
    doc: "{companion} starting a sentence ('The bear')",
    standIn: 'The bear',
    resolve: (c) => cap(c.companionRef),
  },
  {
    name: "companion's",
    group: 'companion',
    doc: 'its possessive ("the bear\'s")',
    standIn: "the bear's",
    resolve: (c) => possessive(c.companionRef),
  },
  {
    name: "Companion's",
    group: 'companion',
    doc: "{companion's} starting a sentence",
    standIn: "The bear's",
    resolve: (c) => possessive(cap(c.companionRef)),
  },
  {
    name: 'companionIntro',
    group: 'companion',
    doc: "a noun phrase introducing it ('a big, gentle bear with a honey-sweet smile')",
    where: ['opening'],
    standIn: 'a kind bear',
    resolve: (c) => c.companionIntro(),
  },
  companionPhrase('moves', "a past-tense verb phrase, how it goes: '{Companion} {moves}.'", 'walked on'),
  companionPhrase(
    'sound',
    "a noun phrase: '{Companion} gave {sound}.' ('a low, happy rumble')",
    'a soft hum',
  ),
  companionPhrase(
    'feature',
    "a noun phrase after its possessive: \"{companion's} {feature}\" ('soft brown fur')",
    'soft fur',
  ),
  {
    name: 'ability',
    group: 'companion',
    form: '{ability:kind,...,guide}',
    doc: 'its help, a whole past-tense predicate, of the first kind it has (kinds below); the list ends with guide or comfort',
    where: COMPANION_TEXT,
    checkArg: (arg, written) => {
      const kinds = (arg ?? '').split(',');
      const unknown = kinds.find((k) => !isOneOf(ABILITIES)(k));
      if (unknown !== undefined) return `${written}: unknown kind ${unknown}`;
      const last = kinds[kinds.length - 1];
      return last === 'guide' || last === 'comfort' ? undefined : `${written} must end with guide or comfort`;
    },
    standIn: 'helped',
    resolve: (c, arg) => c.ability((arg ?? 'guide').split(',') as Ability[]),
  },
  ...QUEST_FIELDS.map((field): SlotSpec => ({
    name: field,
    group: 'quest',
    doc: QUEST_DOCS[field][0],
    where: QUEST_TEXT,
    standIn: QUEST_DOCS[field][1],
    resolve: (c) => c.quest(field),
  })),
  ...(['item', 'recipient', 'destination'] as const).map((field): SlotSpec => ({
    name: `last${field.charAt(0).toUpperCase()}${field.slice(1)}`,
    group: 'quest',
    doc: `last night's ${field} (a chapter's recall and a series' finale): ${QUEST_DOCS[field][0].split(' (')[0]}`,
    where: CHAPTER_TEXT,
    standIn: QUEST_DOCS[field][1],
    resolve: (c) => c.lastQuest(field),
  })),
  {
    name: 'onward',
    group: 'way',
    doc: "at the very start of a scene: 'Past the orchard, ' (the scene before's place), 'A little further on, ', or nothing",
    where: ON_THE_WAY,
    atStart: true,
    standIn: '',
    resolve: (c) => c.onward(),
  },
  {
    name: 'place',
    group: 'way',
    doc: "in an onward phrase: the place of the scene before ('the orchard')",
    where: ['onward'],
    standIn: 'the orchard',
    resolve: (c) => c.place(),
  },
  detail('hair', "the child's hair colour ('red', 'grey', 'blonde')"),
  detail('eyes', "the child's eye colour ('hazel')"),
  detail('colour', "the child's favourite colour ('purple', 'sky blue')"),
  {
    name: 'interest',
    group: 'details',
    doc: "one of the child's interests as a topic, after 'about', 'loved', 'thinking of' ('dinosaurs', 'her cat Luna')",
    detail: { except: INTEREST_TEXT },
    standIn: 'horses',
    resolve: (c) => c.interest('topic'),
  },
  interest(
    'interestOne',
    'one',
    "one of the interest, with its article ('a horse'): animals, dinosaurs, vehicles, fantasy, sea",
    'a horse',
  ),
  interest('interestMany', 'many', "many of it ('horses')", 'horses'),
  interest('pet', 'pet', "a pet's name ('Luna', or 'her hamster'), in narration only", 'Luna'),
  interest('petKind', 'petKind', "its kind ('cat')", 'cat'),
  {
    name: 'trait',
    group: 'personality',
    form: '{trait:meet|obstacle|help|wonder|rest}',
    doc: "a whole sentence showing one of the child's traits at that moment (traits.story), or nothing; on its own between sentences",
    where: ON_THE_WAY,
    checkArg: (arg) =>
      isOneOf(TRAIT_MOMENTS)(arg ?? '')
        ? undefined
        : `{trait:${arg}}: the moment must be one of ${TRAIT_MOMENTS.join(', ')}`,
    standIn: '',
    resolve: (c, arg) => {
      const moment = arg ?? 'wonder';
      return isOneOf(TRAIT_MOMENTS)(moment) ? c.trait(moment) : '';
    },
  },
  ...siblingSlots(),
];

/** {sib}, {sib's} and the first sibling's pronouns (after the name, in its sentence); {sib2}, {sib2's}. */
function siblingSlots(): SlotSpec[] {
  const where: readonly TextPlace[] = ['sibling'];
  const name = (slot: string, which: 0 | 1, doc: string, standIn: string): SlotSpec => ({
    name: slot,
    group: 'siblings',
    doc,
    where,
    standIn,
    resolve: (c) => c.sibling(which)?.name,
  });
  const own = (slot: string, which: 0 | 1, doc: string, standIn: string): SlotSpec => ({
    name: slot,
    group: 'siblings',
    doc,
    where,
    standIn,
    resolve: (c) => {
      const sibling = c.sibling(which);
      return sibling ? possessive(sibling.name) : undefined;
    },
  });
  const pronounOf = (word: 'they' | 'them' | 'their', standIn: string): SlotSpec => ({
    name: `sib${cap(word)}`,
    group: 'siblings',
    doc: `the sibling's ${PRONOUN_DOCS[word]}, in a sentence that has named {sib} already`,
    where,
    standIn,
    resolve: (c) => c.sibling(0)?.pronouns[word],
  });
  return [
    name(
      'sib',
      0,
      "a brother's or sister's name ('Leo'); in a story with two, the one this line is about",
      'Leo',
    ),
    own("sib's", 0, 'the possessive ("Leo\'s")', "Leo's"),
    pronounOf('they', 'he'),
    pronounOf('them', 'him'),
    pronounOf('their', 'his'),
    name('sib2', 1, "the other one's name, in a story with two ('Ada')", 'Ada'),
    own("sib2's", 1, 'the possessive ("Ada\'s")', "Ada's"),
    ...(
      [
        [
          'hair',
          "{sib}'s hair colour from their own profile ('red'; Premium, a sibling chosen from a profile)",
        ],
        ['eyes', "{sib}'s eye colour, likewise ('hazel')"],
        ['colour', "{sib}'s favourite colour, likewise ('orange')"],
      ] as const
    ).map(([which, doc]): SlotSpec => ({
      name: `sib${cap(which)}`,
      group: 'siblings',
      doc,
      where,
      detail: { except: [] },
      standIn: null,
      resolve: (c) => c.siblingDetail(which),
    })),
  ];
}

export const SLOT_BY_NAME: ReadonlyMap<string, SlotSpec> = new Map(SLOTS.map((s) => [s.name, s]));

/** A slot's value in a context; undefined for a slot no one knows (the loader refuses those). */
export function resolveSlot(c: SlotContext, name: string, arg: string | undefined): string | undefined {
  return SLOT_BY_NAME.get(name)?.resolve(c, arg);
}
