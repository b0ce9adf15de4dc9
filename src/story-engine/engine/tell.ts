/**
 * Telling a story to fit: planned, rendered, then re-planned with more or fewer (or shorter) scenes until
 * it fits its length; for a young listener, told again with other scenes (and then the plainest frame)
 * while it reads harder than the age allows, the plainest telling kept.
 */
import { OLDER_BANDS } from '../markup.js';
import { lengthInfo } from '../../shared/catalogue.js';
import { MESSAGES } from '../../shared/messages.js';
import type { CompiledTheme } from '../library/compiled.js';
import type { StoryLibrary } from '../library/index.js';
import { seededRandom } from '../random.js';
import { storyGrade } from '../text.js';
import { heardLinesOf } from './lines.js';
import { listenerOf } from './listener.js';
import { heardMap } from './memory.js';
import { storyMetadata } from './metadata.js';
import { SCENE_COUNTS, planStory, type Frame, type PlannedScene } from './plan.js';
import { render, siblingsBehind, type Told } from './render.js';
import {
  GRADE_CEILING,
  StoryGenerationError,
  type GeneratedStory,
  type StoryMemory,
  type StoryRequest,
} from './request.js';

export function tell(
  library: StoryLibrary,
  theme: CompiledTheme,
  request: StoryRequest,
  memory: StoryMemory,
): GeneratedStory {
  const random = seededRandom(request.seed);
  const listener = listenerOf(library, request);
  const { band } = listener;
  const { minWords, maxWords } = lengthInfo(request.length);
  const planner = planStory(library, theme, request, listener, heardMap(memory), random);
  const { quest, lastQuest } = planner;
  const heardLines = heardLinesOf(memory);
  let frame: Frame = planner.frame;

  // Fixed seeds for the parts after planning, so a re-plan with one scene more or fewer tells the rest alike.
  const renderSeed = random.int(0, 2 ** 31 - 1);
  // Brothers and sisters told with fewer lines, once a story with them has run long even at its fewest scenes.
  let lean: 0 | 1 | 2 = 0;
  // A Short story for an older child told without its 8-12-only lines, to keep its scene (render.ts).
  let brief = false;
  const tellWith = (scenes: PlannedScene[]) =>
    render(
      library,
      listener,
      request,
      { quest, lastQuest, ...frame, scenes },
      renderSeed,
      heardLines,
      lean,
      brief,
    );
  const inRange = (t: Told) => t.wordCount >= minWords && t.wordCount <= maxWords;
  const { min: minScenes, max: maxScenes } = SCENE_COUNTS[request.length];
  /**
   * Scenes chosen and counted until the story fits its length (shorter scenes when even one is too many).
   * `keepScene`: never the last scene; a story with brothers and sisters tries their fewer lines first.
   */
  const fitLength = (keepScene = listener.siblings.length > 0): Told => {
    let count = planner.sceneCount;
    let shorter = false;
    let shortFrame = false;
    let shortestFrame = false;
    brief = false;
    let told = tellWith(planner.chooseScenes(count, false, frame));
    for (let attempt = 0; attempt < 8 && !inRange(told); attempt++) {
      if (told.wordCount < minWords && count < maxScenes) count++;
      else if (told.wordCount > maxWords && count > Math.max(minScenes, 1)) count--;
      else if (told.wordCount > maxWords && !shorter) shorter = true;
      // A Short story with a rich profile, for an older child, keeps its one scene (a story goes somewhere)
      // and takes the shortest home and quest passages instead.
      else if (told.wordCount > maxWords && !shortFrame) {
        shortFrame = true;
        frame = planner.shortFrame();
      } else if (told.wordCount > maxWords && count > minScenes) count--;
      // An older child's Short story keeps its one scene, told without the lines for 8-12 only.
      else if (told.wordCount > maxWords && count > 0 && OLDER_BANDS.includes(band) && !brief) brief = true;
      // Only then, a Short story whose full profile leaves no room for even one scene (an older Premium
      // child's longer sentences): its set-up and pay-off still carry the quest, within its length.
      else if (told.wordCount > maxWords && count > 0 && !keepScene) count--;
      // Still too long: the shortest home and quest passages, even the ones heard lately.
      else if (told.wordCount > maxWords && !shortestFrame) {
        shortestFrame = true;
        frame = planner.shortestFrame();
      }
      told = tellWith(planner.chooseScenes(count, shorter, frame));
    }
    if (told.wordCount > maxWords && listener.siblings.length && lean < 2) {
      lean++;
      const leaner = fitLength(keepScene);
      lean--;
      // Fewer of their lines keep the scene only while every child still has a fair share of the names;
      // otherwise the story gives up its scene before their lines.
      if (
        !keepScene ||
        (inRange(leaner) && !siblingsBehind(leaner.paragraphs.join(' '), listener, 0.2).length)
      )
        return leaner;
    }
    if (keepScene && told.wordCount > maxWords && lean === 0) return fitLength(false);
    return told;
  };
  // Young listeners: a story past its age's grade is told again with other scenes, and the plainest kept.
  const grade = (t: Told) =>
    storyGrade(t.paragraphs.join(' '), [t.childName, ...listener.siblings.map((s) => s.name)]);
  let told = fitLength();
  const ceiling = GRADE_CEILING[band];
  for (let attempt = 0; attempt < 6 && grade(told) > ceiling; attempt++) {
    // Other scenes first; from the second retry on, the plainest home and quest passages too.
    if (attempt === 1) frame = planner.plainFrame();
    const other = fitLength();
    if ((inRange(other) || !inRange(told)) && grade(other) < grade(told)) told = other;
  }

  const content = told.paragraphs.join('\n\n');
  if (content.trim() === '') throw new StoryGenerationError(MESSAGES.generationFailed);
  const allWords = content.split(/\s+/);
  return {
    childName: told.childName,
    siblingNames: listener.siblings.map((s) => s.name),
    content,
    paragraphs: told.paragraphs,
    parts: told.parts,
    settings: told.settings,
    pictures: told.pictures,
    ageBand: band,
    wordCount: told.wordCount,
    metadata: storyMetadata(request, band, content, allWords, told.childName),
    seed: request.seed,
    questId: quest.id,
    interests: listener.interests,
    sentenceCount: told.sentenceCount,
    personalSentences: told.personalCount,
  };
}
