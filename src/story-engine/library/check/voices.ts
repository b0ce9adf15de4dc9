/**
 * The companions' phrases and the trait lines, each heard in the sentence it is made for, with every
 * sample child; and the engine's own words (touches, onward and any-companion phrases, lines).
 */
import { COMPANIONS, PERSONALITY_TRAITS } from '../../../shared/catalogue.js';
import { AGE_BANDS, parseMarkup, type MarkupNode } from '../../markup.js';
import { slotProblems } from '../../slots/judge.js';
import type { TextPlace } from '../../slots/registry.js';
import { countWords, fleschKincaidGrade } from '../../text.js';
import { LINE_MIN_WORDS } from '../../engine/lines.js';
import type { LibrarySource } from '../source.js';
import { placeText } from '../load/places.js';
import type { Quest } from '../types.js';
import { TRAIT_MOMENTS, type CompanionVoice, type Pronouns, type TraitLines } from '../voice-types.js';
import {
  gradeStats,
  newReport,
  whereOf,
  whereOfItem,
  type CheckIssue,
  type CheckReport,
  type CheckWith,
} from './report.js';
import { aloneWithCompanionIn, americanIn, LIBRARY_SIZES, outputProblems } from './rules.js';
import { longSentences, SENTENCE_WORDS } from '../../prose.js';
import { agesOf } from '../../engine/request.js';
import { CHILDREN, renderSample, siblingsBeside, type SampleChild } from './samples.js';

/** A phrase heard in its sentence, and where it was written. */
export type Heard = [where: string, sentence: string];

/** Each phrase of a list in the sentence it is heard in. */
const framed = (w: CheckWith, list: readonly string[], label: string, frame: (t: string) => string) =>
  list.map((t, i): Heard => [whereOfItem(w.places, list, i, label), frame(t)]);

/** Each sentence parsed, spelled and rendered for every sample child at every age. */
export function hearAll(
  sentences: readonly Heard[],
  w: CheckWith,
  errors: CheckIssue[],
  options: {
    place?: TextPlace;
    children?: readonly SampleChild[];
    /** The companion heard (the bear when not given). */
    companion?: CompanionVoice;
    /** The quest heard (none when not given). */
    quest?: Quest;
    /** Brothers and sisters heard beside each child ({sib}, {sib2}). */
    siblings?: (child: SampleChild) => readonly { name: string; pronouns: Pronouns }[];
    onRendered?: (out: string, child: SampleChild, band: string) => void;
  } = {},
): void {
  for (const [where, sentence] of sentences) {
    const long = new Set<string>();
    let nodes: MarkupNode[];
    try {
      nodes = parseMarkup(sentence);
    } catch (error) {
      errors.push({ where, message: String(error) });
      continue;
    }
    if (options.place)
      for (const p of slotProblems(nodes, options.place)) errors.push({ where, message: p.message });
    const american = americanIn(sentence);
    if (american) errors.push({ where, message: `American spelling "${american}"` });
    for (const band of AGE_BANDS)
      for (const child of options.children ?? CHILDREN) {
        const out = renderSample(nodes, {
          band,
          plainly: w.plainly,
          child,
          pronouns: w.pronouns[child.gender],
          companion: options.companion ?? w.voices.Bear,
          quest: options.quest ?? null,
          choice: 0,
          ...(options.siblings ? { siblings: options.siblings(child) } : {}),
        });
        for (const problem of outputProblems(out)) errors.push({ where, message: `${problem}: ${out}` });
        const [over] = longSentences(out, band);
        if (over && !long.has(band)) {
          long.add(band);
          errors.push({
            where,
            message: `a sentence over ${SENTENCE_WORDS[band]} words for ${agesOf(band)}: "${over}"`,
          });
        }
        const pair = options.siblings && aloneWithCompanionIn(out);
        if (pair) errors.push({ where, message: `${pair}: ${out}` });
        options.onRendered?.(out, child, band);
      }
    // With a brother and a sister in the story, a text about the child and the companion reads true of
    // four (a sibling's own lines are heard with theirs above).
    if (!options.siblings) {
      const child = CHILDREN[0]!;
      const out = renderSample(nodes, {
        band: 'middle',
        child,
        pronouns: w.pronouns[child.gender],
        companion: options.companion ?? w.voices.Bear,
        quest: options.quest ?? null,
        choice: 0,
        siblings: siblingsBeside(child, 2, 0, w.pronouns),
      });
      const pair = aloneWithCompanionIn(out);
      if (pair) errors.push({ where, message: `${pair}: ${out}` });
    }
  }
}

export function checkVoices(w: CheckWith): CheckReport {
  const { errors, warnings, grades } = newReport();
  for (const name of COMPANIONS) {
    const v = w.voices[name];
    const where = whereOf(w.places, v, name);
    const lists: [string, readonly string[], number][] = [
      ['intros', v.intros, 3],
      ['moves', v.moves, 4],
      ['sounds', v.sounds, 4],
      ['features', v.features, 3],
    ];
    for (const [what, list, min] of lists)
      if (list.length < min) errors.push({ where, message: `${what}: ${list.length} of ${min}` });
    const kinds = Object.entries(v.abilities).filter(([, l]) => (l?.length ?? 0) > 0);
    if (kinds.length < 6) errors.push({ where, message: `abilities: ${kinds.length} kinds of 6` });
    for (const [kind, list] of kinds)
      if ((list?.length ?? 0) < 3)
        errors.push({ where, message: `ability ${kind}: ${list?.length} wordings of 3` });
    // Heard with this companion: its own ref in {Companion}.
    hearAll(
      [
        ...framed(w, v.intros, `${name} intro`, (t) => `One night {name} met ${t}.`),
        ...framed(w, v.moves, `${name} moves`, (t) => `{Companion} ${t}.`),
        ...framed(w, v.sounds, `${name} sounds`, (t) => `{Companion} gave ${t}.`),
        ...framed(w, v.features, `${name} features`, (t) => `{name} stroked {companion's} ${t}.`),
        ...kinds.flatMap(([kind, list]) =>
          framed(w, list ?? [], `${name} ability ${kind}`, (t) => `{Companion} ${t}.`),
        ),
      ],
      w,
      errors,
      { companion: v },
    );
  }
  return { errors, warnings, grades: gradeStats(grades), summary: [`${COMPANIONS.length} companions`] };
}

