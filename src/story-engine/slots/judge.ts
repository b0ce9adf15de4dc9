/**
 * Whether a text's slots are ones the library knows, where they may be: the loader refuses a library that
 * breaks these rules (at the slot's line), and the checker reports them too.
 */
import { slotsOf, type MarkupNode } from '../markup.js';
import { PLACE_NAMES, SLOT_BY_NAME, type TextPlace } from './registry.js';

export interface SlotProblem {
  /** The slot as written ('{colur}'), to find it in the text. */
  written: string;
  message: string;
}

const listOf = (places: readonly TextPlace[]) => {
  const names = places.map((p) => PLACE_NAMES[p]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0]!;
};

/** Every problem with the slots of a text at a place. */
export function slotProblems(nodes: readonly MarkupNode[], place: TextPlace): SlotProblem[] {
  const problems: SlotProblem[] = [];
  const seen = new Map<string, number>();
  for (const s of slotsOf(nodes)) {
    const written = `{${s.name}${s.arg ? `:${s.arg}` : ''}}`;
    const problem = (message: string) => problems.push({ written, message });
    const spec = SLOT_BY_NAME.get(s.name);
    if (!spec) {
      problem(`unknown slot {${s.name}}`);
      continue;
    }
    seen.set(s.name, (seen.get(s.name) ?? 0) + 1);
    if (spec.where && !spec.where.includes(place)) problem(`{${s.name}} belongs in ${listOf(spec.where)}`);
    if (spec.detail && !s.inDetail && !spec.detail.except.includes(place)) problem(`{${s.name}} outside [ ]`);
    if (spec.checkArg) {
      const wrong = spec.checkArg(s.arg, written);
      if (wrong) problem(wrong);
    } else if (s.arg !== undefined) problem(`{${s.name}} takes no ':${s.arg}'`);
  }
  for (const [name, count] of seen) {
    if (!SLOT_BY_NAME.get(name)!.atStart) continue;
    const first = nodes[0];
    if (count > 1 || !(first?.kind === 'slot' && first.name === name))
      problems.push({ written: `{${name}}`, message: `{${name}} only at the very start` });
  }
  return problems;
}
