/** A theme's library checked as a whole (its passages, quests, sizes and grades), and the shared journeys. */
import { isOneOf } from '../../../shared/catalogue.js';
import { isSetting } from '../../../shared/settings.js';
import { agesOf } from '../../engine/request.js';
import { parseMarkup, type AgeBand, type MarkupNode } from '../../markup.js';
import { placeText } from '../load/places.js';
import {
  ENERGIES,
  QUEST_FIELDS,
  type Passage,
  type Quest,
  type Scene,
  type SharedFrames,
  type ThemeLibrary,
} from '../types.js';
import { checkPassage, type PassageCheck } from './passage.js';
import { checkThreads, type ThreadPassage } from './threads.js';
import {
  fileOf,
  gradeStats,
  newReport,
  whereOf,
  checkRoles,
  roleCounts,
  type CheckIssue,
  type CheckReport,
  type CheckWith,
  type Grades,
} from './report.js';
import { americanIn, GRADE_TARGETS, LIBRARY_SIZES, ONWARD_SCENES } from './rules.js';

/** Every passage of a theme's library: openings, scenes, endings, and its quests' setups and payoffs. */
function everyPassage(library: ThemeLibrary) {
  return [
    ...library.openings,
    ...library.scenes,
    ...library.endings,
    ...library.quests.flatMap((q) => [...q.setups, ...q.payoffs]),
  ];
}

/** Checks one theme's library (its places, when given, say where each problem was written). */
export function checkTheme(library: ThemeLibrary, w: CheckWith): CheckReport {
  const { errors, warnings, grades } = newReport();
  const { places } = w;
  const t = fileOf(places, library, library.theme);
  const check = (input: PassageCheck) => checkPassage(input, w, errors, warnings, grades);

  library.openings.forEach((p, i) =>
    check({
      kind: 'opening',
      where: whereOf(places, p, `${t} opening ${i + 1}`),
      text: p.text,
      quests: [],
      passage: p,
    }),
  );
  const questIds = new Set<string>();
  library.quests.forEach((q, qi) => {
    const where = whereOf(places, q, `${t} quest ${q.id || qi + 1}`);
    checkQuest(q, where, questIds, w, errors, warnings);
    for (const [kind, list] of [
      ['setup', q.setups],
      ['payoff', q.payoffs],
    ] as const)
      list.forEach((p, i) =>
        check({
          kind,
          where: whereOf(places, p, `${where} ${kind} ${i + 1}`),
          text: p.text,
          quests: [q],
          passage: p,
        }),
      );
  });
  for (const [kind, list] of [
    ['scene', library.scenes],
    ['ending', library.endings],
  ] as const)
    list.forEach((p, i) =>
      check({
        kind,
        where: whereOf(places, p, `${t} ${kind} ${i + 1}`),
        text: p.text,
        passage: p,
        quests: library.quests,
      }),
    );

  for (const p of everyPassage(library))
    if (!isSetting(p.setting)) errors.push({ where: t, message: `unknown setting ${p.setting}` });
  for (const s of library.scenes)
    if (!isOneOf(ENERGIES)(s.energy)) errors.push({ where: t, message: `unknown energy ${s.energy}` });
  checkRoles(library.scenes, t, places, ONWARD_SCENES, errors);
  sameTextTwice(everyPassage(library), t, errors);
  // A thread opened at home or in a set-up is closed by the quest's own pay-offs or the theme's endings.
  const at = (p: Passage): ThreadPassage => ({ passage: p, where: whereOf(places, p, `${t} ${p.id}`) });
  const endings = library.endings.map(at);
  const questOf = new Map(library.quests.flatMap((q) => q.setups.map((p) => [p, q] as const)));
  checkThreads(
    [...library.openings, ...library.quests.flatMap((q) => q.setups)].map(at),
    [...library.quests.flatMap((q) => q.payoffs), ...library.endings].map(at),
    errors,
    (opener) => {
      const quest = questOf.get(opener);
      return quest ? [...quest.payoffs.map(at), ...endings] : endings;
    },
  );

  const sizes: [string, number, number][] = [
    ['openings', library.openings.length, LIBRARY_SIZES.openings],
    ['quests', library.quests.length, LIBRARY_SIZES.quests],
    ['scenes', library.scenes.length, LIBRARY_SIZES.scenes],
    ['endings', library.endings.length, LIBRARY_SIZES.endings],
    ['endings any opening takes', library.endings.filter((e) => !e.closes).length, LIBRARY_SIZES.freeEndings],
    ['scene settings', new Set(library.scenes.map((s) => s.setting)).size, LIBRARY_SIZES.sceneSettings],
  ];
  for (const [what, have, need] of sizes)
    if (have < need) errors.push({ where: t, message: `${what}: ${have} of ${need}` });
  checkShares(everyPassage(library), t, grades, errors);
  return {
    errors,
    warnings,
    grades: gradeStats(grades),
    summary: [
      `${library.theme}: ${sizes.map(([what, have, need]) => `${what} ${have}/${need}`).join(', ')}`,
      `scene energies: ${energyCounts(library.scenes)}`,
      `scene roles: ${roleCounts(library.scenes)}`,
    ],
  };
}

