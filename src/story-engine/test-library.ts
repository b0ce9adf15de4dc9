/**
 * A small library made for the engine's own tests: every passage says what it is ("scene 7"), so a test
 * can see what the engine chose, and its words are plain so lengths are predictable.
 */
import { COMPANIONS, PERSONALITY_TRAITS, type Companion } from '../shared/catalogue.js';
import type { Setting } from '../shared/settings.js';
import { buildLibrary, LIBRARY_SOURCE, type StoryLibrary } from './library/index.js';
import { INTEREST_CATEGORY_IDS } from './library/interest-words.js';
import type { Energy, Quest, Scene, SceneRole, SharedFrames, ThemeLibrary } from './library/types.js';
import type { CompanionVoice, TraitLines } from './library/voice-types.js';

/** About 60 words of plain filler, so passages have realistic lengths. */
const FILLER =
  'The night was soft and still. The stars were out. The grass was cool and wet. A small wind went by. ' +
  'The moon was round and bright. The path was long but kind. They walked on and on. All was calm. ' +
  'The trees stood tall. A bird sang one low note. The sky was deep and blue. The air smelt of rain.';

const SETTINGS_CYCLE: Setting[] = ['orchard', 'pond', 'forest', 'meadow', 'beach', 'castle', 'cave', 'river'];
const ENERGY_CYCLE: Energy[] = ['lively', 'gentle', 'calm'];

/** A long sentence for 8-12 only, for the home and quest passages of a library that asks for it. */
const BIG_LINE =
  '<big:Far away over the hills the old owls were counting the stars one by one, slowly and carefully, ' +
  'and the wind was telling the tall grass a long story about the sea, the ships and the harbour lights.>';

/** A line 10-12 hear in their own words, no longer than what 2-9 hear: kept in a story told brief. */
const OLDER_TELLING = '<2-9:The lamp was low.><10-12:The lamp burned low.>';

function quest(n: number, big = ''): Quest {
  return {
    id: `quest-${'abcdefghij'[n]}`,
    item: `the token ${n}`,
    itemFull: `the shining token number ${n}`,
    itemHeld: 'in {their} pocket',
    itemTell: 'gave a small glow',
    recipient: `Keeper ${n}`,
    destination: `the tower of Keeper ${n}`,
    goal: `bring the token ${n} to Keeper ${n}`,
    refrain: `Step by step to tower ${n}`,
    setups: [1, 2].map((s) => ({
      id: `setup-${n}-${s}`,
      setting: 'garden' as const,
      text: `Setup ${n}.${s}. {name} found {itemFull} and had to {goal}. ${FILLER}${big}`,
    })),
    payoffs: [1, 2].map((s) => ({
      id: `payoff-${n}-${s}`,
      setting: 'castle' as const,
      text: `Payoff ${n}.${s}. {name} gave {item} to {recipient} at {destination}. ${FILLER}${big}`,
    })),
  };
}

/** Every n-th scene (the first of each n) moves the quest on, the rest are asides; none say so without n. */
const roleOf = (i: number, onwardEvery: number | undefined): { role?: SceneRole } =>
  onwardEvery ? { role: i % onwardEvery === 0 ? 'onward' : 'aside' } : {};

export function fixtureTheme(
  options: {
    scenes?: number;
    openings?: number;
    foxScene?: boolean;
    onwardEvery?: number;
    /** Home and quest passages with a long sentence for 8-12 only. */
    bigFrame?: boolean;
    /** Openings 1 and 2 open the thread 'photo-by-bed' and ending 1 closes it (`opens:`, `closes:`). */
    threads?: boolean;
  } = {},
): ThemeLibrary {
  const scenes = options.scenes ?? 30;
  const openings = options.openings ?? 14;
  const big = options.bigFrame ? ` ${BIG_LINE}` : '';
  const older = options.bigFrame ? ` ${OLDER_TELLING}` : '';
  return {
    theme: 'Friendship',
    openings: Array.from({ length: openings }, (_, i) => ({
      id: `opening-${i + 1}`,
      setting: 'bedroom' as const,
      text: `Opening ${i + 1}. {name} met {companionIntro}. <little:Little words.><middle:Middle words.><big:Big words here.> ${FILLER}${big}`,
      ...(options.threads && i < 2 ? { opens: 'photo-by-bed' } : {}),
    })),
    quests: [0, 1, 2, 3].map((n) => quest(n, big)),
    scenes: [
      ...Array.from({ length: scenes }, (_, i) => ({
        id: `friendship.c.${i + 1}`,
        setting: SETTINGS_CYCLE[i % SETTINGS_CYCLE.length]!,
        energy: ENERGY_CYCLE[i % 3]!,
        ...roleOf(i, options.onwardEvery),
        text: `{onward}scene ${i + 1} (${ENERGY_CYCLE[i % 3]}). {name} held {item} tight[ and {their} {hair} hair shone]. {name} was glad. {item} was safe {itemHeld}. {companion} {moves}. {companion} {ability:light,guide}. {trait:help} ${FILLER}${older}`,
      })),
      ...(options.foxScene
        ? [
            {
              id: 'friendship.c.fox',
              setting: 'forest' as const,
              energy: 'lively' as const,
              text: `{onward}scene fox. A little fox came by with {item}. ${FILLER}`,
            },
          ]
        : []),
    ],
    endings: Array.from({ length: 14 }, (_, i) => ({
      id: `ending-${i + 1}`,
      setting: 'bedroom' as const,
      text: `Ending ${i + 1}. {name} thought of {recipient} and fell asleep. ${FILLER}${big}`,
      ...(options.threads && i === 0 ? { closes: 'photo-by-bed' } : {}),
    })),
  };
}

