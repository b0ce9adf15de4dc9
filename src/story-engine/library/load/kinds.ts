/**
 * What each kind of block is and where it goes in the library: one entry a kind (the engine's own words:
 * phrase-kinds.ts). A new kind of block (a life moment's passages, a chapter's recall) is a new entry,
 * its fields in schema.ts.
 */
import { COMPANIONS, PERSONALITY_TRAITS, isOneOf } from '../../../shared/catalogue.js';
import {
  QUEST_FIELDS,
  THREAD_KINDS,
  type Passage,
  type PassageRole,
  type Quest,
  type Scene,
} from '../types.js';
import { isMoment } from '../../../shared/moments.js';
import { ABILITIES, TRAIT_MOMENTS } from '../voice-types.js';
import { first, type BlockKind, type FileState } from './draft.js';
import {
  CompanionVoiceSchema,
  InterestCategorySchema,
  PassageSchema,
  QuestSchema,
  SceneSchema,
} from './schema.js';
import type { StoryBlock } from './story-format.js';

// Each block's piece of the schema, made once (a zod schema is costly to build).
const PASSAGE_BLOCK = PassageSchema.strict();
const SCENE_BLOCK = SceneSchema.strict();
const QUEST_BLOCK = QuestSchema.omit({ setups: true, payoffs: true }).strict();
const CATEGORY_BLOCK = InterestCategorySchema.omit({ scenes: true });
const COMPANION_BLOCK = CompanionVoiceSchema.strict();
const VOICE_LISTS = ['intros', 'moves', 'sounds', 'features'] as const;

/** A passage: its id the block's name, its fields checked, its text the block's prose. */
function passage<T extends Passage>(s: FileState, block: StoryBlock, scene: boolean): T | undefined {
  const { read, draft } = s;
  const value = read.check(
    scene ? SCENE_BLOCK : PASSAGE_BLOCK,
    read.fieldValues(block, { id: block.name, text: read.prose(block, block.kind as PassageRole) }),
    block,
    { id: block.line, text: block.line },
  );
  if (!value) return undefined;
  for (const key of ['opens', 'closes'] as const) {
    const kinds: readonly string[] = THREAD_KINDS[key];
    if (value[key] !== undefined && !kinds.includes(block.kind))
      read.problem(
        block.fields.find((f) => f.key === key)!.line,
        `a ${block.kind} ${key} no thread (only ${kinds.join(', ')}); a scene closes what it opens`,
      );
  }
  const before = draft.ids.get(value.id);
  if (before) read.problem(block.line, `the id ${value.id} is used already, at ${before}`);
  draft.ids.set(value.id, `${read.file}:${block.line}`);
  read.places.set(value, { file: read.file, line: block.line });
  return value as T;
}

function themeOf(s: FileState, block: StoryBlock) {
  if (!s.theme)
    s.read.problem(
      block.line,
      s.shared
        ? `a ${block.kind} belongs to one theme: 'theme: any' holds openings and endings (scenes every theme shares are journeys)`
        : `a ${block.kind} belongs to a theme: put 'theme: <Theme>' at the top of the file`,
    );
  return s.theme;
}

function themePassage(s: FileState, block: StoryBlock, list: 'openings' | 'scenes' | 'endings') {
  const p = passage<Scene>(s, block, list === 'scenes');
  if (s.shared && list !== 'scenes') {
    if (p) s.draft.frames[list].push(p);
    return;
  }
  const theme = themeOf(s, block);
  if (p && theme) theme[list].push(p);
}

function questPassage(s: FileState, block: StoryBlock, list: 'setups' | 'payoffs') {
  const p = passage(s, block, false);
  if (!s.quest) s.read.problem(block.line, `a ${block.kind} follows its ':: quest'`);
  else if (p) s.quest[list].push(p);
}

function quest(s: FileState, block: StoryBlock) {
  const { read } = s;
  const theme = themeOf(s, block);
  const value = read.check(QUEST_BLOCK, read.fieldValues(block, { id: block.name }), block, {
    id: block.line,
  });
  const text = block.body.find((l) => l.text.trim() !== '');
  if (text)
    read.problem(
      text.line,
      "a quest has fields only: its set-ups and pay-offs follow as ':: setup' and ':: payoff'",
    );
  // A quest that does not read still takes its set-ups and pay-offs (each problem is told once).
  s.quest = { ...(value ?? (read.fieldValues(block) as unknown as Quest)), setups: [], payoffs: [] };
  if (!value || !theme) return;
  const id = s.quest.id;
  if (theme.quests.some((q) => q.id === id))
    read.problem(block.line, `the quest ${id} is in ${theme.theme} already`);
  for (const f of QUEST_FIELDS)
    read.markup(
      s.quest[f as keyof Quest] as string,
      () => block.fields.find((x) => x.key === f)!.line,
      'quest',
    );
  theme.quests.push(s.quest);
  read.places.set(s.quest, { file: read.file, line: block.line });
  for (const field of block.fields)
    read.places.setField(s.quest, field.key, { file: read.file, line: field.line });
}

