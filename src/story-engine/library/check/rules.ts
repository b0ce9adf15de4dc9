/** The library's own rules: its sizes, the grades and lengths it keeps to, and what a rendering must not be. */
import {
  PLAIN_PICTURE_SETTINGS,
  SCENE_PICTURES,
  SETTING_SHOWS,
  takesScenePicture,
  type ScenePicture,
} from '../../../shared/settings.js';
import type { Passage, PassageRole } from '../types.js';

/**
 * The share of a theme's scenes, of the journeys and of each interest category's scenes that move the quest
 * on (`role: onward`): the engine takes an onward scene while fewer than 60% of a story's do, so the library
 * needs at least that many, fresh, for a month of stories.
 */
export const ONWARD_SCENES = 0.6;

export const LIBRARY_SIZES = {
  openings: 14,
  quests: 15,
  setupsPerQuest: 2,
  payoffsPerQuest: 2,
  scenes: 28,
  endings: 18,
  /**
   * Endings that close no thread, so follow any opening: a month of one theme tells the others only after
   * their own openings (issue 28).
   */
  freeEndings: 12,
  /** Openings and endings every theme shares (frames.story), taken once a theme's own are heard. */
  sharedOpenings: 20,
  sharedEndings: 24,
  freeSharedEndings: 18,
  /** Shared by every theme: enough for a month of Long stories of one theme (issue 28). */
  journeys: 400,
  sceneSettings: 10,
  journeySettings: 6,
  /** A life moment's raisings, rehearsals (each in its own place) and endings: of each, at least. */
  momentPassages: 5,
  /** Tomorrow's chapter: recalls (a series has up to 4) and finales. */
  recalls: 10,
  finales: 8,
  /** Brothers' and sisters' lines, per list, for one sibling and for two (siblings/). */
  siblingLines: { join: 10, lively: 14, gentle: 14, calm: 14, payoff: 10, sleep: 10 },
  /** A brother's or sister's own touches (touches.story, sibling:). */
  siblingTouches: 8,
} as const;

/** The average Flesch-Kincaid grade a theme's passages may have per age band (stories: at most 3 and 4.5). */
export const GRADE_TARGETS = { toddler: 2.6, little: 2.6, middle: 3.9 } as const;

/** Filled word counts per kind of passage (middle band, typical values). */
export const WORD_RANGES: Record<PassageRole, readonly [min: number, max: number]> = {
  opening: [40, 85],
  setup: [45, 95],
  scene: [45, 95],
  journey: [45, 95],
  interest: [45, 95],
  payoff: [45, 95],
  ending: [40, 85],
  raise: [30, 80],
  rehearse: [45, 95],
  close: [50, 105],
  recall: [45, 90],
  finale: [60, 115],
};

export const SLEEP_CUE =
  /\b(sleep\w*|asleep|dream\w*|goodnight|good night|yawn\w*|snuggl\w*|eyes (closed|shut)|drowsy|drifted off|nodded off|slumber)\b/i;

/** American spellings and words a British library does not use. */
const AMERICAN =
  /\b(color\w*|gray\w*|favor\w*|neighbor\w*|center\w*|theater|mom|moms|pajamas|realiz\w*|organiz\w*|apologiz\w*|cozy|cozier|coziest|mold|jewelry|traveler\w*|traveled|traveling|flavor\w*|humor|honor\w*|behavior\w*|armor|harbor\w*|valor|candy|cookie jar|sidewalk|flashlight|diaper\w*|vacation|fall leaves|gotten|toward)\b/i;

/** The first American spelling of a text, outside its slots. */
export const americanIn = (text: string) => AMERICAN.exec(text.replace(/\{[^}]*\}/g, ''))?.[0];

/** Words a child may hear twice in a row ('plip, plip'; 'round and round'). */
const DOUBLED =
  /\b(very|far|hush|round|tap|plip|plop|drip|splash|pitter|patter|tick|tock|ding|dong|swish|knock|ho|la|boing|so|on|and|up|flap|zoom|whoosh|twinkle|buzz|bounce|hop|clip|clop|step|round and round)\b \1\b/gi;

