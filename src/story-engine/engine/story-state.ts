/**
 * One telling's state, in one object: its random stream, which wordings it has used (so none is heard
 * more than twice), where the story is (the place before, the place now, the interest of this scene), and
 * what each slot says from there (it is the SlotContext the registry asks).
 */
import { SETTING_INFO, type Setting } from '../../shared/settings.js';
import type { CompiledQuest } from '../library/compiled.js';
import type { CompiledVoice, StoryLibrary } from '../library/index.js';
import type { Interest } from '../library/interest-words.js';
import type { QuestField } from '../library/types.js';
import type { Ability, TraitMoment } from '../library/voice-types.js';
import { renderMarkup, type AgeBand, type MarkupNode } from '../markup.js';
import { sayingFor } from '../plain-words.js';
import { sentencesOf, tidyProse } from '../prose.js';
import { wholeWord } from '../text.js';
import type { Random } from '../random.js';
import type { CompanionPhrase, Detail, InterestForm, SlotContext } from '../slots/context.js';
import { resolveSlot } from '../slots/registry.js';
import { LINE_NIGHTS, NO_LINES, nightsHeard, type HeardLines } from './lines.js';
import type { Listener, SiblingRef } from './listener.js';
import { CHILDS_THEY, parseCached, personal, PERSONAL } from './personal.js';

/** No wording of a companion's is heard more than this often in one story. */
export const MAX_PHRASE_USES = 2;
/** Places a scene moves on from as 'Outside, ' rather than 'Past the bedroom, '. */
const INDOORS: ReadonlySet<Setting> = new Set(['bedroom', 'kitchen']);

/** How many times a story may say one look or colour of the child (issue 28). */
export const DETAIL_TIMES = 2;
/**
 * How many times a story may name one of the child's interests where a touch would add it: its own scene
 * names it, and a touch or two more; a sixth "Ava thought of space." reads as a form filled in (issue 28).
 */
export const INTEREST_TIMES = 3;
/** How many times a story tells its quest's thing's sign of life in full ('gave a small, hopeful wobble'). */
export const ITEM_TELL_TIMES = 2;
const ITEM_TELL = 'quest:itemTell';

/** A word or phrase as a whole word, in any case ('sky blue' in 'Sky blue was her colour'). */
const wordPattern = (words: string) => wholeWord(words, 'giu');

/** What a paragraph's telling changes in the story's state. */
export interface Checkpoint {
  uses: ReadonlyMap<string, number>;
  interestTurn: number;
  interest: Interest | undefined;
}

export class StoryState implements SlotContext {
  readonly name: string;
  readonly pronouns: SlotContext['pronouns'];
  readonly companionRef: string;
  /** Where the story was in the paragraph before, and is now; the interest the scene is about. */
  previousSetting: Setting | null = null;
  currentSetting: Setting | null = null;
  currentInterest: Interest | undefined;
  /** Each wording's uses: `${key}#${index}`. */
  readonly #uses = new Map<string, number>();
  /**
   * The story told so far, with the marks of the child's details (render.ts keeps it), and the details
   * said in the paragraph being told: a look or colour is said at most DETAIL_TIMES a story.
   */
  told = '';
  readonly #detailsHere = new Map<string, number>();
  /** Which of the child's interests {interest} names next, outside a scene of its own. */
  #interestTurn = 0;
  readonly #voice: CompiledVoice;
  /** A wording's text -> the nights its most heard line was heard. */
  readonly #textNights = new Map<string, number>();
  /** The brothers and sisters in the order this line names them ({sib} first, then {sib2}). */
  siblingOrder: readonly SiblingRef[] = [];
  /** The story's random stream; another for a second try at a paragraph (`checkpoint`). */
  private random: Random;

  constructor(
    private readonly library: StoryLibrary,
    private readonly listener: Listener,
    companion: keyof StoryLibrary['voices'],
    private readonly quest_: CompiledQuest,
    random: Random,
    /** The lines the child heard on recent nights (none: choose as the rotation alone would). */
    private readonly heardLines: HeardLines = NO_LINES,
    /** Last night's quest, for tomorrow's chapter. */
    private readonly lastQuest_: CompiledQuest | null = null,
  ) {
    this.random = random;
    this.name = listener.name;
    this.pronouns = listener.pronouns;
    this.companionRef = library.voices[companion].ref;
    this.#voice = library.compiledVoices[companion];
  }