/** A quest's own words: its id, its fields' markup and spelling, its refrain, its set-ups and pay-offs. */
function checkQuest(
  q: Quest,
  where: string,
  questIds: Set<string>,
  w: CheckWith,
  errors: CheckIssue[],
  warnings: CheckIssue[],
): void {
  if (!/^[a-z]+(-[a-z]+)*$/.test(q.id)) errors.push({ where, message: 'quest id must be kebab-case' });
  if (questIds.has(q.id)) errors.push({ where, message: 'duplicate quest id' });
  questIds.add(q.id);
  for (const field of QUEST_FIELDS) {
    const place = w.places?.field(q, field);
    const at = place ? placeText(place) : `${where} ${field}`;
    try {
      parseMarkup(q[field]);
    } catch (error) {
      errors.push({ where: at, message: String(error) });
    }
    const american = americanIn(q[field]);
    if (american) errors.push({ where: at, message: `American spelling "${american}"` });
  }
  if (!/^the\s/i.test(q.item))
    warnings.push({ where, message: `item should be definite ('the ...'): ${q.item}` });
  if (/[.!?"]$/.test(q.refrain)) errors.push({ where, message: 'refrain without quotes or final stop' });
  if (q.setups.length < LIBRARY_SIZES.setupsPerQuest)
    errors.push({ where, message: `needs ${LIBRARY_SIZES.setupsPerQuest} set-ups` });
  if (q.payoffs.length < LIBRARY_SIZES.payoffsPerQuest)
    errors.push({ where, message: `needs ${LIBRARY_SIZES.payoffsPerQuest} pay-offs` });
}

/** Checks the journeys every theme shares: each against every quest of the library. */
export function checkJourneys(
  journeys: readonly Scene[],
  allQuests: readonly Quest[],
  w: CheckWith,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  const { places } = w;
  const file = journeys[0] ? fileOf(places, journeys[0], 'journeys') : 'journeys';
  journeys.forEach((p, i) =>
    checkPassage(
      {
        kind: 'journey',
        where: whereOf(places, p, `journey ${i + 1}`),
        text: p.text,
        quests: allQuests,
        passage: p,
      },
      w,
      errors,
      warnings,
      grades,
    ),
  );
  for (const s of journeys) {
    if (!isSetting(s.setting)) errors.push({ where: file, message: `unknown setting ${s.setting}` });
    if (!isOneOf(ENERGIES)(s.energy)) errors.push({ where: file, message: `unknown energy ${s.energy}` });
  }
  sameTextTwice(journeys, file, errors);
  checkRoles(journeys, file, places, ONWARD_SCENES, errors);
  const sizes: [string, number, number][] = [
    ['journeys', journeys.length, LIBRARY_SIZES.journeys],
    ['journey settings', new Set(journeys.map((s) => s.setting)).size, LIBRARY_SIZES.journeySettings],
  ];
  for (const [what, have, need] of sizes)
    if (have < need) errors.push({ where: file, message: `${what}: ${have} of ${need}` });
  checkShares(journeys, file, grades, errors);
  return {
    errors,
    warnings,
    grades: gradeStats(grades),
    summary: [
      `journeys: ${sizes.map(([what, have, need]) => `${what} ${have}/${need}`).join(', ')}`,
      `energies: ${energyCounts(journeys)}`,
      `roles: ${roleCounts(journeys)}`,
    ],
  };
}

/**
 * Checks the openings and endings every theme shares (frames.story): each opening as a theme's, each ending
 * against every quest of the library, since any theme's story may end on it.
 */
export function checkFrames(
  frames: SharedFrames | undefined,
  allQuests: readonly Quest[],
  w: CheckWith,
): CheckReport {
  const { errors, warnings, grades } = newReport();
  const { places } = w;
  const { openings = [], endings = [] } = frames ?? {};
  const file = openings[0] ?? endings[0];
  const where = file ? fileOf(places, file, 'frames') : 'frames';
  for (const [kind, list, quests] of [
    ['opening', openings, []],
    ['ending', endings, allQuests],
  ] as const)
    list.forEach((p, i) =>
      checkPassage(
        { kind, where: whereOf(places, p, `shared ${kind} ${i + 1}`), text: p.text, quests, passage: p },
        w,
        errors,
        warnings,
        grades,
      ),
    );
  for (const p of [...openings, ...endings])
    if (!isSetting(p.setting)) errors.push({ where, message: `unknown setting ${p.setting}` });
  sameTextTwice([...openings, ...endings], where, errors);
  // A shared opening's thread is closed by a shared ending (a theme's endings know nothing of it).
  const at = (p: Passage): ThreadPassage => ({ passage: p, where: whereOf(places, p, `shared ${p.id}`) });
  checkThreads(openings.map(at), endings.map(at), errors);
  const sizes: [string, number, number][] = [
    ['shared openings', openings.length, LIBRARY_SIZES.sharedOpenings],
    ['shared endings', endings.length, LIBRARY_SIZES.sharedEndings],
    [
      'shared endings any opening takes',
      endings.filter((e) => !e.closes).length,
      LIBRARY_SIZES.freeSharedEndings,
    ],
  ];
  for (const [what, have, need] of sizes)
    if (have < need) errors.push({ where, message: `${what}: ${have} of ${need}` });
  checkShares([...openings, ...endings], where, grades, errors);
  return {
    errors,
    warnings,
    grades: gradeStats(grades),
    summary: [`frames: ${sizes.map(([what, have, need]) => `${what} ${have}/${need}`).join(', ')}`],
  };
}

const energyCounts = (scenes: readonly Scene[]) =>
  ENERGIES.map((e) => `${e} ${scenes.filter((s) => s.energy === e).length}`).join(', ');

function sameTextTwice(passages: readonly { text: string }[], where: string, errors: CheckIssue[]): void {
  const texts = new Set<string>();
  for (const p of passages) {
    if (texts.has(p.text)) errors.push({ where, message: `the same passage twice: ${p.text.slice(0, 60)}` });
    texts.add(p.text);
  }
}

/** Whether any age segment of the markup tells band `a` something other than band `b`. */
function tellsApart(nodes: readonly MarkupNode[], a: AgeBand, b: AgeBand): boolean {
  return nodes.some((n) =>
    n.kind === 'band'
      ? n.bands.includes(a) !== n.bands.includes(b) || tellsApart(n.body, a, b)
      : n.kind === 'detail'
        ? tellsApart(n.body, a, b)
        : n.kind === 'variants' && n.options.some((o) => tellsApart(o, a, b)),
  );
}

/** A group's share of passages that change by age, and its grades on average. */
function checkShares(
  passages: readonly { text: string }[],
  where: string,
  grades: Grades,
  errors: CheckIssue[],
) {
  if (passages.length < 20) return;
  // Told apart from what a 6-7-year-old hears, whatever the segments are called (markup.ts, BAND_SEGMENTS).
  const share = (...bands: AgeBand[]) =>
    passages.filter((p) => {
      const nodes = parseMarkup(p.text);
      return bands.some((band) => tellsApart(nodes, band, 'middle'));
    }).length / passages.length;
  const big = share('big', 'eldest');
  const young = share('toddler', 'little');
  if (big < 0.3)
    errors.push({
      where,
      message: `only ${Math.round(big * 100)}% of passages have a <big: ...> segment for ages 8-12 (at least 30%)`,
    });
  if (young < 0.6)
    errors.push({
      where,
      message: `only ${Math.round(young * 100)}% of passages change for ages 2-5 (<little:>/<grown:>; at least 60%)`,
    });
  const stats = gradeStats(grades);
  for (const [band, target] of Object.entries(GRADE_TARGETS) as [keyof typeof GRADE_TARGETS, number][]) {
    const mean = stats.find((g) => g.band === band)!.mean;
    if (mean > target)
      errors.push({
        where,
        message: `${agesOf(band)} read at grade ${mean.toFixed(2)} on average (at most ${target})`,
      });
  }
}
