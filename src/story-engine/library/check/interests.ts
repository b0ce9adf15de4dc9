/** The interest scenes and mentions, each heard with every sample interest of its category. */
import { AGE_BANDS, parseMarkup, type MarkupNode } from '../../markup.js';
import type { Quest } from '../types.js';
import type { InterestCategory } from '../voice-types.js';
import { checkPassage } from './passage.js';
import {
  checkRoles,
  gradeStats,
  newReport,
  whereOf,
  whereOfItem,
  type CheckIssue,
  type CheckReport,
  type CheckWith,
} from './report.js';
import { ONWARD_SCENES, outputProblems } from './rules.js';
import { CHILDREN, renderSample, SAMPLE_INTERESTS } from './samples.js';

export function checkInterests(
  categories: readonly InterestCategory[],
  allQuests: readonly Quest[],
  w: CheckWith,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  const { places } = w;
  /** A problem heard with one sample interest says which. */
  const withInterest = (interest: string, issues: CheckIssue[]) =>
    issues.map((e) => ({ where: e.where, message: `(with '${interest}') ${e.message}` }));
  for (const category of categories) {
    const samples = SAMPLE_INTERESTS[category.id] ?? ['dinosaurs'];
    const at = whereOf(places, category, category.id);
    if (category.scenes.length < 3)
      errors.push({ where: at, message: `scenes: ${category.scenes.length} of 3` });
    if (category.mentions.length < 3)
      errors.push({ where: at, message: `mentions: ${category.mentions.length} of 3` });
    checkRoles(category.scenes, at, places, ONWARD_SCENES, errors);
    category.scenes.forEach((scene, i) => {
      for (const interest of samples) {
        const found = { errors: [] as CheckIssue[], warnings: [] as CheckIssue[] };
        const where = whereOf(places, scene, `${category.id} scene ${i + 1}`);
        checkPassage(
          // What the picture shows is checked with the first sample only: it does not depend on it.
          {
            kind: 'interest',
            where,
            text: scene.text,
            quests: allQuests,
            interest,
            ...(interest === samples[0] ? { passage: scene } : {}),
          },
          w,
          found.errors,
          found.warnings,
          grades,
        );
        errors.push(...withInterest(interest, found.errors));
        warnings.push(...withInterest(interest, found.warnings));
      }
    });
    category.mentions.forEach((mention, i) => {
      for (const interest of samples) {
        const where = whereOfItem(places, category.mentions, i, `${category.id} mention ${i + 1}`);
        let nodes: MarkupNode[];
        try {
          nodes = parseMarkup(mention);
        } catch (error) {
          errors.push({ where, message: `(with '${interest}') ${String(error)}` });
          continue;
        }
        for (const band of AGE_BANDS)
          for (const child of CHILDREN) {
            const out = renderSample(nodes, {
              band,
              plainly: w.plainly,
              child,
              pronouns: w.pronouns[child.gender],
              companion: w.voices.Owl,
              quest: allQuests[0] ?? null,
              choice: 0,
              interest,
            });
            for (const problem of outputProblems(out))
              errors.push({ where, message: `(with '${interest}') ${problem}: ${out}` });
          }
      }
    });
  }
  return {
    errors,
    warnings,
    grades: gradeStats(grades),
    summary: [`${categories.length} interest categories`],
  };
}
