/**
 * The blocks of the engine's own words (phrases.story, touches.story): the touches, how a scene moves on,
 * wordings any companion fits, the pronouns, single named lines and the plain words for the youngest.
 */
import { isOneOf } from '../../../shared/catalogue.js';
import { PRONOUN_SETS, SIBLING_COUNTS, SIBLING_LISTS, type Phrases } from '../voice-types.js';
import { first, type BlockKind } from './draft.js';
import { PhrasesSchema, PronounsSchema } from './schema.js';

const PRONOUNS_BLOCK = PronounsSchema.strict();
const PLAIN_WORDS_BLOCK = PhrasesSchema.shape.plainWords.unwrap();
const ONWARD_LISTS = {
  'from a place': 'fromPlace',
  'in the same place': 'samePlace',
  'from home': 'fromHome',
};

export const PHRASE_KINDS: Record<string, BlockKind> = {
  touches: (s, b) => {
    // A brother's or sister's own touches are heard as their lines are (the {sib} slots).
    const lists = s.read.lists(b, ['opening', 'ending', 'scene', 'sibling'], (label) =>
      label === 'sibling' ? 'sibling' : 'touch',
    );
    if (!first(s, b, 'the touches')) return;
    const t = s.read.texts.bind(s.read);
    s.draft.touches = {
      opening: t(lists.get('opening')),
      ending: t(lists.get('ending')),
      scene: t(lists.get('scene')),
      sibling: t(lists.get('sibling')),
    };
  },
  onward: (s, b) => {
    const lists = s.read.lists(b, Object.keys(ONWARD_LISTS), () => 'onward');
    if (!first(s, b, 'the onward phrases')) return;
    const entries = Object.entries(ONWARD_LISTS).map(([label, key]) => [key, s.read.texts(lists.get(label))]);
    s.draft.onward = Object.fromEntries(entries) as unknown as Phrases['onward'];
  },
  'any-companion': (s, b) => {
    const lists = s.read.lists(b, ['moves', 'sounds', 'features', 'help'], () => 'any-companion');
    if (!first(s, b, 'the any-companion phrases')) return;
    const t = (label: string) => s.read.texts(lists.get(label));
    s.draft.anyCompanion = {
      moves: t('moves'),
      sounds: t('sounds'),
      features: t('features'),
      help: t('help'),
    };
  },
  siblings: (s, b) => {
    if (!isOneOf(SIBLING_COUNTS)(b.name))
      return s.read.problem(b.line, `siblings are 'one' or 'two' (${SIBLING_COUNTS.join(', ')})`);
    const lists = s.read.lists(b, SIBLING_LISTS, () => 'sibling');
    if (!first(s, b, `the siblings ${b.name}`)) return;
    s.draft.siblings[b.name] = Object.fromEntries(
      SIBLING_LISTS.map((list) => [list, s.read.texts(lists.get(list))]),
    ) as Record<(typeof SIBLING_LISTS)[number], string[]>;
  },
  pronouns: (s, b) => {
    if (!isOneOf(PRONOUN_SETS)(b.name))
      return s.read.problem(b.line, `pronouns are for ${PRONOUN_SETS.join(', ')}`);
    const value = s.read.check(PRONOUNS_BLOCK, s.read.fieldValues(b), b);
    if (value && first(s, b, `the pronouns of ${b.name}`)) s.draft.pronouns[b.name] = value;
  },
  'plain-words': (s, b) => {
    const value = s.read.check(PLAIN_WORDS_BLOCK, s.read.fieldValues(b), b);
    if (value && first(s, b, 'the plain words')) s.draft.plainWords = value;
  },
  line: (s, b) => {
    const text = s.read.prose(b, 'line');
    if (!first(s, b, `the line ${b.name}`)) return;
    s.draft.lines[b.name] = text;
    s.read.places.setField(s.draft.lines, b.name, { file: s.read.file, line: b.line });
  },
};