/** Scenes every theme shares. */
export function fixtureJourneys(onwardEvery?: number): Scene[] {
  return Array.from({ length: 20 }, (_, i) => ({
    id: `journey-${i + 1}`,
    setting: SETTINGS_CYCLE[(i + 3) % SETTINGS_CYCLE.length]!,
    energy: ENERGY_CYCLE[i % 3]!,
    ...roleOf(i, onwardEvery),
    text: `{onward}journey ${i + 1}. {name} carried {item} on. {companion} gave {sound}. ${FILLER}`,
  }));
}

export function fixtureVoices(): Record<Companion, CompanionVoice> {
  const species: Partial<Record<Companion, string[]>> = { Fox: ['fox', 'foxes'], Bear: ['bear', 'bears'] };
  return Object.fromEntries(
    COMPANIONS.map((c) => [
      c,
      {
        ref: c === 'Fox' ? 'the fox' : c === 'Bear' ? 'the bear' : c,
        species: species[c] ?? null,
        intros: ['intro one', 'intro two', 'intro three'],
        moves: ['moved one', 'moved two', 'moved three', 'moved four'],
        sounds: ['sound one', 'sound two', 'sound three', 'sound four'],
        features: ['feature one', 'feature two', 'feature three'],
        abilities: {
          light: ['shone light one', 'shone light two', 'shone light three'],
          guide: ['guided one', 'guided two', 'guided three'],
          comfort: ['comforted one', 'comforted two', 'comforted three'],
        },
      },
    ]),
  ) as unknown as Record<Companion, CompanionVoice>;
}

export function fixtureTraits(): TraitLines {
  return Object.fromEntries(
    PERSONALITY_TRAITS.map((t) => [t, { help: [`TRAIT ${t} helped.`, `TRAIT ${t} helped again.`] }]),
  ) as unknown as TraitLines;
}

/** Openings and endings every theme shares (frames.story). */
export function fixtureFrames(count = 6): SharedFrames {
  return {
    openings: Array.from({ length: count }, (_, i) => ({
      id: `shared-opening-${i + 1}`,
      setting: 'bedroom' as const,
      text: `Shared opening ${i + 1}. {name} met {companionIntro}. ${FILLER}`,
    })),
    endings: Array.from({ length: count }, (_, i) => ({
      id: `shared-ending-${i + 1}`,
      setting: 'bedroom' as const,
      text: `Shared ending ${i + 1}. {name} thought of {recipient} and fell asleep. ${FILLER}`,
    })),
  };
}

export function fixtureLibrary(
  options: Parameters<typeof fixtureTheme>[0] & {
    frames?: SharedFrames;
    journeys?: Scene[];
    /** The plain words for 2-3 (plain-words.story); the real library's when not given. */
    plainWords?: Record<string, string>;
  } = {},
): StoryLibrary {
  return buildLibrary({
    themes: [fixtureTheme(options)],
    journeys: options.journeys ?? fixtureJourneys(),
    ...(options.frames ? { frames: options.frames } : {}),
    moments: [],
    chapters: { recalls: [], finales: [] },
    voices: fixtureVoices(),
    traits: fixtureTraits(),
    interests: INTEREST_CATEGORY_IDS.map((id) => ({
      id,
      scenes: [1, 2, 3, 4].map((n) => ({
        id: `i.${id}.${n}`,
        setting: 'meadow' as const,
        energy: ENERGY_CYCLE[n % 3]!,
        text: `{onward}interest ${id} ${n}: {name} loved {interest} and held {item}. ${FILLER}`,
      })),
      mentions: [
        `MENTION ${id} of {interest}.`,
        `MENTION ${id} again of {interest}.`,
        `MENTION ${id} once more of {interest}.`,
      ],
    })),
    // The engine's own phrases are the real library's ('Past the orchard, ').
    phrases: options.plainWords
      ? { ...LIBRARY_SOURCE.phrases, plainWords: options.plainWords }
      : LIBRARY_SOURCE.phrases,
  });
}
