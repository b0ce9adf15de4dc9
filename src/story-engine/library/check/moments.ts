/**
 * A life moment's passages (moments/<moment>.story), each read every way a child could hear it with every
 * quest of every theme (a moment serves any story), and the moment's sizes: enough raisings, rehearsals
 * and endings that a child who has the same moment several nights running hears new ones.
 */
import { isSetting } from '../../../shared/settings.js';
import type { Moment } from '../../../shared/moments.js';
import type { MomentLibrary, Passage, PassageRole, Quest } from '../types.js';
import { MOMENT_SHORT_ONES, SHORT_MOMENT_WORDS } from '../../engine/plan.js';
import { parseMarkup } from '../../markup.js';
import { estimateWords } from '../compiled.js';
import { checkPassage } from './passage.js';
import { checkThreads, type ThreadPassage } from './threads.js';
import { fileOf, gradeStats, newReport, whereOf, type CheckReport, type CheckWith } from './report.js';
import { LIBRARY_SIZES } from './rules.js';

/** Checks one moment's passages; `library` undefined when the moment has no file yet. */
export function checkMoment(
  moment: Moment,
  library: MomentLibrary | undefined,
  allQuests: readonly Quest[],
  w: CheckWith,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  const { places } = w;
  if (!library) {
    errors.push({ where: `moments/${moment}.story`, message: `the moment ${moment} has no passages` });
    return { errors, warnings, grades: gradeStats(grades), summary: [] };
  }
  const file = fileOf(places, library, `moments/${moment}.story`);
  const lists: [PassageRole, MomentLibrary['raises'], string][] = [
    ['raise', library.raises, 'raise'],
    ['rehearse', library.rehearsals, 'rehearse'],
    ['close', library.closes, 'close'],
  ];
  for (const [kind, list, label] of lists)
    list.forEach((p, i) => {
      checkPassage(
        { kind, where: whereOf(places, p, `${label} ${i + 1}`), text: p.text, quests: allQuests, passage: p },
        w,
        errors,
        warnings,
        grades,
      );
      if (!isSetting(p.setting)) errors.push({ where: file, message: `unknown setting ${p.setting}` });
    });
  for (const p of [...library.raises, ...library.closes])
    if (p.setting !== 'bedroom')
      errors.push({
        where: whereOf(places, p, moment),
        message: "a moment's raising and ending happen at home in bed (setting: bedroom)",
      });
  for (const p of library.rehearsals)
    if (p.setting === 'bedroom')
      errors.push({
        where: whereOf(places, p, moment),
        message: 'a rehearsal is a scene on the way, not in bed',
      });
  // A thread the child raises in bed is closed by the moment's own ending.
  const at = (p: Passage): ThreadPassage => ({ passage: p, where: whereOf(places, p, `${moment} ${p.id}`) });
  checkThreads(library.raises.map(at), library.closes.map(at), errors);
  const need = LIBRARY_SIZES.momentPassages;
  const sizes: [string, number][] = [
    ['raisings', library.raises.length],
    ['rehearsals', library.rehearsals.length],
    ['endings', library.closes.length],
  ];
  for (const [what, have] of sizes)
    if (have < need) errors.push({ where: file, message: `${what}: ${have} of ${need}` });
  // A Short story on a moment's night takes its short ones, to leave room for the rehearsal: enough of them
  // that the same moment several nights running does not hear one again.
  for (const [kind, list, label] of lists) {
    const limit = SHORT_MOMENT_WORDS[kind]!;
    const needed = MOMENT_SHORT_ONES[kind]!;
    const short = list.filter((p) => estimateWords(parseMarkup(p.text)) <= limit).length;
    if (short < needed)
      errors.push({
        where: file,
        message: `short ${label}s (at most ${limit} words as the engine counts them): ${short} of ${needed}`,
      });
  }
  const settings = new Set(library.rehearsals.map((p) => p.setting)).size;
  if (settings < Math.min(need, library.rehearsals.length))
    errors.push({ where: file, message: `its rehearsals share a place: each takes a different setting` });
  return {
    errors,
    warnings,
    grades: gradeStats(grades),
    summary: [`${moment}: ${sizes.map(([what, have]) => `${what} ${have}/${need}`).join(', ')}`],
  };
}
