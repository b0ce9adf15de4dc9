/**
 * Rendering a plan: each passage filled in the order a child hears it, the Short story's mention of an
 * interest, the opening's line for a child who loves the companion's own animal, names not repeated at
 * the start of two sentences in a row, and, for a Premium profile whose passages carry too few of the
 * child's details, small touches of home.
 */
import { lengthInfo } from '../../shared/catalogue.js';
import type { ScenePicture, Setting } from '../../shared/settings.js';
import type { StoryLibrary } from '../library/index.js';
import { tidyProse, sentencesOf } from '../prose.js';
import { seededRandom } from '../random.js';
import { countWords } from '../text.js';
import { LINE_NIGHTS, NO_LINES, staleness, type HeardLines } from './lines.js';
import type { Listener } from './listener.js';
import {
  insertAfterFirstSentence,
  insertBeforeLastSentence,
  nameBesideCompanion,
  PERSONAL,
  PERSONAL_SHARE,
  varyNameStarts,
} from './personal.js';
import { storySequence, type Plan } from './plan.js';
import type { StoryRequest } from './request.js';
import { StoryState } from './story-state.js';

/** A telling of a plan, and what the fitting and the measures need of it. */
export interface Told {
  childName: string;
  paragraphs: string[];
  parts: string[];
  settings: Setting[];
  pictures: (ScenePicture | null)[];
  wordCount: number;
  sentenceCount: number;
  personalCount: number;
}

/** The index of the first scene on the way (after the opening, a moment's raising, and the set-up). */
const firstSceneOf = (plan: Plan) => (plan.raise ? 3 : 2);

export function render(
  library: StoryLibrary,
  listener: Listener,
  request: StoryRequest,
  plan: Plan,
  seed: number,
  heardLines: HeardLines = NO_LINES,
): Told {
  const state = new StoryState(
    library,
    listener,
    request.companion,
    plan.quest,
    seededRandom(seed),
    heardLines,
    plan.lastQuest ?? null,
  );
  const { name, pronouns, interests, companionIsInterest } = listener;
  const marked: string[] = [];
  const parts: string[] = [];
  const settings: Setting[] = [];
  const pictures: (ScenePicture | null)[] = [];
  const FIRST_SCENE = firstSceneOf(plan);
  storySequence(plan).forEach(({ passage, interest }, index) => {
    // A moment is raised where the opening happens (in bed, or out in the garden): its page stays there.
    const setting = passage.role === 'raise' ? plan.opening.setting : passage.setting;
    const picture = passage.role === 'raise' ? plan.opening.picture : passage.picture;
    state.currentSetting = setting;
    const tellParagraph = () => {
      state.beginParagraph();
      state.currentInterest = interest;
      let text = state.fill(passage.nodes);
      if (index === 0 && companionIsInterest)
        text += ` ${state.fill(library.phrases.lines['companion-is-interest'] ?? [])}`;
      // A Short story (no interest scenes) mentions the child's first interest once, in its first scene.
      const mentionHere = plan.scenes.length ? index === FIRST_SCENE : index === 1;
      if (mentionHere && request.length === 'Short' && interests.length) {
        const interestToMention = interests.find((i) => i !== companionIsInterest);
        if (interestToMention) {
          state.currentInterest = interestToMention;
          const own = library.interests[interestToMention.category]?.mentions ?? [];
          const mentions = own.length ? own : library.interests.generic.mentions;
          if (mentions.length)
            text = insertAfterFirstSentence(tidyProse(text), state.fill(state.rotate('mention', mentions)));
        }
      }
      return nameBesideCompanion(varyNameStarts(tidyProse(text), name, pronouns), name, state.companionRef);
    };
    marked.push(freshest(state, heardLines, tellParagraph, seed + index * LINE_TRIES));
    state.told = marked.join(' ');
    parts.push(passage.id);
    settings.push(setting);
    pictures.push(picture);
    state.previousSetting = setting;
  });

  // Premium with a profile: at least PERSONAL_SHARE of the sentences carry a detail of the child. Where the
  // passages chosen leave it short, small touches of home (damp hair after the bath, the favourite-coloured
  // blanket) go into the opening, the ending, then the scenes.
  if (listener.customize) {
    state.currentInterest = undefined;
    const { maxWords } = lengthInfo(request.length);
    const wordsOf = (paragraphs: readonly string[]) =>
      paragraphs.reduce((sum, p) => sum + countWords(p.replaceAll(PERSONAL, '')), 0);
    const places: [index: number, kind: keyof StoryLibrary['touches']][] = [
      [0, 'opening'],
      [marked.length - 1, 'ending'],
      ...plan.scenes.map((_, i): [number, 'scene'] => [FIRST_SCENE + i, 'scene']),
    ];
    for (const [index, kind] of places) {
      const { sentences, personalOnes } = countPersonal(marked);
      if (personalOnes >= PERSONAL_SHARE * sentences) break;
      const touch = firstTouch(library, state, kind, heardLines);
      if (!touch) continue;
      // A moment's night keeps room for its rehearsal: a touch that would take a story past its length
      // is left out (the story is told again with fewer scenes only when the passages overrun).
      if (plan.raise && wordsOf(marked) + countWords(touch) > maxWords) continue;
      const paragraph = marked[index]!;
      marked[index] =
        kind === 'ending'
          ? insertBeforeLastSentence(paragraph, touch)
          : insertAfterFirstSentence(paragraph, touch);
      state.told = marked.join(' ');
    }
  }
  // The touches may carry the pronoun of a child with no gender given too.
  for (let i = 0; i < marked.length; i++)
    marked[i] = nameBesideCompanion(marked[i]!, name, state.companionRef);
  const { sentences: sentenceCount, personalOnes: personalCount } = countPersonal(marked);
  const paragraphs = marked.map((p) => p.replaceAll(PERSONAL, ''));
  return {
    childName: name,
    paragraphs,
    parts,
    settings,
    pictures,
    wordCount: paragraphs.reduce((sum, p) => sum + countWords(p), 0),
    sentenceCount,
    personalCount,
  };
}

