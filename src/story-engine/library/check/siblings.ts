/**
 * Brothers' and sisters' lines (siblings/): enough of each list, each line about its own children only
 * (never the lead's pronouns, {sib2} only in a story with two), and each heard with one, two and three
 * children (every sample lead beside a girl, a boy and a child with no gender given), every companion kind
 * and a quest, at every age.
 */
import { parseMarkup, slotsOf } from '../../markup.js';
import type { Quest } from '../types.js';
import { SIBLING_COUNTS, SIBLING_LISTS, type SiblingCount, type SiblingLines } from '../voice-types.js';
import { newReport, whereOfItem, gradeStats, type CheckReport, type CheckWith } from './report.js';
import { LIBRARY_SIZES } from './rules.js';
import { siblingsBeside, type SampleChild } from './samples.js';
import { hearAll, type Heard } from './voices.js';

const LEAD_PRONOUN_SLOTS = new Set(['they', 'them', 'their', 'They', 'Them', 'Their']);

export function checkSiblings(
  siblings: Partial<Record<SiblingCount, SiblingLines>> | undefined,
  quests: readonly Quest[],
  w: CheckWith,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  let lines = 0;
  for (const count of SIBLING_COUNTS) {
    const lists = siblings?.[count];
    for (const list of SIBLING_LISTS) {
      const texts = lists?.[list] ?? [];
      const least = LIBRARY_SIZES.siblingLines[list];
      if (texts.length < least)
        errors.push({ where: `siblings ${count}`, message: `${list}: ${texts.length} lines of ${least}` });
      lines += texts.length;
      const heard = texts.map((t, i): Heard => [
        whereOfItem(w.places, texts, i, `siblings ${count} ${list}`),
        t,
      ]);
      const wrong = new Set<string>();
      const problem = (where: string, message: string) => {
        errors.push({ where, message });
        wrong.add(where);
      };
      for (const [where, text] of heard) {
        let names: Set<string>;
        try {
          names = new Set(slotsOf(parseMarkup(text)).map((s) => s.name.replace(/'s$/, '')));
        } catch {
          continue; // hearAll reports the markup
        }
        if ([...names].some((n) => LEAD_PRONOUN_SLOTS.has(n)))
          errors.push({
            where,
            message: "a sibling's line names the lead as {name}, never {they}/{them}/{their}",
          });
        if (!names.has('sib')) problem(where, 'names no {sib}');
        if (count === 'two' && !names.has('sib2')) problem(where, 'a line for two names {sib2} too');
        if (count === 'one' && names.has('sib2')) problem(where, '{sib2} is for a story with two');
        if (list !== 'payoff' && (names.has('item') || names.has('recipient')))
          problem(where, 'the quest ({item}, {recipient}) is for payoff lines');
      }
      // Each with a quest of the library (a payoff names it), beside one sibling or two.
      const sound = heard.filter(([where]) => !wrong.has(where));
      quests.slice(0, 3).forEach((quest, q) =>
        hearAll(q === 0 ? sound : sound.filter(() => list === 'payoff'), w, errors, {
          place: 'sibling',
          quest,
          siblings: (child: SampleChild) => siblingsBeside(child, count === 'one' ? 1 : 2, q, w.pronouns),
        }),
      );
    }
  }
  return { errors, warnings, grades: gradeStats(grades), summary: [`${lines} brothers' and sisters' lines`] };
}
