/**
 * One passage read every way a child could hear it: each age band, each sample child (a girl, a boy, no
 * gender; with and without details), several companions and the quests it may serve; what it must name
 * for its kind; its length and its grade.
 */
import { AGE_BANDS, MarkupError, parseMarkup, type MarkupNode } from '../../markup.js';
import { agesOf } from '../../engine/request.js';
import { slotProblems } from '../../slots/judge.js';
import { countWords, fleschKincaidGrade } from '../../text.js';
import type { Passage, PassageRole, Quest } from '../types.js';
import type { CheckIssue, CheckWith, Grades } from './report.js';
import {
  aloneWithCompanionIn,
  americanIn,
  outputProblems,
  pictureIssues,
  SLEEP_CUE,
  unsafeActIn,
  WORD_RANGES,
} from './rules.js';
import { longSentences, SENTENCE_WORDS } from '../../prose.js';
import { CHILDREN, renderSample, SAMPLE_COMPANIONS, siblingsBeside } from './samples.js';

export interface PassageCheck {
  kind: PassageRole;
  where: string;
  text: string;
  /** The quests it may serve (every sample reading takes one of them). */
  quests: readonly Quest[];
  /** A sample interest, for an interest scene. */
  interest?: string;
  /** For a chapter's recall and finale: last night's quest is another of these. */
  chapter?: boolean;
  /** The passage itself, for what its picture shows (checked once, so left out of all but one reading). */
  passage?: Passage;
}