export function checkTraits(traits: TraitLines, w: CheckWith): CheckReport {
  const { errors, warnings, grades } = newReport();
  let lines = 0;
  for (const trait of PERSONALITY_TRAITS) {
    const moments = traits[trait] ?? {};
    const at = whereOf(w.places, moments, trait);
    const filled = TRAIT_MOMENTS.filter((m) => (moments[m]?.length ?? 0) > 0);
    if (filled.length < 3) errors.push({ where: at, message: `lines for ${filled.length} moments of 3` });
    for (const m of filled) {
      const list = moments[m] ?? [];
      if (list.length < 2) errors.push({ where: at, message: `${m}: at least 2 lines` });
      lines += list.length;
      hearAll(
        list.map((line, i): Heard => [
          whereOfItem(w.places, list, i, `${trait} ${m}: ${line.slice(0, 50)}`),
          line,
        ]),
        w,
        errors,
        {
          place: 'trait',
          onRendered: (out, child, band) => {
            if (band !== 'little' || child !== CHILDREN[0]) return;
            grades.little.sum += fleschKincaidGrade(out);
            grades.little.n++;
          },
        },
      );
    }
  }
  return { errors, warnings, grades: gradeStats(grades), summary: [`${lines} trait lines`] };
}

/**
 * The engine's own words: each touch as a sentence a child with details hears (and carrying one), the
 * onward phrases opening a sentence, the any-companion phrases as a companion's own, the named lines.
 */
export function checkPhrases(source: Pick<LibrarySource, 'touches' | 'phrases'>, w: CheckWith): CheckReport {
  const { errors, warnings, grades } = newReport();
  const withDetails = CHILDREN.filter((c) => c.details);
  const { sibling = [], ...own } = source.touches ?? {};
  const touches = Object.values(own).flatMap((list) => framed(w, list, 'touch', (t) => t));
  hearAll(touches, w, errors, { place: 'touch', children: withDetails });
  // A touch shorter than a line the memory keeps would be said first every night (nothing remembers it).
  for (const [where, text] of touches) {
    const child = withDetails[0]!;
    const said = renderSample(parseMarkup(text), {
      band: 'middle',
      child,
      pronouns: w.pronouns[child.gender],
      companion: w.voices.Bear,
      quest: null,
      choice: 0,
    });
    if (countWords(said) < LINE_MIN_WORDS)
      errors.push({
        where,
        message: `a touch of ${LINE_MIN_WORDS} words or more, so the memory of lines rotates it: "${said}"`,
      });
  }
  // A brother's or sister's touches: about them, carrying a detail of their own, beside one sibling or two.
  const siblingTouches = framed(w, sibling, 'touch', (t) => t);
  for (const count of [1, 2] as const)
    hearAll(siblingTouches, w, errors, {
      place: 'sibling',
      children: withDetails,
      siblings: (child) => siblingsBeside(child, count, count, w.pronouns),
    });
  if (sibling.length < LIBRARY_SIZES.siblingTouches)
    errors.push({
      where: 'touches',
      message: `sibling: ${sibling.length} touches of ${LIBRARY_SIZES.siblingTouches}`,
    });
  const { onward, anyCompanion, lines } = source.phrases;
  // A plain word is said in words a toddler knows: none of them on the list again.
  const plainWords = source.phrases.plainWords ?? {};
  for (const [word, plain] of Object.entries(plainWords)) {
    const again = plain.split(/[\s-]+/).find((w) => w !== word && plainWords[w] !== undefined);
    if (plain.split(/[\s-]+/).includes(word) || again)
      errors.push({
        where: `plain words: ${word}`,
        message: `"${plain}" uses a word on the list (${again ?? word})`,
      });
  }
  hearAll(
    Object.values(onward).flatMap((list) => framed(w, list, 'onward', (t) => `${t} the path went on.`)),
    w,
    errors,
  );
  hearAll(
    [
      ...framed(w, anyCompanion.moves, 'any-companion moves', (t) => `{Companion} ${t}.`),
      ...framed(w, anyCompanion.sounds, 'any-companion sounds', (t) => `{Companion} gave ${t}.`),
      ...framed(
        w,
        anyCompanion.features,
        'any-companion features',
        (t) => `{name} stroked {companion's} ${t}.`,
      ),
      ...framed(w, anyCompanion.help, 'any-companion help', (t) => `{Companion} ${t}.`),
    ],
    w,
    errors,
  );
  hearAll(
    Object.entries(lines).map(([name, text]): Heard => {
      const place = w.places?.field(lines, name);
      return [place ? placeText(place) : `line ${name}`, text];
    }),
    w,
    errors,
    { place: 'line', children: withDetails },
  );
  return {
    errors,
    warnings,
    grades: gradeStats(grades),
    summary: [
      `touches ${touches.length + siblingTouches.length}, lines ${Object.keys(lines).length}, onward and any-companion phrases`,
    ],
  };
}
