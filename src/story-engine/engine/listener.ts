/**
 * The child as a story knows them, worked out once per story: the name as a parent would write it, the
 * age band, the pronouns (or 'they'), and for Premium customization the looks, favourite colour, traits
 * and interests.
 */
import type { PersonalityTrait } from '../../shared/catalogue.js';
import type { StoryLibrary } from '../library/index.js';
import { isUnderstood, understandInterest, type Interest } from '../library/interest-words.js';
import type { Pronouns } from '../library/voice-types.js';
import type { AgeBand } from '../markup.js';
import { properName } from '../prose.js';
import type { Detail } from '../slots/context.js';
import { CHILDS_THEY } from './personal.js';
import { MAX_SIBLINGS } from '../../shared/catalogue.js';
import { ageBand, type StoryRequest } from './request.js';

export interface Listener {
  /** The name as the story writes it ('Zoë'). */
  name: string;
  band: AgeBand;
  pronouns: Pronouns;
  /** Premium 'story customization' with a profile: the details below are woven in. */
  customize: boolean;
  /** Undefined where the profile does not say (a [detail] around it is dropped). */
  details: Record<Detail, string | undefined>;
  traits: PersonalityTrait[];
  /** Up to 3, each with its own scene in Medium and Long stories. */
  interests: Interest[];
  /** An interest that is the companion's own animal (a child who loves foxes, with the fox): said in the
   * opening instead of given a scene. */
  companionIsInterest: Interest | undefined;
  /** Brothers and sisters in the story, each with their own name and pronouns. */
  siblings: SiblingRef[];
}

/** A brother or sister as a story says them. */
export interface SiblingRef {
  name: string;
  pronouns: Pronouns;
  /** Their own looks and colour, on Premium when the lead's are woven in too; none otherwise. */
  details: Record<Detail, string | undefined>;
}

export function listenerOf(library: StoryLibrary, request: StoryRequest): Listener {
  const profile = request.profile ?? null;
  const customize = Boolean(request.customize && profile);
  const gender = profile?.gender === 'Girl' || profile?.gender === 'Boy' ? profile.gender : 'none';
  const ownSpecies = new Set(library.voices[request.companion].species ?? []);
  const interests = customize
    ? (profile!.interests ?? [])
        .map((i) => i.trim())
        .filter((i) => i !== '')
        .map(understandInterest)
        // What the story cannot make sense of ('asdf') is left out, never read aloud as typed.
        .filter(isUnderstood)
        .slice(0, 3)
    : [];
  return {
    name: properName(request.childName),
    band: ageBand(request.age ?? profile?.age ?? null),
    pronouns:
      gender === 'none' ? childsThey(library.phrases.pronouns.none) : library.phrases.pronouns[gender],
    customize,
    details: detailsOf(customize ? profile : null),
    traits: customize
      ? (profile?.personality ?? []).filter((t): t is PersonalityTrait => t in library.traits)
      : [],
    interests,
    companionIsInterest: interests.find((i) => i.species && ownSpecies.has(i.species)),
    siblings: (request.siblings ?? []).slice(0, MAX_SIBLINGS).map((s) => ({
      name: properName(s.name),
      pronouns: library.phrases.pronouns[s.gender === 'Girl' || s.gender === 'Boy' ? s.gender : 'none'],
      details: detailsOf(customize ? s.details : null),
    })),
  };
}

/**
 * A child with no gender given is 'they': marked (CHILDS_THEY) so that, in a sentence beside the
 * companion, the name can stand in its place (personal.ts, nameBesideCompanion).
 */
function childsThey(pronouns: Pronouns): Pronouns {
  return {
    they: pronouns.they + CHILDS_THEY,
    them: pronouns.them + CHILDS_THEY,
    their: pronouns.their + CHILDS_THEY,
  };
}

/** A child's looks and colour as a story says them ('red' hair, a 'Sky Blue' blanket); none without. */
function detailsOf(
  profile:
    { hairColor?: string | null; eyeColor?: string | null; favoriteColor?: string | null } | null | undefined,
): Record<Detail, string | undefined> {
  return {
    hair: colourWord(profile?.hairColor)?.toLowerCase(),
    eyes: colourWord(profile?.eyeColor)?.toLowerCase(),
    colour: colourWord(profile?.favoriteColor),
  };
}

/** British spellings of colours a profile may hold. */
function colourWord(text: string | null | undefined): string | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const word = /^[\p{Lu}][\p{Ll} -]*$/u.test(value) ? value.toLowerCase() : value;
  return word.replace(/\bgray\b/gi, (g) => (g[0] === 'G' ? 'Grey' : 'grey')).replace(/\bcolor/gi, 'colour');
}
