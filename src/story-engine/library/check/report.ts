/** What a check of the library finds, and where: each problem at the file and line it was written. */
import { AGE_BANDS, type AgeBand } from '../../markup.js';
import type { Companion } from '../../../shared/catalogue.js';
import { placeText, type SourcePlaces } from '../load/places.js';
import type { Scene } from '../types.js';
import type { CompanionVoice, Phrases } from '../voice-types.js';

export interface CheckIssue {
  /** 'themes/kindness.story:214' (or a description, for a library made in code). */
  where: string;
  message: string;
}

export interface GradeStats {
  band: AgeBand;
  mean: number;
  worst: number;
  worstWhere: string;
}

export interface CheckReport {
  errors: CheckIssue[];
  warnings: CheckIssue[];
  grades: GradeStats[];
  summary: string[];
}

/** What the checker reads a part of the library with: the companions, the pronouns, where things were written. */
export interface CheckWith {
  voices: Record<Companion, CompanionVoice>;
  pronouns: Phrases['pronouns'];
  places?: SourcePlaces;
  /** The library's text as a 2-3-year-old hears it (plain-words.story). */
  plainly?: ((text: string) => string) | undefined;
}

export type Grades = Record<AgeBand, { sum: number; n: number; worst: number; worstWhere: string }>;

/** What a check collects as it reads: its errors, its warnings and the grades per age band. */
export function newReport() {
  const grades = Object.fromEntries(
    AGE_BANDS.map((b) => [b, { sum: 0, n: 0, worst: -99, worstWhere: '' }]),
  ) as Grades;
  return { errors: [] as CheckIssue[], warnings: [] as CheckIssue[], grades };
}

export function gradeStats(grades: Grades): GradeStats[] {
  return AGE_BANDS.map((band) => ({
    band,
    mean: grades[band].n ? grades[band].sum / grades[band].n : 0,
    worst: grades[band].worst,
    worstWhere: grades[band].worstWhere,
  }));
}

/** Where a part of the library was written ('themes/kindness.story:214'), else a description of it. */
export function whereOf(places: SourcePlaces | undefined, target: object, label: string): string {
  const place = places?.of(target);
  return place ? placeText(place) : label;
}

/** Where one item of a list was written. */
export function whereOfItem(
  places: SourcePlaces | undefined,
  list: readonly unknown[],
  index: number,
  label: string,
): string {
  const place = places?.item(list, index);
  return place ? placeText(place) : label;
}

/** The file a part was written in, else its name. */
export function fileOf(places: SourcePlaces | undefined, target: object, label: string): string {
  return places?.of(target)?.file ?? label;
}

/** Every scene says what it does for the quest, and enough of them move it on (README, "A story's shape"). */
export function checkRoles(
  scenes: readonly Scene[],
  where: string,
  places: SourcePlaces | undefined,
  share: number,
  errors: CheckIssue[],
): void {
  for (const s of scenes)
    if (!s.role)
      errors.push({
        where: whereOf(places, s, where),
        message: 'a scene says what it does for the quest: role: onward (it moves it on) or role: aside',
      });
  const onward = scenes.filter((s) => s.role === 'onward').length;
  if (onward < share * scenes.length)
    errors.push({
      where,
      message: `scenes that move the quest on: ${onward} of ${scenes.length}, at least ${Math.ceil(share * scenes.length)} (README, "A story's shape")`,
    });
}

/** 'onward 20, aside 8' */
export const roleCounts = (scenes: readonly Scene[]) =>
  `onward ${scenes.filter((s) => s.role === 'onward').length}, aside ${scenes.filter((s) => s.role === 'aside').length}`;
