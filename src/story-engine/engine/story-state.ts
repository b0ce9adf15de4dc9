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
import { renderMarkup, type MarkupNode } from '../markup.js';
import type { Random } from '../random.js';
import type { CompanionPhrase, Detail, InterestForm, SlotContext } from '../slots/context.js';
import { resolveSlot } from '../slots/registry.js';
import type { Listener } from './listener.js';
import { parseCached, personal, PERSONAL } from './personal.js';

/** No wording of a companion's is heard more than this often in one story. */
export const MAX_PHRASE_USES = 2;
/** Places a scene moves on from as 'Outside, ' rather than 'Past the bedroom, '. */
const INDOORS: ReadonlySet<Setting> = new Set(['bedroom', 'kitchen']);

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
  /** Which of the child's interests {interest} names next, outside a scene of its own. */
  #interestTurn = 0;
  readonly #voice: CompiledVoice;

  constructor(
    private readonly library: StoryLibrary,
    private readonly listener: Listener,
    companion: keyof StoryLibrary['voices'],
    private readonly quest_: CompiledQuest,
    private readonly random: Random,
  ) {
    this.name = listener.name;
    this.pronouns = listener.pronouns;
    this.companionRef = library.voices[companion].ref;
    this.#voice = library.compiledVoices[companion];
  }

  /** Markup filled in this story: its slots from here, its wordings from the story's random stream. */
  fill(nodes: readonly MarkupNode[]): string {
    return renderMarkup(nodes, {
      band: this.listener.band,
      slot: (name, arg) => resolveSlot(this, name, arg),
      choose: (n) => this.random.int(0, n - 1),
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
  #companionWords(choices: [key: string, options: readonly MarkupNode[][]][]): string {
    for (const [key, options] of choices)
      if (options.length && this.#leastUsed(key, options.length) < MAX_PHRASE_USES)
        return this.fill(this.rotate(key, options));
    const [key, options] = choices[choices.length - 1]!;
    return this.fill(this.rotate(key, options));
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
    return this.#companionWords([
      [kind, own],
      [`any-${kind}`, anyone],
    ]);
  }

  ability(asked: readonly Ability[]): string {
    // The kinds asked for, in order, that this companion has; then its comfort; then anyone's help.
    const kinds: Ability[] = [...asked, 'comfort'];
    const abilities = this.#voice.abilities;
    return this.#companionWords([
      ...kinds
        .filter((k, i) => kinds.indexOf(k) === i && abilities[k]?.length)
        .map((k): [string, MarkupNode[][]] => [`ability:${k}`, abilities[k]!]),
      ['any-help', this.library.phrases.anyCompanion.help],
    ]);
  }

  quest(field: QuestField): string {
    return this.fill(this.quest_.fields[field]);
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

  detail(which: Detail): string | undefined {
    return personal(this.listener.details[which]);
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

  trait(moment: TraitMoment): string {
    const lines = this.library.compiledTraits;
    const fitting = this.listener.traits.filter((t) => lines[t]?.[moment]?.length);
    if (fitting.length === 0) return '';
    const trait = this.rotate(`trait-of:${moment}`, fitting);
    const line = this.rotate(`trait:${trait}:${moment}`, lines[trait]![moment]!);
    return ` ${personal(
      this.fill(line)
        .trim()
        .replace(/([.!?]["”]?)$/, `${PERSONAL}$1`),
    )} `;
  }
}