  /**
   * Where the telling is, to come back to: a paragraph told again with `random` (another wording of each
   * choice) starts from here, and `keep` of the try chosen leaves the story as that try left it.
   */
  checkpoint(): { tryWith(random: Random): void; keep(): Checkpoint; restore(to: Checkpoint): void } {
    const main = this.random;
    const at = this.#saved();
    return {
      tryWith: (random) => {
        this.#load(at);
        this.random = random;
      },
      keep: () => this.#saved(),
      restore: (to) => {
        this.#load(to);
        this.random = main;
      },
    };
  }

  #saved(): Checkpoint {
    return { uses: new Map(this.#uses), interestTurn: this.#interestTurn, interest: this.currentInterest };
  }

  #load(at: Checkpoint) {
    this.#uses.clear();
    for (const [key, count] of at.uses) this.#uses.set(key, count);
    this.#interestTurn = at.interestTurn;
    this.currentInterest = at.interest;
  }

  /**
   * Markup filled in this story: its slots from here, its wordings from the story's random stream, for the
   * listener's age band unless told another (a brief telling: render.ts).
   */
  /** `details: false` drops the [detail] segments (a young child's sentence they made too long). */
  fill(nodes: readonly MarkupNode[], band: AgeBand = this.listener.band, details = true): string {
    return renderMarkup(nodes, {
      band,
      details,
      slot: (name, arg) => resolveSlot(this, name, arg),
      choose: (n) => this.random.int(0, n - 1),
      ...sayingFor(band, this.library.phrases.plainly),
    });
  }

  #leastUsed(key: string, count: number): number {
    let least = Number.POSITIVE_INFINITY;
    for (let i = 0; i < count; i++) least = Math.min(least, this.#uses.get(`${key}#${i}`) ?? 0);
    return least;
  }

  /** One of the options, used as rarely as possible so far in this story. */
  rotate<T>(key: string, options: readonly T[]): T {
    const least = this.#leastUsed(key, options.length);
    const indexes = options.map((_, i) => i).filter((i) => (this.#uses.get(`${key}#${i}`) ?? 0) === least);
    const index = this.random.pick(indexes);
    this.#uses.set(`${key}#${index}`, least + 1);
    return options[index]!;
  }

  /** A companion's wording, none more than twice a story: then the next kind, then words any companion fits. */
  #companionWords(
    choices: [key: string, options: readonly MarkupNode[][]][],
    asSentence: (words: string) => string,
  ): string {
    if (this.heardLines.size) return this.#freshWords(choices, asSentence);
    for (const [key, options] of choices)
      if (options.length && this.#leastUsed(key, options.length) < MAX_PHRASE_USES)
        return this.fill(this.rotate(key, options));
    const [key, options] = choices[choices.length - 1]!;
    return this.fill(this.rotate(key, options));
  }

  /**
   * On how many recent nights the child heard the most heard line of this text (0: none heard), as the
   * story will say it: tidied ('they were'), and also opening with the pronoun where two sentences in a row
   * would open with the name (personal.ts, varyNameStarts).
   */
  #nightsHeard(text: string): number {
    const known = this.#textNights.get(text);
    if (known !== undefined) return known;
    let most = 0;
    const nights = (sentence: string) => (most = Math.max(most, nightsHeard(this.heardLines, sentence)));
    for (const sentence of sentencesOf(tidyProse(text.replaceAll(CHILDS_THEY, '')))) {
      nights(sentence);
      const rest = sentence.startsWith(this.name) ? sentence.slice(this.name.length) : '';
      // The pronoun as said: without the mark of a child with no gender, so 'They was' agrees ('They were').
      const pronoun = (word: string) => cap(word.replaceAll(CHILDS_THEY, ''));
      if (rest.startsWith("'s ")) nights(pronoun(this.pronouns.their) + rest.slice(2));
      else if (/^ \p{Ll}/u.test(rest)) nights(tidyProse(pronoun(this.pronouns.they) + rest));
    }
    this.#textNights.set(text, most);
    return most;
  }

  /**
   * The wording a child with a memory of lines hears: as #companionWords, but a wording whose sentence
   * (`asSentence`) was heard on LINE_NIGHTS recent nights gives way to the next kind or any companion's
   * words; then the least heard. Each option is filled once, and the one chosen is said as filled.
   */
  #freshWords(
    choices: [key: string, options: readonly MarkupNode[][]][],
    asSentence: (words: string) => string,
  ): string {
    type Option = { use: string; text: string; rank: number[] };
    const options: Option[] = [];
    choices.forEach(([key, list], kind) =>
      list.forEach((nodes, i) => {
        const use = `${key}#${i}`;
        const uses = this.#uses.get(use) ?? 0;
        const text = this.fill(nodes);
        const nights = this.#nightsHeard(asSentence(text));
        // Said tonight already, a wording costs no new night; else it is one night more for its line.
        const over = uses === 0 && nights >= LINE_NIGHTS ? nights : 0;
        const spent = uses >= MAX_PHRASE_USES ? 1 : 0;
        options.push({ use, text, rank: [spent, over, kind, uses, nights] });
      }),
    );
    const chosen = this.#best(options);
    this.#uses.set(chosen.use, (this.#uses.get(chosen.use) ?? 0) + 1);
    return chosen.text;
  }

