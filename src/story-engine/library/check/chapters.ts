/**
 * Tomorrow's chapter (chapters.story): every recall and finale read every way a child could hear it, with
 * every quest of every theme as tonight's and another as last night's, and enough of each that a series of
 * five chapters, and the next series, hear new ones.
 */
import type { ChapterLibrary, Passage, PassageRole, Quest } from '../types.js';
import { checkPassage } from './passage.js';
import { checkThreads, type ThreadPassage } from './threads.js';
import { fileOf, gradeStats, newReport, whereOf, type CheckReport, type CheckWith } from './report.js';
import { LIBRARY_SIZES } from './rules.js';

export function checkChapters(
  library: ChapterLibrary,
  allQuests: readonly Quest[],
  w: CheckWith,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  const { places } = w;
  const first = library.recalls[0] ?? library.finales[0];
  const file = first ? fileOf(places, first, 'chapters.story') : 'chapters.story';
  const lists: [PassageRole, ChapterLibrary['recalls'], number][] = [
    ['recall', library.recalls, LIBRARY_SIZES.recalls],
    ['finale', library.finales, LIBRARY_SIZES.finales],
  ];
  for (const [kind, list, need] of lists) {
    list.forEach((p, i) => {
      checkPassage(
        {
          kind,
          where: whereOf(places, p, `${kind} ${i + 1}`),
          text: p.text,
          quests: allQuests,
          passage: p,
          chapter: true,
        },
        w,
        errors,
        warnings,
        grades,
      );
      if (p.setting !== 'bedroom')
        errors.push({
          where: whereOf(places, p, `${kind} ${i + 1}`),
          message: `a ${kind} happens at home at bedtime (setting: bedroom)`,
        });
    });
    if (list.length < need) errors.push({ where: file, message: `${kind}s: ${list.length} of ${need}` });
  }
  // A thread a recall opens is closed by a series' finale (so only a last chapter tells that recall).
  const at = (p: Passage): ThreadPassage => ({ passage: p, where: whereOf(places, p, p.id) });
  checkThreads(library.recalls.map(at), library.finales.map(at), errors);
  return {
    errors,
    warnings,
    grades: gradeStats(grades),
    summary: [
      `chapters: recalls ${library.recalls.length}/${LIBRARY_SIZES.recalls}, finales ${library.finales.length}/${LIBRARY_SIZES.finales}`,
    ],
  };
}
