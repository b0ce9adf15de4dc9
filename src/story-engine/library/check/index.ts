/**
 * The library's own rules, checked by rendering every passage every way a child could hear it: each age,
 * gender (and none), with and without a profile's details, with each quest it may serve and several
 * companions. Used by the library's tests and by `npm run library:check` while writing; each problem is
 * reported where it was written (`themes/kindness.story:214`).
 *
 * passage.ts reads one passage; themes.ts a theme and the journeys; voices.ts the companions, the traits
 * and the engine's phrases; interests.ts the interest scenes; samples.ts the sample readings; rules.ts
 * the sizes, grades and spellings; report.ts what a check returns.
 */
import { plainly } from '../../plain-words.js';
import type { SourcePlaces } from '../load/places.js';
import type { LibrarySource } from '../source.js';
import { MOMENTS } from '../../../shared/moments.js';
import { checkInterests } from './interests.js';
import { checkChapters } from './chapters.js';
import { checkMoment } from './moments.js';
import { checkSiblings } from './siblings.js';
import type { CheckReport, CheckWith } from './report.js';
import { checkFrames, checkJourneys, checkTheme } from './themes.js';
import { checkPhrases, checkTraits, checkVoices } from './voices.js';

export type { CheckReport, CheckWith } from './report.js';
export { renderSample, SAMPLE_INTERESTS } from './samples.js';
/** What the checker reads the library with. */
export const checkWith = (source: LibrarySource, places?: SourcePlaces): CheckWith => ({
  voices: source.voices,
  pronouns: source.phrases.pronouns,
  ...(places ? { places } : {}),
  plainly: source.phrases.plainWords && plainly(source.phrases.plainWords),
});

/** The parts of the library a check can read on its own, by name. */
export type LibraryPart =
  | 'themes'
  | 'journeys'
  | 'frames'
  | 'moments'
  | 'chapters'
  | 'siblings'
  | 'companions'
  | 'traits'
  | 'interests'
  | 'phrases';

/** Every report of the library, a titled one per part (each theme its own), or of the parts asked for. */
export function checkLibrary(
  source: LibrarySource,
  places?: SourcePlaces,
  wants: (part: LibraryPart, name: string) => boolean = () => true,
): [title: string, report: CheckReport][] {
  const w = checkWith(source, places);
  const allQuests = source.themes.flatMap((t) => t.quests);
  const reports: [string, CheckReport][] = [];
  for (const theme of source.themes)
    if (wants('themes', theme.theme)) reports.push([theme.theme, checkTheme(theme, w)]);
  if (wants('journeys', 'journeys')) reports.push(['journeys', checkJourneys(source.journeys, allQuests, w)]);
  if (wants('frames', 'frames')) reports.push(['frames', checkFrames(source.frames, allQuests, w)]);
  for (const moment of MOMENTS)
    if (wants('moments', moment))
      reports.push([
        `moment ${moment}`,
        checkMoment(
          moment,
          source.moments.find((m) => m.moment === moment),
          allQuests,
          w,
        ),
      ]);
  if (wants('chapters', 'chapters')) reports.push(['chapters', checkChapters(source.chapters, allQuests, w)]);
  if (wants('siblings', 'siblings')) reports.push(['siblings', checkSiblings(source.siblings, allQuests, w)]);
  if (wants('companions', 'companions')) reports.push(['companions', checkVoices(w)]);
  if (wants('traits', 'traits')) reports.push(['traits', checkTraits(source.traits, w)]);
  if (wants('interests', 'interests'))
    reports.push(['interests', checkInterests(source.interests, allQuests, w)]);
  if (wants('phrases', 'phrases')) reports.push(['touches and phrases', checkPhrases(source, w)]);
  return reports;
}