/** What must be named in each kind of passage, by its slots. */
const MUST_NAME: [PassageRole | 'any', RegExp, string][] = [
  ['setup', /\{item(Full)?\}/, 'a set-up names {itemFull} or {item}'],
  ['setup', /\{(recipient|destination|goal)\}/, 'a set-up names {recipient}, {destination} or {goal}'],
  ['payoff', /\{item(Full)?\}/, 'a pay-off names {itemFull} or {item}'],
  ['payoff', /\{recipient\}/, 'a pay-off names {recipient}'],
  [
    'ending',
    /\{(item|itemFull|recipient)\}/,
    'an ending remembers the quest: {item}, {itemFull} or {recipient}',
  ],
  ['ending', SLEEP_CUE, 'an ending winds down to sleep (sleep, dream, yawn, goodnight...)'],
  [
    'close',
    /\{(item|itemFull|recipient)\}/,
    "a moment's ending remembers the quest: {item}, {itemFull} or {recipient}",
  ],
  ['close', SLEEP_CUE, "a moment's ending winds down to sleep (sleep, dream, yawn, goodnight...)"],
  [
    'rehearse',
    /\{(item|itemFull|itemHeld|recipient|destination)\}/,
    'a rehearsal serves the quest: {item}, {recipient} or {destination}',
  ],
  [
    'recall',
    /\{last(Item|Recipient|Destination)\}/,
    'a recall names last night: {lastItem}, {lastRecipient} or {lastDestination}',
  ],
  [
    'finale',
    /\{(item|itemFull|recipient)\}/,
    "a finale remembers tonight's quest: {item}, {itemFull} or {recipient}",
  ],
  [
    'finale',
    /\{last(Item|Recipient|Destination)\}/,
    'a finale remembers the nights before: {lastItem}, {lastRecipient} or {lastDestination}',
  ],
  ['finale', SLEEP_CUE, 'a finale winds down to sleep (sleep, dream, yawn, goodnight...)'],
  ['opening', /\{companionIntro\}/, 'an opening introduces the companion with {companionIntro}'],
  ['any', /\{name(?:'s)?\}/, 'names the child ({name})'],
  [
    'any',
    /\{(?:companion|Companion|companion's|Companion's|friends|Friends|companionIntro)\}/,
    'the companion takes part in every paragraph: {companion}, {Companion}, {friends}, ...',
  ],
];
const SERVES_QUEST: readonly PassageRole[] = [
  'scene',
  'journey',
  'interest',
  'setup',
  'payoff',
  'ending',
  'rehearse',
  'close',
  'finale',
];

export function checkPassage(
  input: PassageCheck,
  w: CheckWith,
  errors: CheckIssue[],
  warnings: CheckIssue[],
  grades: Grades,
): void {
  const { kind, where, text, quests } = input;
  let nodes: MarkupNode[];
  try {
    nodes = parseMarkup(text);
  } catch (error) {
    errors.push({ where, message: error instanceof MarkupError ? error.message : String(error) });
    return;
  }
  for (const p of slotProblems(nodes, kind)) errors.push({ where, message: p.message });
  const american = americanIn(text);
  if (american) errors.push({ where, message: `American or non-library spelling: "${american}"` });
  if (/[“”‘’]/.test(text)) errors.push({ where, message: 'curly quotes: use straight quotes' });
  const unsafe = unsafeActIn(text);
  if (unsafe) errors.push({ where, message: `unsafe act: ${unsafe}` });
  if (input.passage) {
    const picture = pictureIssues(input.passage);
    for (const message of picture.errors) errors.push({ where, message });
    for (const message of picture.warnings) warnings.push({ where, message });
  }

  const questSamples = quests.length ? quests : [null];
  const seen = new Set<string>();
  for (const band of AGE_BANDS) {
    for (const [childIndex, child] of CHILDREN.entries()) {
      const pronouns = w.pronouns[child.gender];
      for (const [ci, companionName] of SAMPLE_COMPANIONS.entries()) {
        const quest = questSamples[(ci + childIndex) % questSamples.length]!;
        const lastQuest = input.chapter ? questSamples[(ci + childIndex + 1) % questSamples.length]! : null;
        const companion = w.voices[companionName];
        let rendered: string;
        try {
          rendered = renderSample(nodes, {
            band,
            plainly: w.plainly,
            child,
            pronouns,
            companion,
            quest,
            lastQuest,
            choice: ci,
            previousSetting: ci % 2 ? 'orchard' : null,
            ...(input.interest ? { interest: input.interest } : {}),
          });
        } catch (error) {
          errors.push({ where, message: `does not render (${band}, ${child.gender}): ${String(error)}` });
          continue;
        }
        for (const problem of outputProblems(rendered)) {
          if (seen.has(problem)) continue;
          seen.add(problem);
          errors.push({
            where,
            message: `${problem} (${band}, ${child.gender}, ${companionName}): ${rendered}`,
          });
        }
        for (const long of longSentences(rendered, band)) {
          if (seen.has(`long ${band} ${long}`)) continue;
          seen.add(`long ${band} ${long}`);
          errors.push({
            where,
            message: `a sentence over ${SENTENCE_WORDS[band]} words for ${agesOf(band)}: "${long}"`,
          });
        }
        // The companion takes part for every age, not only in a band's own sentence.
        const companionHere =
          /\{companionIntro\}/.test(text) ||
          /\bfriends\b/i.test(rendered) ||
          rendered.toLowerCase().includes(companion.ref.toLowerCase());
        if (!companionHere && !seen.has('companion')) {
          seen.add('companion');
          errors.push({
            where,
            message: `the companion takes no part for ${agesOf(band)} (a band's sentence was its only one): ${rendered}`,
          });
        }
        if (quest && SERVES_QUEST.includes(kind) && !seen.has('quest')) {
          const q = (field: 'item' | 'itemFull' | 'recipient' | 'destination') =>
            renderSample(parseMarkup(quest[field]), {
              band,
              child,
              pronouns,
              companion,
              quest,
              choice: 0,
              plainly: w.plainly,
            });
          // The quest's thing, creature or place comes back (its refrain alone does not bring it back).
          const named = [q('item'), q('itemFull'), q('recipient'), q('destination')].some((v) =>
            rendered.toLowerCase().includes(v.toLowerCase()),
          );
          if (!named) {
            seen.add('quest');
            errors.push({ where, message: `never names the quest (${band}): ${rendered}` });
          }
        }
      }
    }
    // With one and two brothers or sisters in the story (their own lines come from siblings/): the
    // passage, written for the lead, must still read true of three or four.
    for (const count of [1, 2] as const) {
      const child = CHILDREN[count]!;
      const rendered = renderSample(nodes, {
        band,
        plainly: w.plainly,
        child,
        pronouns: w.pronouns[child.gender],
        companion: w.voices.Owl,
        quest: questSamples[count % questSamples.length]!,
        lastQuest: input.chapter ? questSamples[(count + 1) % questSamples.length]! : null,
        choice: count,
        siblings: siblingsBeside(child, count, count, w.pronouns),
        ...(input.interest ? { interest: input.interest } : {}),
      });
      const pair = aloneWithCompanionIn(rendered);
      const problems = [...outputProblems(rendered), ...(pair ? [pair] : [])];
      for (const problem of problems) {
        if (seen.has(problem)) continue;
        seen.add(problem);
        errors.push({ where, message: `${problem} (${band}, ${count + 1} children): ${rendered}` });
      }
    }
    // Grade and length: the plain way (no details), a child with no gender given, the bear.
    const child = CHILDREN[3]!;
    const plain = renderSample(nodes, {
      band,
      plainly: w.plainly,
      child,
      pronouns: w.pronouns[child.gender],
      companion: w.voices.Bear,
      quest: questSamples[0]!,
      lastQuest: input.chapter ? (questSamples[1] ?? null) : null,
      choice: 0,
      ...(input.interest ? { interest: input.interest } : {}),
    });
    const grade = fleschKincaidGrade(plain);
    const g = grades[band];
    g.sum += grade;
    g.n += 1;
    if (grade > g.worst) {
      g.worst = grade;
      g.worstWhere = where;
    }
    if (band === 'little' && grade > 4.5)
      warnings.push({ where, message: `hard for ${agesOf('little')}: grade ${grade.toFixed(1)}` });
    if (band === 'middle' && grade > 6)
      warnings.push({ where, message: `hard for ${agesOf('middle')}: grade ${grade.toFixed(1)}` });
    if (band === 'middle') {
      const words = countWords(plain);
      const [min, max] = WORD_RANGES[kind];
      if (words < min || words > max)
        errors.push({ where, message: `${words} words (keep ${min}-${max}): ${plain}` });
    }
  }
  for (const [role, pattern, message] of MUST_NAME)
    if ((role === 'any' || role === kind) && !pattern.test(text)) errors.push({ where, message });
}