/** How many sentences there are, and how many carry a detail of the child. */
function countPersonal(marked: readonly string[]) {
  let sentences = 0;
  let personalOnes = 0;
  for (const paragraph of marked)
    for (const sentence of sentencesOf(paragraph)) {
      sentences++;
      if (sentence.includes(PERSONAL)) personalOnes++;
    }
  return { sentences, personalOnes };
}

/**
 * The first of a kind's touches (in rotation) that the child's details fill, and of those the one heard on
 * the fewest recent nights; undefined when none is filled, or every one filled was heard on LINE_NIGHTS.
 */
function firstTouch(
  library: StoryLibrary,
  state: StoryState,
  kind: keyof StoryLibrary['touches'],
  heardLines: HeardLines,
): string | undefined {
  const options = library.touches[kind];
  let best: { text: string; cost: number } | undefined;
  for (let tries = 0; tries < options.length; tries++) {
    state.beginParagraph();
    const text = tidyProse(state.fill(state.rotate(`touch:${kind}`, options)));
    if (!text.includes(PERSONAL)) continue;
    const { cost, most } = staleness(heardLines, text);
    // A touch the child has heard on LINE_NIGHTS recent nights is not said again: a detail of the child
    // is meant to sound like tonight, not like a refrain.
    if (most >= LINE_NIGHTS) continue;
    if (!best || cost < best.cost) best = { text, cost };
    if (cost === 0) break;
  }
  return best?.text;
}

/** How many other wordings of a paragraph are tried when the first has a line heard on LINE_NIGHTS nights. */
export const LINE_TRIES = 4;

/**
 * A paragraph told as the story's random stream has it; when a line of it was heard on LINE_NIGHTS recent
 * nights already, told again with other wordings (each {{a|b}} choice, companion phrase and trait line drawn
 * afresh) and the telling heard least kept, the first among equals. (The companion's and the trait's words
 * choose fresh ones themselves, story-state.ts; this catches the passages' own choices.) With nothing heard
 * that often, the first telling, as before lines.
 */
function freshest(state: StoryState, heard: HeardLines, tellParagraph: () => string, seed: number): string {
  const checkpoint = state.checkpoint();
  let best = tellParagraph();
  const first = staleness(heard, best);
  let bestCost = first.cost;
  if (first.most < LINE_NIGHTS) return best;
  let bestState = checkpoint.keep();
  for (let k = 1; k <= LINE_TRIES && bestCost > 0; k++) {
    checkpoint.tryWith(seededRandom((seed + k) >>> 0));
    const text = tellParagraph();
    const { cost } = staleness(heard, text);
    if (cost < bestCost) {
      best = text;
      bestCost = cost;
      bestState = checkpoint.keep();
    }
  }
  checkpoint.restore(bestState);
  return best;
}