/** What is wrong with a rendered text as a child would hear it. */
export function outputProblems(text: string): string[] {
  const problems: string[] = [];
  if (/[{}[\]<>|]/.test(text)) problems.push('markup left in the text');
  if (/\bundefined\b|\bnull\b|NaN/.test(text)) problems.push('"undefined" in the text');
  if (!/^["“']?[A-Z]/.test(text)) problems.push('does not start with a capital');
  if (!/[.!?]["”’']?$/.test(text)) problems.push('does not end a sentence');
  if (/ {2,}/.test(text)) problems.push('double space');
  if (/\b(\w+) \1\b/i.test(text.replace(DOUBLED, ''))) {
    const m = /\b(\w+) \1\b/i.exec(text);
    problems.push(`a word twice: "${m?.[0]}"`);
  }
  if (/\b(she|he) were\b|\bthey was\b/i.test(text)) problems.push('pronoun and verb disagree');
  if (/\b(herself|himself|themself|themselves)\b/.test(text)) problems.push('a reflexive pronoun');
  if (/\bMia rubbed Mia|Mia's Mia\b/.test(text)) problems.push('name doubled');
  return problems;
}

/**
 * What a text says of the child and the companion as a pair, wrong once brothers and sisters are in the
 * story: checked on every reading with one or two of them beside the child. The pair is {friends}.
 */
export function aloneWithCompanionIn(text: string): string | undefined {
  const pair = /\b(the two friends|just the two of them)\b/i.exec(text)?.[0];
  return pair && `"${pair}" with brothers or sisters in the story: write {friends}`;
}

/**
 * Acts a story never shows a child doing, even with the companion beside them (issue 28): crossing ice or a
 * frozen pond, riding a raft alone, going behind a waterfall. Each is a pattern and what to write instead.
 */
const UNSAFE_ACTS: readonly [pattern: RegExp, message: string][] = [
  [
    /\b(across|over|onto|on to|out on|out onto)\s+(the\s+|a\s+)?(ice|frozen\s+(pond|lake|river|stream|water))\b/i,
    'a child crosses ice or a frozen pond: go round it, on the bank',
  ],
  [
    /\b(pond|lake|river|stream)\s+had\s+frozen\b[^.!?]*\b(across|over)\s+it\b/i,
    'a child crosses a frozen pond: go round it, on the bank',
  ],
  [
    /\b(skat\w*|glid\w*)\s+(across|over|on)\s+the\s+(ice|pond|lake|river)\b/i,
    'a child skates on a frozen pond',
  ],
  [/\bbehind\s+(the\s+|a\s+)?waterfall/i, 'goes behind a waterfall: pass beside it, on a wide, dry path'],
  [
    /\bbehind\s+(the\s+|a\s+)?([a-z]+\s+){0,2}(falling\s+water|falls|curtain\s+of\s+water)\b/i,
    'goes behind a waterfall ("behind the falling water"): pass beside it, on a wide, dry path',
  ],
  [/\b(into|through)\s+(a|the)\s+(tunnel|curtain)\s+of\s+(falling\s+)?water\b/i, 'goes behind a waterfall'],
];
const ON_A_RAFT =
  /\{name\}[^.!?]*\b(climbed|stepped|hopped|jumped|got)\s+(aboard|on|onto)\b|\{name\}[^.!?]*\b(pushed off|poled)\b/i;
const WITH_COMPANION = /\{companion\}|\{Companion\}|\btogether\b|\bthe two friends\b/;

/** The first unsafe act in a passage's text, as a message, or undefined. */
export function unsafeActIn(text: string): string | undefined {
  for (const [pattern, message] of UNSAFE_ACTS) if (pattern.test(text)) return message;
  if (/\brafts?\b/i.test(text))
    for (const sentence of text.split(/(?<=[.!?])\s+|\n/))
      if (ON_A_RAFT.test(sentence) && !WITH_COMPANION.test(sentence))
        return 'a child rides a raft alone: the companion comes aboard too';
  return undefined;
}

/**
 * What a passage's words say its picture shows (issue 29): snow lying or falling, rain, autumn leaves,
 * blossom, sunflowers. Where a passage names one, its picture must show it: the place's own picture (the
 * snowy field is snowy), or the passage's `picture:` variant. `picture: none` says the words only mention it
 * (a story about snow told by the fire, a rainbow's rain long gone).
 */
export const PICTURE_WORDS: Record<ScenePicture, RegExp> = {
  snow: /\b(snow(?!\s*globe)|snowy|snowflakes?|snowdrifts?|sledg(e|es|ed|ing)|snowman|snowballs?)\b/i,
  rain: /\b(rain(?!bow)|raining|rained|raindrops?|drizzl\w*|downpour)\b/i,
  autumn: /\b(autumn|fallen leaves|falling leaves|crunchy leaves)\b/i,
  blossom: /\bblossoms?\b/i,
  sunflowers: /\bsunflowers?\b/i,
};

const SIMILE = /\b(like|as)\s+(a\s+|an\s+)?([a-z]+\s+){0,2}(snow\w*|rain\w*|sunflowers?|blossom)\b/gi;

/** Where a passage's picture contradicts its words, or its `picture:` cannot be drawn: messages. */
export function pictureIssues(passage: Passage): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const { setting, picture } = passage;
  if (picture && picture !== 'none' && !takesScenePicture(setting, picture))
    errors.push(
      PLAIN_PICTURE_SETTINGS.includes(setting)
        ? `picture: ${picture}: the ${setting}'s picture takes no variant (indoors, or beyond the weather)`
        : `picture: ${picture}: the ${setting}'s picture shows it already; leave the field out`,
    );
  if (picture || PLAIN_PICTURE_SETTINGS.includes(setting)) {
    if (picture && picture !== 'none' && !PICTURE_WORDS[picture].test(passage.text))
      warnings.push(`picture: ${picture}, but the text never says so`);
    return { errors, warnings };
  }
  // 'like snow', 'soft as falling rain', 'like a sunflower' are pictures of something else.
  const said = passage.text.replace(SIMILE, '');
  for (const variant of SCENE_PICTURES) {
    if (SETTING_SHOWS[setting]?.includes(variant)) continue;
    const named = PICTURE_WORDS[variant].exec(said);
    if (named)
      warnings.push(
        `the text says "${named[0]}" but the ${setting}'s picture shows none: add "picture: ${variant}" (or "picture: none" where it is only mentioned)`,
      );
  }
  return { errors, warnings };
}