function companion(s: FileState, block: StoryBlock) {
  const { read } = s;
  if (!isOneOf(COMPANIONS)(block.name)) return read.problem(block.line, `unknown companion '${block.name}'`);
  const lists = read.lists(block, [...VOICE_LISTS, ...ABILITIES.map((a) => `ability ${a}`)], (label) =>
    label === 'intros' ? 'intro' : 'companion',
  );
  const fields = read.fieldValues(block);
  const species = typeof fields.species === 'string' ? fields.species : undefined;
  if (species === undefined)
    read.problem(block.line, "a companion gives 'species: a, b' (or 'species: none')");
  const voice = read.check(
    COMPANION_BLOCK,
    {
      ...fields,
      species: species === undefined || species === 'none' ? null : species.split(/\s*,\s*/),
      ...Object.fromEntries(VOICE_LISTS.map((l) => [l, read.texts(lists.get(l))])),
      abilities: Object.fromEntries(
        ABILITIES.filter((a) => lists.has(`ability ${a}`)).map((a) => [
          a,
          read.texts(lists.get(`ability ${a}`)),
        ]),
      ),
    },
    block,
  );
  if (!voice || !first(s, block, `the companion ${block.name}`)) return;
  s.draft.voices[block.name] = voice;
  read.places.set(voice, { file: read.file, line: block.line });
}

function trait(s: FileState, block: StoryBlock) {
  const { read } = s;
  if (!isOneOf(PERSONALITY_TRAITS)(block.name))
    return read.problem(block.line, `unknown trait '${block.name}'`);
  const lists = read.lists(block, TRAIT_MOMENTS, () => 'trait');
  if (!first(s, block, `the trait ${block.name}`)) return;
  const moments = Object.fromEntries([...lists].map(([moment, items]) => [moment, read.texts(items)]));
  s.draft.traits[block.name] = moments;
  read.places.set(moments, { file: read.file, line: block.line });
}

function category(s: FileState, block: StoryBlock) {
  const { read } = s;
  const lists = read.lists(block, ['mentions'], () => 'mention');
  const value = read.check(
    CATEGORY_BLOCK,
    { id: block.name, mentions: read.texts(lists.get('mentions')) },
    block,
    {
      id: block.line,
    },
  );
  s.category = undefined;
  if (!value || !first(s, block, `the category ${value.id}`)) return;
  s.category = { ...value, scenes: [] };
  s.draft.interests.push(s.category);
  read.places.set(s.category, { file: read.file, line: block.line });
}

/** A life moment's header: its raise, rehearse and close blocks follow it. */
function moment(s: FileState, block: StoryBlock) {
  const { read } = s;
  s.moment = undefined;
  if (!isMoment(block.name))
    return read.problem(block.line, `unknown moment '${block.name}' (src/shared/moments.ts)`);
  if (block.fields.length || block.body.some((l) => l.text.trim() !== ''))
    read.problem(
      block.line,
      "a moment has a name only: its passages follow as ':: raise', ':: rehearse' and ':: close'",
    );
  if (!first(s, block, `the moment ${block.name}`)) return;
  s.moment = { moment: block.name, raises: [], rehearsals: [], closes: [] };
  s.draft.moments.push(s.moment);
  read.places.set(s.moment, { file: read.file, line: block.line });
}

function momentPassage(s: FileState, block: StoryBlock, list: 'raises' | 'rehearsals' | 'closes') {
  const p = passage<Scene>(s, block, list === 'rehearsals');
  if (!s.moment) s.read.problem(block.line, `a ${block.kind} follows its ':: moment'`);
  else if (p) s.moment[list].push(p);
}

/** The blocks of the library's passages, companions, traits and interest categories. */
export const PASSAGE_KINDS: Record<string, BlockKind> = {
  opening: (s, b) => themePassage(s, b, 'openings'),
  quest,
  setup: (s, b) => questPassage(s, b, 'setups'),
  payoff: (s, b) => questPassage(s, b, 'payoffs'),
  scene: (s, b) => themePassage(s, b, 'scenes'),
  ending: (s, b) => themePassage(s, b, 'endings'),
  journey: (s, b) => {
    const p = passage<Scene>(s, b, true);
    if (p) s.draft.journeys.push(p);
  },
  companion,
  trait,
  category,
  interest: (s, b) => {
    const p = passage<Scene>(s, b, true);
    if (!s.category) s.read.problem(b.line, "an interest scene follows its ':: category'");
    else if (p) s.category.scenes.push(p);
  },
  moment,
  raise: (s, b) => momentPassage(s, b, 'raises'),
  rehearse: (s, b) => momentPassage(s, b, 'rehearsals'),
  close: (s, b) => momentPassage(s, b, 'closes'),
  recall: (s, b) => {
    const p = passage(s, b, false);
    if (p) s.draft.chapters.recalls.push(p);
  },
  finale: (s, b) => {
    const p = passage(s, b, false);
    if (p) s.draft.chapters.finales.push(p);
  },
};
