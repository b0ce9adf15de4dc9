/**
 * The shape of one theme's paragraph library, and the slot language its prose is written in.
 *
 * A story is: one intro, then alternately middle and development paragraphs (never repeating one),
 * then one conclusion (SPEC.md §4). Every paragraph is 50-110 words once its slots are filled.
 *
 * Slots (filled by the generator; anything else in braces is a bug that the tests catch):
 *   {name}            the child's name ("Mia").
 *   {companion}       the companion as it reads mid-sentence: "the bear", "Cosmic Defender".
 *   {Companion}       the same at the start of a sentence: "The bear", "Cosmic Defender".
 *   {companionIntro}  a noun phrase that introduces the companion:
 *                     "a big, gentle bear with fur as soft as a blanket",
 *                     "Cosmic Defender, a hero whose cape shimmered with tiny stars".
 *   {companionMoves}  a past-tense verb phrase for how the companion moves:
 *                     "padded along on soft, heavy paws", "swooped low with a swirl of starlight".
 *   {companionPower}  a past-tense verb phrase for the companion's special helpful act:
 *                     "wrapped everyone in a warm bear hug", "raised a glowing shield of starlight".
 *   {companionFeature} a noun phrase for what you notice about the companion, used after a
 *                     possessive: "soft brown fur", "shimmering starry cape" ({companion}'s {companionFeature}).
 *   {companionSound}  a noun phrase for a sound it makes: "a low, happy rumble", "a soft hum like a faraway rocket".
 *   {they} {them} {their} and {They} {Their}
 *                     the child's pronouns. With a gender: she/he, her/him, her/his.
 *                     WITHOUT a gender they become the child's name: {name}, {name}, {name}'s.
 *                     So: always write singular verbs ("{they} was", "{they} looks"), never a reflexive,
 *                     and never put a pronoun slot right after {name} in the same clause
 *                     ("{name} rubbed {their} eyes" would read "Mia rubbed Mia's eyes").
 *                     Prefer {name} as the subject of a new sentence; use pronoun slots sparingly.
 *   Never use a pronoun for the companion (it may be an animal or a hero of no stated sex):
 *   say {companion}, "{name}'s friend", "the two friends", "the two of them".
 *
 * Optional segments, for PREMIUM stories made from a character profile (DECISIONS.md §4):
 *   [ ... {favoriteColor} ... ]  a segment in square brackets is kept only when every optional slot
 *                     in it has a value; otherwise the whole segment, brackets included, is dropped.
 *                     The sentence must read correctly both ways:
 *                     "{Their} boots were waiting by the door[, the {favoriteColor} ones]." ->
 *                     "Her boots were waiting by the door, the red ones." / "Her boots were waiting by the door."
 *   Optional slots (only inside [ ]): {favoriteColor} ("red"), {hairColor} ("brown"),
 *                     {eyeColor} ("hazel"), {trait} (a lowercase adjective: "brave", "curious"),
 *                     {interest} (a plural noun or activity: "dinosaurs", "drawing").
 */
export interface ThemeTemplates {
  /** At least 5. Opens the story: bedtime or evening setting, meets the companion, sets up the theme. */
  intros: readonly string[];
  /** At least 14. The adventure's events, each about the theme. */
  middles: readonly string[];
  /** At least 14. Turns, small problems and what the child learns, each about the theme. */
  developments: readonly string[];
  /** At least 5. Winds down towards sleep: home, bed, a quiet thought about the theme, goodnight. */
  conclusions: readonly string[];
}