  /** The option ranked first (its numbers compared in order), at random among equals. */
  #best<T extends { rank: number[] }>(options: readonly T[]): T {
    let best: T[] = [];
    for (const option of options) {
      const order = best.length ? compareRanks(option.rank, best[0]!.rank) : -1;
      if (order < 0) best = [option];
      else if (order === 0) best.push(option);
    }
    return this.random.pick(best);
  }

  companionIntro(): string {
    return this.fill(this.rotate('intro', this.#voice.intros));
  }

  companionPhrase(kind: CompanionPhrase): string {
    const any = this.library.phrases.anyCompanion;
    const lists: Record<CompanionPhrase, [MarkupNode[][], MarkupNode[][]]> = {
      moves: [this.#voice.moves, any.moves],
      sound: [this.#voice.sounds, any.sounds],
      feature: [this.#voice.features, any.features],
    };
    const [own, anyone] = lists[kind];
    const ref = cap(this.companionRef);
    return this.#companionWords(
      [
        [kind, own],
        [`any-${kind}`, anyone],
      ],
      // How a companion's phrase is most often said (companions.story): its own sentence.
      kind === 'moves' ? (w) => `${ref} ${w}.` : kind === 'sound' ? (w) => `${ref} gave ${w}.` : (w) => w,
    );
  }

  ability(asked: readonly Ability[]): string {
    // The kinds asked for, in order, that this companion has; then its comfort; then anyone's help.
    const kinds: Ability[] = [...asked, 'comfort'];
    const abilities = this.#voice.abilities;
    const ref = cap(this.companionRef);
    return this.#companionWords(
      [
        ...kinds
          .filter((k, i) => kinds.indexOf(k) === i && abilities[k]?.length)
          .map((k): [string, MarkupNode[][]] => [`ability:${k}`, abilities[k]!]),
        ['any-help', this.library.phrases.anyCompanion.help],
      ],
      (w) => `${ref} ${w}.`,
    );
  }

  quest(field: QuestField): string {
    if (field === 'itemTell') {
      // Its small sign of life, said in full twice a story; after that, 'The shiny conker did it again.'
      const told = this.#uses.get(ITEM_TELL) ?? 0;
      this.#uses.set(ITEM_TELL, told + 1);
      // (Not a state: 'smelled warm and spicy' is no thing done again.)
      const doing = !/^(smelled|smelt|felt|seemed|looked|was|did)\b/.test(this.quest_.quest.itemTell);
      if (doing && told >= ITEM_TELL_TIMES)
        return told === ITEM_TELL_TIMES ? 'did it again' : 'did it once more';
    }
    return this.fill(this.quest_.fields[field]);
  }

  /** Last night's quest, in a chapter (undefined in a first story: the checker says no slot needs it). */
  lastQuest(field: QuestField): string | undefined {
    return this.lastQuest_ ? this.fill(this.lastQuest_.fields[field]) : undefined;
  }

  onward(): string {
    const { previousSetting } = this;
    const phrases = this.library.phrases.onward;
    if (previousSetting === null) return '';
    if (previousSetting === this.currentSetting)
      return `${this.fill(this.rotate('onward-same', phrases.samePlace))} `;
    if (INDOORS.has(previousSetting)) return `${this.fill(this.rotate('onward-home', phrases.fromHome))} `;
    return `${this.fill(this.rotate('onward', phrases.fromPlace))} `;
  }

  place(): string | undefined {
    return this.previousSetting === null ? undefined : SETTING_INFO[this.previousSetting].name;
  }

  /** A new paragraph (or another try at one) is being told: its own details are counted afresh. */
  beginParagraph(): void {
    this.#detailsHere.clear();
  }

  /**
   * The child's look or colour, marked; undefined (its [detail] segment left out) once the story has said
   * it DETAIL_TIMES: 'black hair' four times in a story reads as a form filled in, not a child.
   */
  detail(which: Detail): string | undefined {
    return this.#detailOf(this.listener.details, which);
  }

  siblingDetail(which: Detail): string | undefined {
    const sibling = this.siblingOrder[0];
    return sibling ? this.#detailOf(sibling.details, which) : undefined;
  }

  /** A child's detail, marked as personal, unless the story has said it often enough already. */
  #detailOf(details: Record<Detail, string | undefined>, which: Detail): string | undefined {
    const value = personal(details[which]);
    if (value === undefined) return undefined;
    const here = this.#detailsHere.get(value) ?? 0;
    // A colour counts wherever the story says it (the penguin's orange beak too); hair and eyes where they
    // are the child's.
    const said =
      which === 'colour'
        ? (this.told.match(wordPattern(value.replace(PERSONAL, ''))) ?? []).length
        : this.told.split(value).length - 1;
    if (said + here >= DETAIL_TIMES) return undefined;
    this.#detailsHere.set(value, here + 1);
    return value;
  }

  #said = { told: '', plain: '', sentences: new Set<string>() };
  /** The story told so far without its marks, and its sentences: worked out again only when it grew. */
  saidTonight(): { plain: string; sentences: ReadonlySet<string> } {
    if (this.#said.told !== this.told) {
      const plain = this.told.replaceAll(PERSONAL, '');
      this.#said = { told: this.told, plain, sentences: new Set(sentencesOf(plain)) };
    }
    return this.#said;
  }

  /**
   * Whether a line added to tonight's story (a touch of the child) would repeat it: a sentence the story
   * said already, or an interest it has named INTEREST_TIMES times with this line.
   */
  repeatsTonight(text: string): boolean {
    const { plain: told, sentences: said } = this.saidTonight();
    const line = text.replaceAll(PERSONAL, '');
    if (sentencesOf(line).some((sentence) => said.has(sentence))) return true;
    return this.listener.interests.some((interest) => {
      const topic = this.fill(parseCached(interest.topic)).replaceAll(PERSONAL, '').trim();
      if (topic === '' || !wordPattern(topic).test(line)) return false;
      return (told.match(wordPattern(topic)) ?? []).length >= INTEREST_TIMES - 1;
    });
  }

  interest(form: InterestForm): string | undefined {
    const current = this.currentInterest;
    switch (form) {
      case 'topic': {
        const { interests } = this.listener;
        const interest =
          current ?? (interests.length ? interests[this.#interestTurn++ % interests.length] : undefined);
        return interest ? personal(this.fill(parseCached(interest.topic))) : undefined;
      }
      case 'one':
        return personal(current?.one ?? current?.topic);
      case 'many':
        return personal(current?.many ?? current?.topic);
      case 'pet':
        return personal(current?.petName ?? (current ? this.fill(parseCached(current.topic)) : undefined));
      case 'petKind':
        return personal(current?.petKind);
    }
  }

  get children(): number {
    return 1 + this.listener.siblings.length;
  }

  sibling(which: 0 | 1): SiblingRef | undefined {
    return this.siblingOrder[which];
  }

  trait(moment: TraitMoment): string {
    const lines = this.library.compiledTraits;
    const fitting = this.listener.traits.filter((t) => lines[t]?.[moment]?.length);
    if (fitting.length === 0) return '';
    let said: string;
    if (this.heardLines.size === 0) {
      const trait = this.rotate(`trait-of:${moment}`, fitting);
      said = this.fill(this.rotate(`trait:${trait}:${moment}`, lines[trait]![moment]!)).trim();
      // A Long story can come round its few lines: a line said tonight already is not said again.
      if (this.saidTonight().sentences.has(said)) return '';
    } else {
      // With a memory of lines: any fitting trait's line, the least used in this story, then one not heard
      // on LINE_NIGHTS recent nights; when every line is, none (a trait line is a sentence or nothing).
      const options = fitting.flatMap((trait) =>
        lines[trait]![moment]!.map((nodes, i) => {
          const use = `trait:${trait}:${moment}#${i}`;
          const text = this.fill(nodes).trim();
          const nights = this.#nightsHeard(text);
          return { use, text, nights, rank: [this.#uses.get(use) ?? 0, nights] };
        }),
      );
      const chosen = this.#best(options);
      // Every line heard lately, or each said tonight already: none.
      if (chosen.nights >= LINE_NIGHTS || (this.#uses.get(chosen.use) ?? 0) > 0) return '';
      this.#uses.set(chosen.use, (this.#uses.get(chosen.use) ?? 0) + 1);
      said = chosen.text;
    }
    return ` ${personal(said.replace(/([.!?]["”]?)$/, `${PERSONAL}$1`))} `;
  }
}

/** Ranks compared number by number: negative when `a` comes first. */
function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
