/**
 * The library, parsed once and indexed: every passage keeps its stable id (the name in its header: what
 * a child's memory keeps), and gets its markup tree, the companions' species it names, and a rough length
 * for planning.
 */
import type { Theme } from '../../shared/catalogue.js';
import type { ScenePicture, Setting } from '../../shared/settings.js';
import { AGE_BANDS, parseMarkup, renderMarkup, type AgeBand, type MarkupNode } from '../markup.js';
import { tidyProse } from '../prose.js';
import { SLOT_BY_NAME } from '../slots/registry.js';
import { fleschKincaidGrade } from '../text.js';
import {
  QUEST_FIELDS,
  type Energy,
  type Passage,
  type PassageRole,
  type Quest,
  type QuestField,
  type SceneRole,
  type Scene,
  type ThemeLibrary,
} from './types.js';

export { QUEST_FIELDS, type PassageRole, type QuestField };
import type { InterestCategory } from './voice-types.js';

export interface CompiledPassage {
  id: string;
  role: PassageRole;
  setting: Setting;
  /** Its picture's variant (snow, rain, ...), or null for the place as it is drawn. */
  picture: ScenePicture | null;
  energy: Energy;
  /** What a scene does for the quest (`role:`, types.ts SCENE_ROLES); null for the rest and a rehearsal. */
  questRole: SceneRole | null;
  /** The thread it opens and the one it closes (`opens:`, `closes:`; types.ts THREAD_KINDS), or null. */
  opens: string | null;
  closes: string | null;
  nodes: MarkupNode[];
  /** Lower-case words of animal species the passage names ('fox', 'owls'). */
  names: ReadonlySet<string>;
  /** Words it has when filled, roughly (slots count 2), as the middle band hears it. */
  estimatedWords: number;
  /** The same for each age band: a passage can be short for a five-year-old and long for a ten-year-old. */
  bandWords: Record<AgeBand, number>;
  /** Its Flesch-Kincaid grade per age band, filled with plain stand-ins (for choosing plain passages). */
  grades: Record<AgeBand, number>;
  source: string;
}

export interface CompiledQuest {
  id: string;
  quest: Quest;
  fields: Record<QuestField, MarkupNode[]>;
  setups: CompiledPassage[];
  payoffs: CompiledPassage[];
  names: ReadonlySet<string>;
}

export interface CompiledTheme {
  theme: Theme;
  openings: CompiledPassage[];
  quests: CompiledQuest[];
  scenes: CompiledPassage[];
  endings: CompiledPassage[];
}

export interface CompiledCategory {
  id: string;
  scenes: CompiledPassage[];
  mentions: MarkupNode[][];
}

const WORD = /[A-Za-z]+/g;
/** Lower-case words of a text (for species and cohesion checks). */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((w) => w.toLowerCase());
}

/** Words a slot is counted as in an estimate, where not 2 ({friends} is 'the two friends'). */
const SLOT_WORDS: Readonly<Record<string, number>> = { onward: 0, trait: 0, friends: 3, Friends: 3 };

export function estimateWords(nodes: readonly MarkupNode[], band: AgeBand = 'middle'): number {
  let words = 0;
  for (const node of nodes) {
    if (node.kind === 'text') words += node.text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w)).length;
    else if (node.kind === 'slot') words += SLOT_WORDS[node.name] ?? 2;
    else if (node.kind === 'band') words += node.bands.includes(band) ? estimateWords(node.body, band) : 0;
    else if (node.kind === 'detail') words += estimateWords(node.body, band) / 2;
    else words += estimateWords(node.options[0]!, band);
  }
  return Math.round(words);
}

function gradesOf(nodes: readonly MarkupNode[]): Record<AgeBand, number> {
  const grades = {} as Record<AgeBand, number>;
  for (const band of AGE_BANDS) {
    const text = renderMarkup(nodes, {
      band,
      choose: () => 0,
      // Plain stand-ins for every slot (slots/registry.ts): enough to tell how hard a passage reads.
      slot: (name) => {
        const spec = SLOT_BY_NAME.get(name);
        return spec ? (spec.standIn ?? undefined) : 'it';
      },
    });
    grades[band] = fleschKincaidGrade(tidyProse(text));
  }
  return grades;
}

/** Parses library markup (the loader's parse when it has one: the text was parsed to check it). */
export type Parse = (text: string) => MarkupNode[];

export function compilePassage(
  role: PassageRole,
  passage: Passage | Scene,
  speciesWords: ReadonlySet<string>,
  parse: Parse = parseMarkup,
): CompiledPassage {
  const nodes = parse(passage.text);
  const names = new Set(wordsOf(passage.text).filter((w) => speciesWords.has(w)));
  return {
    id: passage.id,
    role,
    setting: passage.setting,
    picture: passage.picture && passage.picture !== 'none' ? passage.picture : null,
    energy: 'energy' in passage ? passage.energy : 'gentle',
    questRole: 'role' in passage ? (passage.role ?? null) : null,
    opens: passage.opens ?? null,
    closes: passage.closes ?? null,
    nodes,
    names,
    estimatedWords: estimateWords(nodes),
    // Worked out when first asked for (a Short story that runs long), not at start-up.
    get bandWords() {
      const value = Object.fromEntries(AGE_BANDS.map((b) => [b, estimateWords(nodes, b)])) as Record<
        AgeBand,
        number
      >;
      Object.defineProperty(this, 'bandWords', { value });
      return value;
    },
    // Worked out when first asked for (a young listener's story), not at start-up.
    get grades() {
      const value = gradesOf(nodes);
      Object.defineProperty(this, 'grades', { value });
      return value;
    },
    source: passage.text,
  };
}

export function compileTheme(
  library: ThemeLibrary,
  speciesWords: ReadonlySet<string>,
  parse: Parse = parseMarkup,
): CompiledTheme {
  const slug = library.theme.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    theme: library.theme,
    openings: library.openings.map((p) => compilePassage('opening', p, speciesWords, parse)),
    quests: library.quests.map((quest) => {
      const fields = Object.fromEntries(QUEST_FIELDS.map((f) => [f, parse(quest[f])])) as Record<
        QuestField,
        MarkupNode[]
      >;
      const fieldText = QUEST_FIELDS.map((f) => quest[f]).join(' ');
      return {
        id: `${slug}.${quest.id}`,
        quest,
        fields,
        setups: quest.setups.map((p) => compilePassage('setup', p, speciesWords, parse)),
        payoffs: quest.payoffs.map((p) => compilePassage('payoff', p, speciesWords, parse)),
        names: new Set(wordsOf(fieldText).filter((w) => speciesWords.has(w))),
      };
    }),
    scenes: library.scenes.map((p) => compilePassage('scene', p, speciesWords, parse)),
    endings: library.endings.map((p) => compilePassage('ending', p, speciesWords, parse)),
  };
}

export function compileCategory(
  category: InterestCategory,
  speciesWords: ReadonlySet<string>,
  parse: Parse = parseMarkup,
): CompiledCategory {
  return {
    id: category.id,
    scenes: category.scenes.map((p) => compilePassage('interest', p, speciesWords, parse)),
    mentions: category.mentions.map((m) => parse(m)),
  };
}
