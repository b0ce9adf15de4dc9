/**
 * What a slot's value is made from: the child, the companion, the quest, the place, the interest and the
 * personality a text is heard with. The generator gives one per story (engine/story-state.ts), with its
 * rotation and memory of what was said; the checker one per sample reading (library/check/sample.ts);
 * the registry (registry.ts) says which slot asks it for what.
 */
import type { QuestField } from '../library/types.js';
import type { Ability, Pronouns, TraitMoment } from '../library/voice-types.js';

/** The forms a child's interest takes: its topic ('horses'), one of it, many, a pet's name, its kind. */
export type InterestForm = 'topic' | 'one' | 'many' | 'pet' | 'petKind';
/** The child's looks and colour. */
export type Detail = 'hair' | 'eyes' | 'colour';
/** The companion's phrases a slot asks for by kind. */
export type CompanionPhrase = 'moves' | 'sound' | 'feature';

export interface SlotContext {
  /** The child's name as the story writes it ('Zoë'). */
  readonly name: string;
  readonly pronouns: Pronouns;
  /** The companion named mid-sentence ('the bear', 'Cosmic Defender'). */
  readonly companionRef: string;
  /** A noun phrase introducing the companion. */
  companionIntro(): string;
  companionPhrase(kind: CompanionPhrase): string;
  /** The companion's help: the first of the kinds it has words for. */
  ability(kinds: readonly Ability[]): string;
  /** A field of the story's quest; undefined where there is none. */
  quest(field: QuestField): string | undefined;
  /** A field of last night's quest, for tomorrow's chapter; undefined where there is none. */
  lastQuest(field: QuestField): string | undefined;
  /** How a scene moves on from the one before ('Past the orchard, '), or ''. */
  onward(): string;
  /** The place of the scene before ('the orchard'), inside an onward phrase. */
  place(): string | undefined;
  /** Undefined when the child's profile does not give it (the [detail] around it is dropped). */
  detail(which: Detail): string | undefined;
  interest(form: InterestForm): string | undefined;
  /** A sentence showing one of the child's traits at this moment, with a space each side, or ''. */
  trait(moment: TraitMoment): string;
  /** A brother or sister in the story, the first or second this line is about; undefined when none. */
  sibling(which: 0 | 1): { readonly name: string; readonly pronouns: Pronouns } | undefined;
  /** The detail of the sibling this line is about (the first); undefined when their profile does not say. */
  siblingDetail(which: Detail): string | undefined;
  /** How many children the story is about: 1, or 2-3 with brothers and sisters. */
  readonly children: number;
}
