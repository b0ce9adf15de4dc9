/**
 * Rendering a plan: each passage filled in the order a child hears it, the Short story's mention of an
 * interest, the opening's line for a child who loves the companion's own animal, names not repeated at
 * the start of two sentences in a row, and, for a Premium profile whose passages carry too few of the
 * child's details, small touches of home.
 */
import type { Setting } from '../../shared/settings.js';
import type { StoryLibrary } from '../library/index.js';
import { tidyProse, sentencesOf } from '../prose.js';
import { seededRandom } from '../random.js';
import { countWords } from '../text.js';
import type { Listener } from './listener.js';
import {
  insertAfterFirstSentence,
  insertBeforeLastSentence,
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
  wordCount: number;
  sentenceCount: number;
  personalCount: number;
}

/** The index of the first scene on the way (after the opening and the set-up). */
const FIRST_SCENE = 2;

export function render(
  library: StoryLibrary,
  listener: Listener,
  request: StoryRequest,
  plan: Plan,
  seed: number,
): Told {
  const state = new StoryState(library, listener, request.companion, plan.quest, seededRandom(seed));
  const { name, pronouns, interests, companionIsInterest } = listener;
  const marked: string[] = [];
  const parts: string[] = [];
  const settings: Setting[] = [];
  storySequence(plan).forEach(({ passage, interest }, index) => {
    state.currentInterest = interest;
    state.currentSetting = passage.setting;
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
    marked.push(varyNameStarts(tidyProse(text), name, pronouns));
    parts.push(passage.id);
    settings.push(passage.setting);
    state.previousSetting = passage.setting;
  });

  // Premium with a profile: at least PERSONAL_SHARE of the sentences carry a detail of the child. Where the
  // passages chosen leave it short, small touches of home (damp hair after the bath, the favourite-coloured
  // blanket) go into the opening, the ending, then the scenes.
  if (listener.customize) {
    state.currentInterest = undefined;
    const places: [index: number, kind: keyof StoryLibrary['touches']][] = [
      [0, 'opening'],
      [marked.length - 1, 'ending'],
      ...plan.scenes.map((_, i): [number, 'scene'] => [FIRST_SCENE + i, 'scene']),
    ];
    for (const [index, kind] of places) {
      const { sentences, personalOnes } = countPersonal(marked);
      if (personalOnes >= PERSONAL_SHARE * sentences) break;
      const touch = firstTouch(library, state, kind);
      if (!touch) continue;
      const paragraph = marked[index]!;
      marked[index] =
        kind === 'ending'
          ? insertBeforeLastSentence(paragraph, touch)
          : insertAfterFirstSentence(paragraph, touch);
    }
  }
  const { sentences: sentenceCount, personalOnes: personalCount } = countPersonal(marked);
  const paragraphs = marked.map((p) => p.replaceAll(PERSONAL, ''));
  return {
    childName: name,
    paragraphs,
    parts,
    settings,
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

/** The first of a kind's touches (in rotation) that the child's details fill; undefined when none does. */
function firstTouch(
  library: StoryLibrary,
  state: StoryState,
  kind: keyof StoryLibrary['touches'],
): string | undefined {
  const options = library.touches[kind];
  for (let tries = 0; tries < options.length; tries++) {
    const text = tidyProse(state.fill(state.rotate(`touch:${kind}`, options)));
    if (text.includes(PERSONAL)) return text;
  }
  return undefined;
}
