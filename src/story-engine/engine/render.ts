/**
 * Rendering a plan: each passage filled in the order a child hears it, the Short story's mention of an
 * interest, the opening's line for a child who loves the companion's own animal, names not repeated at
 * the start of two sentences in a row, and, for a Premium profile whose passages carry too few of the
 * child's details, small touches of home.
 */
import { OLDER_BANDS, type AgeBand } from '../markup.js';
import { lengthInfo } from '../../shared/catalogue.js';
import type { ScenePicture, Setting } from '../../shared/settings.js';
import type { CompiledPassage } from '../library/compiled.js';
import type { SiblingList } from '../library/voice-types.js';
import type { StoryLibrary } from '../library/index.js';
import { longSentences, tidyProse, sentencesOf } from '../prose.js';
import { seededRandom } from '../random.js';
import { countWords, wholeWord } from '../text.js';
import { LINE_NIGHTS, NO_LINES, staleness, type HeardLines } from './lines.js';
import type { Listener, SiblingRef } from './listener.js';
import {
  insertNearEnd,
  insertNearStart,
  nameBesideCompanion,
  PERSONAL,
  PERSONAL_FLOOR,
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
  /**
   * A story that runs long with brothers and sisters: fewer of their lines (1); and no line at the set-up
   * but what their share needs, and no mention of an interest in a Short story (2).
   */
  lean: 0 | 1 | 2 = 0,
  /**
   * A Short story for an older child that would otherwise lose its one scene on the way: told without the
   * lines written for 8-12 only (`<big: ...>`; the `<grown: ...>` ones stay), so it still goes somewhere
   * within its length; a passage whose older telling is hardly longer than its 6-7 one keeps it.
   */
  brief = false,
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
  // A Short story has little room: its brothers and sisters take their shorter lines.
  const short = request.length === 'Short';
  storySequence(plan).forEach(({ passage, interest }, index) => {
    // A moment is raised where the opening happens (in bed, or out in the garden): its page stays there.
    const setting = passage.role === 'raise' ? plan.opening.setting : passage.setting;
    const picture = passage.role === 'raise' ? plan.opening.picture : passage.picture;
    state.currentSetting = setting;
    const tellParagraph = () => {
      state.beginParagraph();
      state.currentInterest = interest;
      // Told brief, an older child still hears a passage's own older telling where it is hardly longer
      // than the 6-7 one (most 10-12 tellings merge the same lines into fewer sentences).
      const band =
        brief &&
        OLDER_BANDS.includes(listener.band) &&
        passage.bandWords[listener.band] > passage.bandWords.middle * BRIEF_SLACK
          ? 'middle'
          : listener.band;
      let text = state.fill(passage.nodes, band);
      // A child's details that make a sentence longer than a 2-5-year-old follows ('forest green pyjama
      // sleeves') are left out of this paragraph; the touches bring them back elsewhere.
      if (longSentences(tidyProse(text), band).length) {
        const plainer = state.fill(passage.nodes, band, false);
        if (!longSentences(tidyProse(plainer), band).length) text = plainer;
      }
      if (index === 0 && companionIsInterest)
        text += ` ${state.fill(library.phrases.lines['companion-is-interest'] ?? [])}`;
      // A Short story (no interest scenes) mentions the child's first interest once, in its first scene.
      const mentionHere = plan.scenes.length ? index === FIRST_SCENE : index === 1;
      // (The leanest telling with brothers and sisters leaves it out.)
      if (mentionHere && request.length === 'Short' && interests.length && lean < 2) {
        const interestToMention = interests.find((i) => i !== companionIsInterest);
        if (interestToMention) {
          state.currentInterest = interestToMention;
          const own = library.interests[interestToMention.category]?.mentions ?? [];
          const mentions = own.length ? own : library.interests.generic.mentions;
          if (mentions.length)
            text = insertNearStart(tidyProse(text), state.fill(state.rotate('mention', mentions)));
        }
      }
      // Brothers and sisters: a line of their own at the paragraph's end (after the ending's sleep, the
      // last sibling falling asleep too: no pronoun of the lead's follows it).
      const siblingList = siblingListOf(passage, index, listener);
      if (siblingList) {
        // With two, {sib} is each of them in turn, paragraph by paragraph.
        state.siblingOrder = index % 2 ? [...listener.siblings].reverse() : listener.siblings;
        // A brother or sister who has not spoken yet is given a line that lets them.
        const silent = state.siblingOrder.filter((s) => !speaks(state.told, s.name));
        // The leanest telling says nothing of them at the set-up but what their share needs (below).
        const line =
          lean === 2 && passage.role === 'setup'
            ? undefined
            : siblingLine(library, state, siblingList, heardLines, short, `${state.told} ${text}`, (t) =>
                silent.some((s) => speaks(t, s.name)),
              );
        if (line) text = `${tidyProse(text)} ${line}`;
        // After the opening, each whose share of the story has fallen behind has a line of their own too
        // (in a lean telling, for a story that runs long, only one below a fifth).
        if (siblingList !== 'join')
          for (const behind of lean
            ? siblingsBehind(`${state.told} ${text}`, listener, 0.2).slice(0, 1)
            : siblingsBehind(`${state.told} ${text}`, listener)) {
            state.siblingOrder = [behind];
            const own = siblingLine(
              library,
              state,
              siblingList,
              heardLines,
              short,
              `${state.told} ${text}`,
              (t) => speaks(t, behind.name),
            );
            if (own) text = `${text} ${own}`;
          }
      }
      const siblingNames = listener.siblings.map((s) => s.name);
      return nameBesideCompanion(
        varyNameStarts(tidyProse(text), name, pronouns, siblingNames),
        name,
        state.companionRef,
      );
    };
    let told = freshest(state, heardLines, tellParagraph, seed + index * LINE_TRIES, listener.band);
    // After a sibling's line, the next paragraph names the lead rather than starting 'She ...'.
    if (index > 0 && siblingListOf(storySequence(plan)[index - 1]!.passage, index - 1, listener))
      told = leadNamedFirst(told, name, pronouns);
    marked.push(told);
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
    // A brother or sister from their own profile is told in their own details too: one touch each, after
    // their line joining the opening, while the story keeps its length.
    for (const sibling of listener.siblings) {
      if (!Object.values(sibling.details).some(Boolean)) continue;
      state.siblingOrder = [sibling];
      // Said even past the length: the story is told again with less room for the rest (tell.ts).
      const touch = firstTouch(library, state, 'sibling', heardLines);
      if (!touch) continue;
      marked[0] = `${marked[0]} ${touch}`;
      state.told = marked.join(' ');
    }
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
      // A moment's night keeps room for its rehearsal, a night with brothers and sisters for their lines,
      // and a Short story for its one scene once a tenth of its sentences carry a detail: a touch that would
      // take the story past its length is left out (the story is told again with fewer scenes only when the
      // passages overrun).
      const keepsRoom =
        plan.raise || listener.siblings.length > 0 || (short && personalOnes >= PERSONAL_FLOOR * sentences);
      if (keepsRoom && wordsOf(marked) + countWords(touch) > maxWords) continue;
      const paragraph = marked[index]!;
      // Where it cuts no sentence off from the one it leans on ('It laid a path of silver light').
      const touched = kind === 'ending' ? insertNearEnd(paragraph, touch) : insertNearStart(paragraph, touch);
      if (touched === undefined) continue;
      // Nor one that would leave a brother or sister with less than a fifth of the children's names.
      if (
        listener.siblings.length &&
        siblingsBehind(
          [...marked.slice(0, index), touched, ...marked.slice(index + 1)].join(' '),
          listener,
          0.2,
        ).length
      )
        continue;
      marked[index] = touched;
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

/**
 * Each brother and sister is at least this share of the children's names heard (with one sibling, and
 * with two): a little above the fifth the bench asks, as the lead's own passages come after.
 */
const SIBLING_SHARE = [0.25, 0.235];

/** The brothers and sisters below their share of the names in the story so far. */
export function siblingsBehind(
  told: string,
  listener: Listener,
  share = SIBLING_SHARE[listener.siblings.length - 1] ?? 0.2,
): SiblingRef[] {
  const count = (who: string) => told.match(wholeWord(who, 'gu'))?.length ?? 0;
  const counts = listener.siblings.map((s) => ({ s, n: count(s.name) }));
  const all = count(listener.name) + counts.reduce((sum, c) => sum + c.n, 0);
  return counts.filter((c) => c.n < share * all).map((c) => c.s);
}

/** Which sibling lines end this paragraph, if the story has brothers or sisters. */
function siblingListOf(passage: CompiledPassage, index: number, listener: Listener): SiblingList | null {
  if (!listener.siblings.length) return null;
  if (index === 0) return 'join';
  switch (passage.role) {
    case 'raise':
      return null;
    case 'payoff':
      return 'payoff';
    case 'ending':
    case 'close':
    case 'finale':
      return 'sleep';
    default:
      return passage.energy;
  }
}

/**
 * A sibling's line of a list, filled with the siblings in `state.siblingOrder`: of the first few in
 * rotation, the one heard on the fewest recent nights, never one the story has said already (`told`).
 */
function siblingLine(
  library: StoryLibrary,
  state: StoryState,
  list: SiblingList,
  heardLines: HeardLines,
  short: boolean,
  told: string,
  wanted: (text: string) => boolean,
): string | undefined {
  const count = state.siblingOrder.length > 1 ? 'two' : 'one';
  const options = library.siblings[count][list];
  let best: { text: string; cost: number } | undefined;
  for (let tries = 0; tries < options.length; tries++) {
    const text = tidyProse(state.fill(state.rotate(`sibling:${count}:${list}`, options)));
    if (told.includes(text)) continue;
    // A line heard lately costs its nights; one that is not what is wanted costs a little more.
    // In a Short story, a longer line costs a little too (a tenth for every five words).
    const cost =
      staleness(heardLines, text).cost + (wanted(text) ? 0 : 0.5) + (short ? countWords(text) / 50 : 0);
    if (!best || cost < best.cost) best = { text, cost };
    if ((cost === 0 || (tries >= LINE_TRIES && best.cost < 1)) && !short) break;
  }
  return best?.text;
}

/**
 * Whether `name` says something in the text: speech in quotes with the name just before or after it,
 * outside the quotes ('"Look!" gasped Leo', 'Leo whispered, "Look."').
 */
export function speaks(text: string, name: string): boolean {
  const named = wholeWord(name);
  for (const quote of text.matchAll(/["“][^"”]*["”]/g)) {
    const before =
      text
        .slice(0, quote.index)
        .replace(/["“][^"”]*["”]/g, ' ')
        .split(/[.!?]\s/)
        .at(-1) ?? '';
    const after = text.slice(quote.index + quote[0].length).split(/["“.!?]/)[0] ?? '';
    if (named.test(before) || named.test(after)) return true;
  }
  return false;
}

/**
 * A paragraph after a sibling's line names the lead instead of starting with the lead's pronoun: 'Ada
 * yawned.' then 'She ...' would read as Ada.
 */
function leadNamedFirst(paragraph: string, name: string, pronouns: { they: string }): string {
  const they = pronouns.they.charAt(0).toUpperCase() + pronouns.they.slice(1);
  if (!paragraph.startsWith(`${they} `)) return paragraph;
  const tail = paragraph.slice(they.length + 1);
  // 'They were' said of one child becomes 'Mia was'.
  return `${name} ${they.startsWith('They') ? singularVerb(tail) : tail}`;
}

const SINGULAR: Record<string, string> = { were: 'was', are: 'is', have: 'has', do: 'does' };
const singularVerb = (tail: string) => tail.replace(/^(\w+)\b/, (verb) => SINGULAR[verb] ?? verb);

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
    if (!text.includes(PERSONAL) || state.repeatsTonight(text)) continue;
    const { cost, most } = staleness(heardLines, text);
    // A touch the child has heard on LINE_NIGHTS recent nights is not said again: a detail of the child
    // is meant to sound like tonight, not like a refrain.
    if (most >= LINE_NIGHTS) continue;
    if (!best || cost < best.cost) best = { text, cost };
    if (cost === 0) break;
  }
  return best?.text;
}

/** A sentence this long or longer said twice in one story is heard as a repeat ('Thank you.' is not). */
const SAID_AGAIN_WORDS = 5;

/** How many other wordings of a paragraph are tried when the first has a line heard on LINE_NIGHTS nights. */
export const LINE_TRIES = 4;
/** How much longer than its 6-7 telling an older child's telling may be in a story told brief. */
const BRIEF_SLACK = 1.05;

/**
 * A paragraph told as the story's random stream has it; when a line of it was heard on LINE_NIGHTS recent
 * nights already, told again with other wordings (each {{a|b}} choice, companion phrase and trait line drawn
 * afresh) and the telling heard least kept, the first among equals. (The companion's and the trait's words
 * choose fresh ones themselves, story-state.ts; this catches the passages' own choices.) With nothing heard
 * that often, the first telling, as before lines.
 */
function freshest(
  state: StoryState,
  heard: HeardLines,
  tellParagraph: () => string,
  seed: number,
  band: AgeBand,
): string {
  // A line the story said tonight already ('The honey pot was still safe in the crook of her arm.', in two
  // scenes of a Long story) counts as one heard too often; so does a sentence longer than a young band
  // follows (an onward phrase, a two-word colour or interest beside a line that was short enough alone):
  // another telling of the paragraph (its other wordings and phrases) is tried.
  const tonight = state.saidTonight().sentences;
  const staleTonight = (text: string) => {
    const { cost, most } = staleness(heard, text);
    const plain = text.replaceAll(PERSONAL, '');
    const again = sentencesOf(plain).filter(
      (sentence) => tonight.has(sentence) && countWords(sentence) >= SAID_AGAIN_WORDS,
    ).length;
    const long = longSentences(plain, band).length;
    return again || long ? { cost: cost + 1000 * again + 500 * long, most: LINE_NIGHTS } : { cost, most };
  };
  const checkpoint = state.checkpoint();
  let best = tellParagraph();
  const first = staleTonight(best);
  let bestCost = first.cost;
  if (first.most < LINE_NIGHTS) return best;
  let bestState = checkpoint.keep();
  for (let k = 1; k <= LINE_TRIES && bestCost > 0; k++) {
    checkpoint.tryWith(seededRandom((seed + k) >>> 0));
    const text = tellParagraph();
    const { cost } = staleTonight(text);
    if (cost < bestCost) {
      best = text;
      bestCost = cost;
      bestState = checkpoint.keep();
    }
  }
  checkpoint.restore(bestState);
  return best;
}
